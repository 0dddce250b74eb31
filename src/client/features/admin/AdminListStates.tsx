import type { ReactNode } from "react";

/** What an admin list says while loading, when it failed, and when nothing matches. */
export function AdminListStates({
  what,
  loading,
  failed,
  empty,
  onRetry,
}: {
  /** "the audit log", "the messages"... */
  what: string;
  loading: boolean;
  failed: boolean;
  empty: boolean;
  onRetry: () => void;
}) {
  if (loading) return <p role="status">Loading {what}…</p>;
  if (failed) {
    return (
      <div role="alert">
        <p>{`${what[0].toUpperCase()}${what.slice(1)} could not be loaded.`}</p>
        <button type="button" className="btn" onClick={onRetry}>
          Try again
        </button>
      </div>
    );
  }
  if (empty) return <p role="status">Nothing matches these filters.</p>;
  return null;
}

/** A list's table (scrolling sideways on phones) and its "Older …" button when there is more. */
export function AdminTable({
  caption,
  columns,
  children,
  hasMore,
  olderLabel,
  onOlder,
}: {
  caption: string;
  columns: readonly string[];
  children: ReactNode;
  hasMore: boolean;
  olderLabel: string;
  onOlder: () => void;
}) {
  return (
    <>
      <div className="admin-table-wrap">
        <table className="admin-table">
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c} scope="col">
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>{children}</tbody>
        </table>
      </div>
      {hasMore ? (
        <button type="button" className="btn" onClick={onOlder}>
          {olderLabel}
        </button>
      ) : null}
    </>
  );
}

type KeysetPage = { entries: readonly unknown[]; hasMore: boolean };

/** Apollo's `updateQuery` for a keyset page under `field`: the older entries go after those shown. */
export function appendOlder<K extends string>(field: K) {
  return <Q extends { [P in K]: KeysetPage }>(prev: Q, { fetchMoreResult }: { fetchMoreResult: Q }): Q => ({
    ...prev,
    [field]: {
      ...fetchMoreResult[field],
      entries: [...prev[field].entries, ...fetchMoreResult[field].entries],
    },
  });
}
