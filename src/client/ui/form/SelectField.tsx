import type { ReactNode } from "react";
import { FieldFrame } from "../FieldFrame";

export type SelectOption = { value: string; label: string };

export type SelectFieldProps = {
  label: ReactNode;
  name: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly SelectOption[];
  /** An option with the empty value, first ("No preference"). */
  emptyLabel?: string;
  error?: string | null;
  hint?: ReactNode;
  required?: boolean;
  optional?: boolean;
  disabled?: boolean;
  className?: string;
};

export function SelectField({
  label,
  name,
  value,
  onChange,
  options,
  emptyLabel,
  error,
  hint,
  required,
  optional,
  disabled,
  className,
}: SelectFieldProps) {
  return (
    <FieldFrame label={label} optional={optional} hint={hint} error={error} className={className}>
      {({ id, describedBy }) => (
        <select
          id={id}
          name={name}
          className="input select"
          value={value}
          required={required}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.value)}
        >
          {emptyLabel !== undefined ? <option value="">{emptyLabel}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
