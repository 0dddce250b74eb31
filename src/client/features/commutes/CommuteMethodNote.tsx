import { useDeclaredQuery } from "../../system/screenData";
import { MODE_LABELS } from "./commuteFormat";
import { CommuteMethodQuery } from "./commuteMethodQuery";

/** How the times are estimated, as the server's estimator describes itself (setting COMMUTE_ESTIMATOR). */
export function CommuteMethodNote() {
  const { data, error, refetch } = useDeclaredQuery(CommuteMethodQuery);
  const method = data?.commuteMethod;
  return (
    <section className="tool-method" aria-labelledby="commute-method-title">
      <h2 id="commute-method-title" className="tool-page__section-title">
        How we estimate commutes
      </h2>
      {method ? (
        <>
          <p>{method.summary}</p>
          <table className="tool-table">
            <caption className="visually-hidden">Speeds and fixed allowances by mode</caption>
            <thead>
              <tr>
                <th scope="col">Mode</th>
                <th scope="col">Average speed</th>
                <th scope="col">Added to every trip</th>
              </tr>
            </thead>
            <tbody>
              {method.modes.map((m) => (
                <tr key={m.mode}>
                  <th scope="row">{MODE_LABELS[m.mode]}</th>
                  <td>{m.speedMph === null ? "Measured per trip" : `${m.speedMph} mph`}</td>
                  <td>
                    {m.overheadMinutes ? `${m.overheadMinutes} min` : "Nothing"}
                    {m.overhead ? <span className="text-muted"> ({m.overhead.toLowerCase()})</span> : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="text-small text-muted">
            Homes are placed at the centre of their ZIP code, so no street address is needed. ZIP codes are
            used for this calculation only and are not stored.
          </p>
        </>
      ) : error ? (
        <p>
          We could not load the description of the method.{" "}
          <button type="button" className="btn btn--small" onClick={() => void refetch()}>
            Try again
          </button>
        </p>
      ) : (
        <p className="text-muted">Loading…</p>
      )}
    </section>
  );
}
