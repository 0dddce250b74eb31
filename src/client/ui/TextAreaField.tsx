import { type ReactNode, useId } from "react";

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
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ");
  return (
    <div className={className ? `field ${className}` : "field"}>
      <label className="field__label" htmlFor={id}>
        {label}
        {optional ? <span className="field__optional"> (optional)</span> : null}
      </label>
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
        aria-describedby={describedBy || undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
