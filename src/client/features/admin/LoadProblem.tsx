/** A list or record that did not load: what failed, and a way to ask again. */
export function LoadProblem({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <div role="alert" className="admin-page__problem">
      <p>{what} could not be loaded.</p>
      <button type="button" className="btn" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
