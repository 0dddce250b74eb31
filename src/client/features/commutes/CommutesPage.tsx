import { useQuery } from "@apollo/client/react";
import { useEffect, useMemo, useState } from "react";
import { MAX_COMMUTE_CANDIDATES, MAX_COMMUTE_HOMES } from "../../../common/commuteInput";
import { pathFor } from "../../../common/routes/matchRoute";
import { Head } from "../../system/head";
import { screenQuery } from "../../system/screenData";
import { CandidatePicker } from "./CandidatePicker";
import { CommuteMap } from "./CommuteMap";
import { CommuteMethodNote } from "./CommuteMethodNote";
import { CommuteResults } from "./CommuteResults";
import type { CommuteCandidate } from "./commuteCandidatesQuery";
import { type CommuteEstimates, CommuteEstimatesQuery } from "./commuteEstimatesQuery";
import { CommuteMethodQuery } from "./commuteMethodQuery";
import { FIRST_PERSON, type Person, zipRequest } from "./commuteTeam";
import { HomeZipsEditor } from "./HomeZipsEditor";
import { useDebouncedValue } from "./useDebouncedValue";

/** The method statement (CommuteMethodNote) is part of the server-rendered page. */
export function commutesPageQueries() {
  return { method: screenQuery(CommuteMethodQuery) };
}

type Shown = { estimates: CommuteEstimates; personNumbers: number[] };

/** /commutes: how long each person would travel to each candidate office. */
export function CommutesPage() {
  const [people, setPeople] = useState<Person[]>([FIRST_PERSON]);
  const [chosen, setChosen] = useState<CommuteCandidate[]>([]);

  const zips = useMemo(() => zipRequest(people), [people]);
  // Typing a ZIP should not send a request per keystroke; a settled list is enough.
  const settled = useDebouncedValue(zips, 300);
  const settledKey = settled.homeZips.join(",");
  const request = useMemo(() => {
    const homeZips = settledKey ? settledKey.split(",") : [];
    if (homeZips.length === 0 || chosen.length === 0) return null;
    return { homeZips, candidates: chosen.map((c) => ({ kind: c.kind, id: c.id })) };
  }, [settledKey, chosen]);

  const { data, loading, error, refetch } = useQuery(CommuteEstimatesQuery, {
    variables: request ?? { homeZips: [], candidates: [] },
    skip: request === null,
  });
  // Keep the last answer on screen (map included) while the next one loads.
  const [shown, setShown] = useState<Shown | null>(null);
  // `data` answers the settled list, so its person numbers are the settled list's.
  useEffect(() => {
    if (data && !loading)
      setShown({ estimates: data.commuteEstimates, personNumbers: settled.personNumbers });
  }, [data, loading, settled]);

  const visible = request ? shown : null;
  const unknownZips = visible?.estimates.unknownZips ?? [];

  return (
    <div className="tool-page container section">
      <Head
        title="Commute calculator: compare office locations for your team"
        description="Enter your team's home ZIP codes and the offices you are considering to compare commutes by transit, car, bike and walking: each person's trip, the team average and the longest."
        canonicalPath={pathFor("commutes", {})}
      />
      <header className="tool-page__intro">
        <p className="tool-page__eyebrow">Smart Tools</p>
        <h1>Commute calculator</h1>
        <p className="lead">
          Add where your team lives and the offices you are weighing up. See how long each person would travel
          by transit, car, bike or on foot, and which office keeps the team's commute shortest.
        </p>
      </header>

      <div className="commute-inputs">
        <section aria-labelledby="commute-team-title" className="commute-inputs__team">
          <h2 id="commute-team-title" className="tool-page__section-title">
            1. Where your team lives
          </h2>
          <HomeZipsEditor people={people} onChange={setPeople} unknownZips={unknownZips} />
        </section>
        <section aria-labelledby="commute-offices-title" className="commute-inputs__offices">
          <h2 id="commute-offices-title" className="tool-page__section-title">
            2. Offices to compare
          </h2>
          <CandidatePicker
            chosen={chosen}
            onAdd={(candidate) => setChosen((list) => [...list, candidate].slice(0, MAX_COMMUTE_CANDIDATES))}
            onRemove={(candidate) =>
              setChosen((list) => list.filter((c) => !(c.kind === candidate.kind && c.id === candidate.id)))
            }
          />
        </section>
      </div>

      <section aria-labelledby="commute-results-title" className="commute-results" aria-busy={loading}>
        <h2 id="commute-results-title" className="tool-page__section-title">
          3. Commutes
        </h2>
        {request === null ? (
          <p className="commute-results__empty">
            Add at least one home ZIP code and one office to see commutes. You can compare up to{" "}
            {MAX_COMMUTE_HOMES} people and {MAX_COMMUTE_CANDIDATES} offices at once.
          </p>
        ) : error && !loading ? (
          <div className="form-notice form-notice--error" role="alert">
            <p>{errorMessage(error)}</p>
            <button type="button" className="btn btn--small mt-2" onClick={() => void refetch()}>
              Try again
            </button>
          </div>
        ) : visible ? (
          <>
            {unknownZips.length ? (
              <p className="form-notice" role="status">
                We could not find {unknownZips.length === 1 ? "this ZIP code" : "these ZIP codes"}, so{" "}
                {unknownZips.length === 1 ? "it is" : "they are"} left out: {unknownZips.join(", ")}.
              </p>
            ) : null}
            <CommuteResults estimates={visible.estimates} personNumbers={visible.personNumbers} />
            {visible.estimates.homes.length ? (
              <CommuteMap estimates={visible.estimates} personNumbers={visible.personNumbers} />
            ) : null}
          </>
        ) : (
          <p className="text-muted" role="status">
            Estimating commutes…
          </p>
        )}
      </section>

      <CommuteMethodNote />
    </div>
  );
}

/** The server's own words for refused input (they are written for people); a generic line otherwise. */
function errorMessage(error: unknown): string {
  const errors = (error as { errors?: { message: string; extensions?: { code?: string } }[] }).errors;
  const refused = errors?.find((e) => e.extensions?.code === "BAD_USER_INPUT");
  return refused
    ? refused.message
    : "We could not estimate commutes right now. Please try again in a moment.";
}
