import type { HTMLAttributes, ReactNode, Ref } from "react";
import { FieldFrame } from "./FieldFrame";

export type TextFieldProps = {
  label: ReactNode;
  name: string;
  value: string;
  onChange: (value: string) => void;
  type?: "text" | "email" | "password" | "tel" | "date" | "time";
  /** Always set one: password managers and phones depend on it. */
  autoComplete: string;
  required?: boolean;
  /** Adds "(optional)" to the label of a field that may stay empty. */
  optional?: boolean;
  /** A standing rule shown under the field (e.g. "At least 8 characters."). */
  hint?: ReactNode;
  /** Shown under the field and announced with it; marks the field invalid. */
  error?: string | null;
  inputRef?: Ref<HTMLInputElement>;
  /** The field the Modal focuses first. */
  autoFocusInModal?: boolean;
  inputMode?: HTMLAttributes<HTMLInputElement>["inputMode"];
  maxLength?: number;
  disabled?: boolean;
  className?: string;
};

/** A labelled input with its hint and error wired up through aria-describedby. */
export function TextField({
  label,
  name,
  value,
  onChange,
  type = "text",
  autoComplete,
  required = false,
  optional = false,
  hint,
  error,
  inputRef,
  autoFocusInModal = false,
  inputMode,
  maxLength,
  disabled,
  className,
}: TextFieldProps) {
  return (
    <FieldFrame label={label} optional={optional} hint={hint} error={error} className={className}>
      {({ id, describedBy }) => (
        <input
          ref={inputRef}
          id={id}
          name={name}
          className="input"
          type={type}
          value={value}
          autoComplete={autoComplete}
          required={required}
          inputMode={inputMode}
          maxLength={maxLength}
          disabled={disabled}
          spellCheck={type === "email" || type === "password" ? false : undefined}
          autoCapitalize={type === "email" || type === "password" ? "none" : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          data-autofocus={autoFocusInModal || undefined}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FieldFrame>
  );
}
