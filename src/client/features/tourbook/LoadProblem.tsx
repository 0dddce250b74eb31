import { FormNotice } from "../../ui/FormNotice";

/** A tourbook screen whose data did not come: why, and a retry when the request itself failed. */
export function LoadProblem({ message, retry }: { message: string; retry: (() => unknown) | null }) {
  return (
    <div className="tourbook__problem">
      <FormNotice tone="error">{message}</FormNotice>
      {retry ? (
        <button type="button" className="btn" onClick={() => retry()}>
          Try again
        </button>
      ) : null}
    </div>
  );
}
