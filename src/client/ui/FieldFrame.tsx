import { type ReactNode, useId } from "react";
import { describedByIds, FieldMessages } from "./FieldMessages";

export type FieldFrameProps = {
  label: ReactNode;
  /** Adds "(optional)" to the label of a field that may stay empty. */
  optional?: boolean;
  hint?: ReactNode;
  /** Shown under the field and announced with it. */
  error?: string | null;
  className?: string;
  /** Draws the control with the id its label points at and the ids that describe it. */
  children: (ids: { id: string; describedBy: string | undefined }) => ReactNode;
};

/** What every form field shares: the label, a standing hint and the error, wired up for screen readers. */
export function FieldFrame({ label, optional = false, hint, error, className, children }: FieldFrameProps) {
  const id = useId();
  const describedBy = describedByIds(id, hint, error);
  return (
    <div className={className ? `field ${className}` : "field"}>
      <label className="field__label" htmlFor={id}>
        {label}
        {optional ? <span className="field__optional"> (optional)</span> : null}
      </label>
      {children({ id, describedBy })}
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}
