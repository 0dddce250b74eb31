import { type ReactNode, useId } from "react";
import { describedByIds, FieldMessages } from "../FieldMessages";

export type CheckboxFieldProps = {
  label: ReactNode;
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string | null;
  hint?: ReactNode;
  disabled?: boolean;
  className?: string;
};

/** One checkbox inside its label, with the hint and error it is described by. */
export function CheckboxField({
  label,
  name,
  checked,
  onChange,
  error,
  hint,
  disabled,
  className,
}: CheckboxFieldProps) {
  const id = useId();
  const describedBy = describedByIds(id, hint, error);
  return (
    <div className={className ? `checkbox-field ${className}` : "checkbox-field"}>
      <label className="tool-checkbox">
        <input
          type="checkbox"
          name={name}
          value="on"
          checked={checked}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.checked)}
        />
        {label}
      </label>
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}
