import type { ReactNode } from "react";
import { FieldFrame } from "../FieldFrame";

export type MoneyFieldProps = {
  label: ReactNode;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  hint?: ReactNode;
  optional?: boolean;
  disabled?: boolean;
  className?: string;
  inputRef?: React.Ref<HTMLInputElement>;
};

/** A dollar amount typed as text ("4,500", "55.50"), with a "$" shown before it. */
export function MoneyField({
  label,
  name,
  value,
  onChange,
  error,
  hint,
  optional,
  disabled,
  className,
  inputRef,
}: MoneyFieldProps) {
  return (
    <FieldFrame label={label} optional={optional} hint={hint} error={error} className={className}>
      {({ id, describedBy }) => (
        <span className="money-input">
          <span className="money-input__symbol" aria-hidden="true">
            $
          </span>
          <input
            ref={inputRef}
            id={id}
            name={name}
            className="input money-input__field"
            autoComplete="off"
            inputMode="decimal"
            value={value}
            disabled={disabled}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            onChange={(event) => onChange(event.target.value)}
          />
        </span>
      )}
    </FieldFrame>
  );
}
