import { type FormEvent, useEffect, useState } from "react";
import { RESEARCH_SEARCH_MAX } from "../../../common/research/researchRules";
import { Link } from "../../system/router/router";

/** A search form that works as a plain GET form too; submitting hands the trimmed text up. */
export function SearchBox({
  id,
  label,
  action,
  value,
  onSearch,
  children,
}: {
  id: string;
  label: string;
  action: string;
  value: string;
  onSearch: (text: string) => void;
  children?: React.ReactNode;
}) {
  const [typed, setTyped] = useState(value);
  useEffect(() => setTyped(value), [value]);
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSearch(typed.trim());
  }
  return (
    <search>
      <form className="admin-search research__search" method="get" action={action} onSubmit={submit}>
        {children}
        <div>
          <label htmlFor={id}>{label}</label>
          <div className="admin-search__row">
            <input
              id={id}
              name="q"
              type="search"
              className="input"
              value={typed}
              maxLength={RESEARCH_SEARCH_MAX}
              onChange={(e) => setTyped(e.target.value)}
            />
            <button type="submit" className="btn btn--primary">
              Search
            </button>
          </div>
        </div>
      </form>
    </search>
  );
}

/** Previous / next links of a capped list (the total is not counted: the list is paged, not summed). */
export function PageLinks({
  page,
  hasMore,
  hrefFor,
  label,
}: {
  page: number;
  hasMore: boolean;
  hrefFor: (page: number) => string;
  label: string;
}) {
  if (page === 1 && !hasMore) return null;
  return (
    <nav className="research__pages" aria-label={label}>
      {page > 1 ? (
        <Link className="btn btn--small" to={hrefFor(page - 1)} rel="prev">
          Previous page
        </Link>
      ) : null}
      <span>Page {page}</span>
      {hasMore ? (
        <Link className="btn btn--small" to={hrefFor(page + 1)} rel="next">
          Next page
        </Link>
      ) : null}
    </nav>
  );
}
