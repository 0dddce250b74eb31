import { useEffect, useRef, useState } from "react";
import { TextField } from "../../ui/TextField";
import { amountText, parseAmount } from "./numberInput";

/**
 * A dollar amount kept in step with the store: while the person types here the field shows what
 * they typed; when the other budget field changes this one, it shows the new figure.
 */
export function MoneyField({
  label,
  name,
  value,
  hint,
  error,
  onChange,
}: {
  label: string;
  name: string;
  value: number | null;
  hint?: string;
  error?: string | null;
  /** The parsed amount (null when empty), and whether the text is a valid amount at all. */
  onChange: (value: number | null, valid: boolean, text: string) => void;
}) {
  const [text, setText] = useState(amountText(value));
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (typeof document !== "undefined" && document.activeElement === inputRef.current) return;
    setText(amountText(value));
  }, [value]);

  return (
    <TextField
      label={label}
      name={name}
      autoComplete="off"
      inputMode="decimal"
      value={text}
      hint={hint}
      error={error}
      inputRef={inputRef}
      onChange={(next) => {
        setText(next);
        const parsed = parseAmount(next);
        onChange(parsed.value, parsed.valid, next);
      }}
    />
  );
}
