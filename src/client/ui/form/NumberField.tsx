import type { ReactNode } from "react";
import { TextField } from "../TextField";

export type NumberFieldProps = {
  label: ReactNode;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  hint?: ReactNode;
  required?: boolean;
  optional?: boolean;
  maxLength?: number;
  disabled?: boolean;
  className?: string;
  inputRef?: React.Ref<HTMLInputElement>;
};

/**
 * A whole number typed as text (inputmode numeric rather than type="number", which mangles commas
 * and changes on wheel). The text is the value; src/common/validation/rules.ts parses it.
 */
export function NumberField(props: NumberFieldProps) {
  return <TextField {...props} autoComplete="off" inputMode="numeric" />;
}
