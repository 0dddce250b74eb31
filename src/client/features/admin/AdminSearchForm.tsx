import type { FormEvent } from "react";

/**
 * The admin screens' one-line search: a label, a search box and its button. With `action` and
 * `name` it is also a plain GET form that works before the scripts load.
 */
export function AdminSearchForm({
  id,
  label,
  value,
  onChange,
  onSubmit,
  action,
  name,
  button = "Search",
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  action?: string;
  name?: string;
  /** "Search" (the page's main search, a primary button) or "Find" (a search inside a section). */
  button?: "Search" | "Find";
}) {
  return (
    <form className="admin-search" method="get" action={action} onSubmit={onSubmit}>
      <label htmlFor={id}>{label}</label>
      <div className="admin-search__row">
        <input
          id={id}
          name={name}
          type="search"
          className="input"
          value={value}
          maxLength={100}
          onChange={(e) => onChange(e.target.value)}
        />
        <button type="submit" className={button === "Search" ? "btn btn--primary" : "btn"}>
          {button}
        </button>
      </div>
    </form>
  );
}
