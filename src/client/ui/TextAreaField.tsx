import type { ReactNode } from "react";
import { FieldFrame } from "./FieldFrame";

export type TextAreaFieldProps = {
  label: ReactNode;
  name: string;
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  /** Adds "(optional)" to the label of a field that may stay empty. */
  optional?: boolean;
  hint?: ReactNode;
  /** Shown under the field and announced with it; marks the field invalid. */
  error?: string | null;
  rows?: number;
  maxLength?: number;
  disabled?: boolean;
  className?: string;
};

/** The multi-line sibling of TextField: label, hint and error wired up through aria-describedby. */
export function TextAreaField({
  label,
  name,
  value,
  onChange,
  required = false,
  optional = false,
  hint,
  error,
  rows = 5,
  maxLength,
  disabled,
  className,
}: TextAreaFieldProps) {
  return (
    <FieldFrame label={label} optional={optional} hint={hint} error={error} className={className}>
      {({ id, describedBy }) => (
        <textarea
          id={id}
          name={name}
          className="input textarea"
          value={value}
          rows={rows}
          required={required}
          maxLength={maxLength}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FieldFrame>
  );
}
