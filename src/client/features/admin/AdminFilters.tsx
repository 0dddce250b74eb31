import type { FormEvent } from "react";

export type FilterField<N extends string> = {
  name: N;
  label: string;
  type?: "text" | "date";
  /** A select's choices; the first is usually "All" with the value "". */
  options?: readonly { value: string; label: string }[];
  placeholder?: string;
};

/** The filter form of an admin list: a plain GET form, so it works before scripts load too. */
export function AdminFilters<N extends string>({
  label,
  action,
  fields,
  typed,
  onChange,
  onSubmit,
}: {
  label: string;
  action: string;
  fields: readonly FilterField<N>[];
  typed: Record<N, string>;
  onChange: (next: Record<N, string>) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}) {
  const idOf = (name: string) => `${action.slice(1)}-${name}`;
  return (
    <form className="admin-filters" method="get" action={action} onSubmit={onSubmit} aria-label={label}>
      {fields.map((f) => (
        <div key={f.name} className="field">
          <label htmlFor={idOf(f.name)}>{f.label}</label>
          {f.options ? (
            <select
              id={idOf(f.name)}
              name={f.name}
              className="input"
              value={typed[f.name]}
              onChange={(e) => onChange({ ...typed, [f.name]: e.target.value })}
            >
              {f.options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          ) : (
            <input
              id={idOf(f.name)}
              name={f.name}
              className="input"
              type={f.type ?? "text"}
              maxLength={200}
              placeholder={f.placeholder}
              value={typed[f.name]}
              onChange={(e) => onChange({ ...typed, [f.name]: e.target.value })}
            />
          )}
        </div>
      ))}
      <button type="submit" className="btn btn--primary">
        Filter
      </button>
    </form>
  );
}
