import { useId } from "react";

/**
 * A radio group of an enumeration's values. With `onSelect` the choice is the screen's state; without
 * it the group is a plain form's (the steps without scripts, issue 14) and the browser keeps it.
 */
export function Choices<T extends string>({
  legend,
  name,
  values,
  labels,
  selected,
  error,
  onSelect,
}: {
  legend: string;
  name: string;
  values: readonly T[];
  labels: Readonly<Record<T, string>>;
  selected: T | null;
  error?: string | null;
  onSelect?: (value: T) => void;
}) {
  const errorId = useId();
  return (
    <fieldset className="choice-group" aria-describedby={error ? errorId : undefined}>
      <legend className="choice-group__legend">{legend}</legend>
      <div className="choice-group__options">
        {values.map((value) => (
          <label key={value} className="choice">
            <input
              type="radio"
              name={name}
              value={value}
              {...(onSelect
                ? { checked: selected === value, onChange: () => onSelect(value) }
                : { defaultChecked: selected === value })}
            />
            <span className="choice__label">{labels[value]}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="field__error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
