import { type ReactNode, useId } from "react";

/* Small labelled controls of the filters bar. */

export function SelectField({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="field search-filters__select">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {children}
    </div>
  );
}

export function RangeFields({
  legend,
  unitLabel,
  min,
  max,
  onMin,
  onMax,
  decimals = false,
  legendHidden = false,
  names,
}: {
  /** The fields' names: the search URL's parameters, so the form also works as a plain GET. */
  names: [string, string];
  legend: string;
  unitLabel: string;
  min: string;
  max: string;
  onMin: (value: string) => void;
  onMax: (value: string) => void;
  decimals?: boolean;
  legendHidden?: boolean;
}) {
  const minId = useId();
  const maxId = useId();
  return (
    <fieldset className="range-fields">
      <legend className={legendHidden ? "visually-hidden" : "field__label"}>{legend}</legend>
      <div className="range-fields__inputs">
        <label className="visually-hidden" htmlFor={minId}>
          Minimum {unitLabel}
        </label>
        <input
          id={minId}
          className="input"
          type="number"
          inputMode={decimals ? "decimal" : "numeric"}
          min={0}
          step={decimals ? "any" : 1}
          placeholder="Min"
          name={names[0]}
          value={min}
          onChange={(event) => onMin(event.target.value)}
        />
        <span aria-hidden="true">–</span>
        <label className="visually-hidden" htmlFor={maxId}>
          Maximum {unitLabel}
        </label>
        <input
          id={maxId}
          className="input"
          type="number"
          inputMode={decimals ? "decimal" : "numeric"}
          min={0}
          step={decimals ? "any" : 1}
          placeholder="Max"
          name={names[1]}
          value={max}
          onChange={(event) => onMax(event.target.value)}
        />
      </div>
    </fieldset>
  );
}
