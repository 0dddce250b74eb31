import { Spinner } from "../../layout/Spinner";

export function SearchError({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="search-error" role="alert">
      <h2 className="search-error__title">We couldn't load spaces right now.</h2>
      <p className="text-muted">Check your connection and try again.</p>
      <button type="button" className="btn btn--primary" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}

export function SearchLoading() {
  return <Spinner block label="Loading spaces…" />;
}
