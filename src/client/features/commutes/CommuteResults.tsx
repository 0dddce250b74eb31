import { Link } from "../../system/router/router";
import type { CandidateCommutes, CommuteEstimates, CommuteTimes } from "./commuteEstimatesQuery";
import { formatMiles, formatMinutes, MODE_FIELDS, MODE_LABELS } from "./commuteFormat";
import { officeLetter } from "./officeLetters";

export type CommuteResultsProps = {
  estimates: CommuteEstimates;
  /** 1-based person number of each home ZIP that was sent, in the order sent. */
  personNumbers: number[];
};

type Field = (typeof MODE_FIELDS)[number]["field"];

/** The office with the lowest team average for a mode, when there is a real choice (2+ offices). */
function bestOffice(offices: CandidateCommutes[], field: Field): number | null {
  if (offices.length < 2) return null;
  let best: number | null = null;
  offices.forEach((office, index) => {
    const value = office.average?.[field];
    if (value === undefined) return;
    if (best === null || value < (offices[best].average as CommuteTimes)[field]) best = index;
  });
  return best;
}

/** Per office: the team's average and longest commute by mode, then each person's, folded away. */
export function CommuteResults({ estimates, personNumbers }: CommuteResultsProps) {
  const { homes, offices } = estimates;
  const best = Object.fromEntries(MODE_FIELDS.map(({ field }) => [field, bestOffice(offices, field)]));
  return (
    <ol className="commute-offices" aria-label="Commutes by office">
      {offices.map((office, index) => {
        const letter = officeLetter(index);
        const { candidate } = office;
        const headingId = `commute-office-${candidate.kind}-${candidate.id}`;
        return (
          <li key={`${candidate.kind}-${candidate.id}`} className="commute-office">
            <article aria-labelledby={headingId}>
              <header className="commute-office__header">
                <span className="office-letter" aria-hidden="true">
                  {letter}
                </span>
                <div>
                  <h3 id={headingId} className="commute-office__title">
                    <span className="visually-hidden">Office {letter}: </span>
                    {candidate.label}
                  </h3>
                  <p className="text-small text-muted">
                    {candidate.detail} ·{" "}
                    <Link to={candidate.path}>
                      {candidate.kind === "BUILDING" ? "View the building" : "See spaces here"}
                    </Link>
                  </p>
                </div>
              </header>
              {office.average && office.worst ? (
                <table className="tool-table commute-office__summary">
                  <caption className="visually-hidden">Team commute to {candidate.label}</caption>
                  <thead>
                    <tr>
                      <th scope="col">Mode</th>
                      <th scope="col">Team average</th>
                      <th scope="col">Longest</th>
                    </tr>
                  </thead>
                  <tbody>
                    {MODE_FIELDS.map(({ mode, field }) => (
                      <tr key={mode}>
                        <th scope="row">{MODE_LABELS[mode]}</th>
                        <td>
                          {formatMinutes((office.average as CommuteTimes)[field])}
                          {best[field] === index ? <span className="commute-best"> Shortest</span> : null}
                        </td>
                        <td>{formatMinutes((office.worst as CommuteTimes)[field])}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              ) : (
                <p className="text-muted">No home could be located, so there is nothing to estimate yet.</p>
              )}
              {office.commutes.length ? (
                <details className="commute-office__people">
                  <summary>Each person's commute ({office.commutes.length})</summary>
                  <section
                    className="tool-table-scroll"
                    // biome-ignore lint/a11y/noNoninteractiveTabindex: a table that scrolls sideways must be reachable by keyboard.
                    tabIndex={0}
                    aria-label={`Each person's commute to office ${letter}`}
                  >
                    <table className="tool-table">
                      <thead>
                        <tr>
                          <th scope="col">Person</th>
                          <th scope="col">Home</th>
                          <th scope="col">Distance</th>
                          {MODE_FIELDS.map(({ mode }) => (
                            <th key={mode} scope="col">
                              {MODE_LABELS[mode]}
                            </th>
                          ))}
                        </tr>
                      </thead>
                      <tbody>
                        {office.commutes.map((commute, row) => {
                          const home = homes[row];
                          return (
                            <tr key={`${commute.homeIndex}-${row}`}>
                              <th scope="row">
                                Person {personNumbers[commute.homeIndex] ?? commute.homeIndex + 1}
                              </th>
                              <td>
                                {home?.zip} <span className="text-muted">{home?.place}</span>
                              </td>
                              <td>{formatMiles(commute.distanceMiles)}</td>
                              {MODE_FIELDS.map(({ mode, field }) => (
                                <td key={mode}>{formatMinutes(commute.times[field])}</td>
                              ))}
                            </tr>
                          );
                        })}
                      </tbody>
                    </table>
                  </section>
                </details>
              ) : null}
            </article>
          </li>
        );
      })}
    </ol>
  );
}
