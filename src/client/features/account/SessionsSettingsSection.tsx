import { useMutation, useQuery } from "@apollo/client/react";
import { useId, useState } from "react";
import { formatInstant } from "../../../common/format/instants";
import { FormNotice } from "../../ui/FormNotice";
import {
  EndOtherSessionsMutation,
  EndSessionMutation,
  MySessionsQuery,
  type UserSession,
} from "./sessionsQueries";

export const SESSIONS_LOAD_FAILURE = "We couldn't load where you're signed in. Please try again later.";
export const SESSION_END_FAILURE = "We couldn't end that session. Please try again later.";

/** On the viewer's own clock, named: the list is fetched in the browser, never rendered by the server. */
function when(iso: string): string {
  const text = formatInstant(iso, undefined);
  return text === "—" ? "" : text;
}

/**
 * "Where you're signed in" (ASVS 7.5.2): the user's own sessions, newest use first, with this
 * device marked, an End button for each other one and "Sign out everywhere else".
 */
export function SessionsSettingsSection() {
  const headingId = useId();
  const { data, loading, error, refetch } = useQuery(MySessionsQuery, { fetchPolicy: "network-only" });
  const [endSession] = useMutation(EndSessionMutation);
  const [endOthers] = useMutation(EndOtherSessionsMutation);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const sessions: UserSession[] = data?.currentUser?.sessions ?? [];

  async function run(
    action: () => Promise<{ success: boolean; error: { message: string } | null } | undefined>,
  ) {
    setBusy(true);
    setFailure(null);
    try {
      const answer = await action();
      if (!answer?.success) setFailure(answer?.error?.message || SESSION_END_FAILURE);
      await refetch();
    } catch (err) {
      console.error("ending a session failed", err);
      setFailure(SESSION_END_FAILURE);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="settings-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="settings-section__title">
        Where you're signed in
      </h2>
      {failure ? <FormNotice tone="error">{failure}</FormNotice> : null}
      {error ? <FormNotice tone="error">{SESSIONS_LOAD_FAILURE}</FormNotice> : null}
      {loading && !data ? <p className="text-muted">Loading…</p> : null}
      <ul className="session-list">
        {sessions.map((s) => (
          <li key={s.id} className="session-list__item">
            <div>
              <strong>{s.device}</strong>
              {s.current ? <span className="badge"> This device</span> : null}
              <div className="text-muted">
                {[
                  s.approximateLocation,
                  `signed in ${when(s.createdAt)}`,
                  `last active ${when(s.lastSeenAt)}`,
                ]
                  .filter(Boolean)
                  .join(" · ")}
              </div>
            </div>
            {s.current ? null : (
              <button
                type="button"
                className="btn btn--secondary"
                disabled={busy}
                aria-label={`End session: ${s.device}, last active ${when(s.lastSeenAt)}`}
                onClick={() =>
                  run(async () => (await endSession({ variables: { id: s.id } })).data?.endSession)
                }
              >
                End
              </button>
            )}
          </li>
        ))}
      </ul>
      {sessions.some((s) => !s.current) ? (
        <button
          type="button"
          className="btn btn--secondary"
          disabled={busy}
          onClick={() => run(async () => (await endOthers()).data?.endOtherSessions)}
        >
          Sign out everywhere else
        </button>
      ) : null}
    </section>
  );
}
