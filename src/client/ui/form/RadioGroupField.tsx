import { type ReactNode, useId } from "react";
import { describedByIds, FieldMessages } from "../FieldMessages";

export type RadioOption<T extends string> = { value: T; label: ReactNode; hint?: ReactNode };

export type RadioGroupFieldProps<T extends string> = {
  legend: ReactNode;
  name: string;
  value: T | "" | null;
  onChange: (value: T) => void;
  options: readonly RadioOption<T>[];
  error?: string | null;
  hint?: ReactNode;
  required?: boolean;
  /** Class names of the group, its options and each choice (the pages style them differently). */
  classNames?: { group?: string; legend?: string; options?: string; choice?: string; choiceLabel?: string };
};

/**
 * Native radios in a radiogroup (arrow keys move between them), labelled by its legend and described
 * by the hint and the error; aria-invalid sits on the group, which focusFirstInvalid understands.
 */
export function RadioGroupField<T extends string>({
  legend,
  name,
  value,
  onChange,
  options,
  error,
  hint,
  required,
  classNames = {},
}: RadioGroupFieldProps<T>) {
  const id = useId();
  const describedBy = describedByIds(id, hint, error);
  return (
    <fieldset className={classNames.group ?? "choice-group"}>
      <legend id={`${id}-legend`} className={classNames.legend ?? "choice-group__legend"}>
        {legend}
      </legend>
      <div
        role="radiogroup"
        aria-labelledby={`${id}-legend`}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        className={classNames.options ?? "choice-group__options"}
      >
        {options.map((option) => (
          <label key={option.value} className={classNames.choice ?? "choice"}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            <span className={classNames.choiceLabel ?? "choice__label"}>{option.label}</span>
            {option.hint ? <span className="tool-choice__hint">{option.hint}</span> : null}
          </label>
        ))}
      </div>
      <FieldMessages id={id} hint={hint} error={error} />
    </fieldset>
  );
}
