import { useApolloClient, useMutation, useQuery } from "@apollo/client/react";
import { useState } from "react";
import { JOB_POLL_MS } from "../../../common/constants";
import { isImporterJobDone } from "../../../common/enums";
import { formatNumber } from "../../../common/format/numbers";
import { pathFor } from "../../../common/routes/matchRoute";
import { Link, useLocation } from "../../system/router/router";
import { CheckedTime } from "./CheckedTime";
import { LoadProblem, ResearchShell, researchOnly } from "./ResearchShell";
import {
  ListingReviewQuery,
  ResearchImporterJobsQuery,
  type ReviewEntry,
  ReviewListingsMutation,
} from "./researchOperations";
import { withQuery } from "./researchPaths";
import { SAVE_WAIT_LIMIT_MS } from "./useImporterSave";

type Decision = "PUBLISH" | "REJECT";
type Notice = { kind: "status" | "alert"; text: string };

const plural = (n: number) => `${n} ${n === 1 ? "listing" : "listings"}`;
const money = (n: number | null | undefined, unit: string) =>
  n === null || n === undefined ? "—" : `$${formatNumber(n, 2)}${unit}`;

/**
 * /research-team/listing-review (research team and admins; docs/decisions.md, issue 24): the spaces
 * vendors' feeds created that wait in review, oldest first, 25 a page (`?after=` the last one shown).
 * Each is published (AVAILABLE: in search at once) or rejected (UNAVAILABLE), one at a time or the
 * ticked ones together; the page waits for the decisions' jobs, then shows the queue again.
 */
function ListingReviewScreen() {
  const location = useLocation();
  const client = useApolloClient();
  const after = new URLSearchParams(location.search).get("after")?.match(/^\d{1,9}$/)?.[0] ?? null;
  const { data, loading, error, refetch } = useQuery(ListingReviewQuery, {
    variables: { after },
    fetchPolicy: "cache-and-network",
  });
  const [decide] = useMutation(ReviewListingsMutation);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const entries = data?.listingReview.entries ?? [];
  const base = pathFor("researchListingReview");

  async function run(ids: string[], decision: Decision) {
    setBusy(true);
    setNotice(null);
    try {
      const { data: answer } = await decide({ variables: { ids, decision } });
      const result = answer?.reviewListings;
      if (!result) throw new Error("no answer");
      const stillRunning = await waitForJobs(client, result.importerJobIds);
      const done = result.importerJobIds.length;
      const verb = decision === "PUBLISH" ? "Published" : "Rejected";
      const skipped = result.skipped.map((s) => s.reason).join(" ");
      setNotice(
        stillRunning
          ? { kind: "alert", text: "The decision is still being applied. Refresh in a minute." }
          : {
              kind: skipped ? "alert" : "status",
              text: `${verb} ${plural(done)}.${skipped ? ` ${skipped}` : ""}`,
            },
      );
      setChosen(new Set());
      await refetch();
    } catch {
      setNotice({ kind: "alert", text: "The decision could not be saved. Please try again." });
    } finally {
      setBusy(false);
    }
  }

  const toggle = (id: string) =>
    setChosen((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const picked = entries.filter((e) => chosen.has(e.listing.id)).map((e) => e.listing.id);

  return (
    <ResearchShell title="Listing review">
      <p>
        New spaces from vendors’ feeds wait here until you publish them (they appear in search at once) or
        reject them (they stay off the market). A trusted vendor’s spaces skip this queue.
      </p>
      {notice ? (
        <p
          className={`form-notice${notice.kind === "alert" ? " form-notice--error" : ""}`}
          role={notice.kind}
        >
          {notice.text}
        </p>
      ) : null}
      {loading && !data ? <p role="status">Loading the queue…</p> : null}
      {error && !data ? <LoadProblem what="The review queue" retry={() => void refetch()} /> : null}
      {data && entries.length === 0 ? (
        <p className="research__count">No listing is waiting for review.</p>
      ) : null}
      {entries.length > 0 ? (
        <>
          <div className="research__actions research__bulk">
            <button
              type="button"
              className="btn btn--primary btn--small"
              disabled={busy || picked.length === 0}
              onClick={() => void run(picked, "PUBLISH")}
            >
              Publish selected ({picked.length})
            </button>
            <button
              type="button"
              className="btn btn--small"
              disabled={busy || picked.length === 0}
              onClick={() => void run(picked, "REJECT")}
            >
              Reject selected ({picked.length})
            </button>
          </div>
          <div className="admin-table-wrap">
            <table className="admin-table research__table research__table--stack">
              <caption className="visually-hidden">Listings waiting for review, oldest first</caption>
              <thead>
                <tr>
                  <th scope="col">
                    <span className="visually-hidden">Choose</span>
                  </th>
                  <th scope="col">Space</th>
                  <th scope="col">Size and rent</th>
                  <th scope="col">Vendor</th>
                  <th scope="col">Received</th>
                  <th scope="col">Decision</th>
                </tr>
              </thead>
              <tbody>
                {entries.map((entry) => (
                  <ReviewRow
                    key={entry.listing.id}
                    entry={entry}
                    chosen={chosen.has(entry.listing.id)}
                    busy={busy}
                    onToggle={() => toggle(entry.listing.id)}
                    onDecide={(decision) => void run([entry.listing.id], decision)}
                  />
                ))}
              </tbody>
            </table>
          </div>
        </>
      ) : null}
      {after || data?.listingReview.hasMore ? (
        <nav className="research__pages" aria-label="Pages of the review queue">
          {after ? (
            <Link className="btn btn--small" to={base}>
              First page
            </Link>
          ) : null}
          {data?.listingReview.hasMore && entries.length > 0 ? (
            <Link
              className="btn btn--small"
              to={withQuery(base, { after: entries[entries.length - 1].listing.id })}
              rel="next"
            >
              Next page
            </Link>
          ) : null}
        </nav>
      ) : null}
    </ResearchShell>
  );
}

function ReviewRow({
  entry,
  chosen,
  busy,
  onToggle,
  onDecide,
}: {
  entry: ReviewEntry;
  chosen: boolean;
  busy: boolean;
  onToggle: () => void;
  onDecide: (decision: Decision) => void;
}) {
  const { listing, vendor } = entry;
  const name = `${listing.address}, ${listing.floorAndSuite}`;
  return (
    <tr>
      <td>
        <input
          type="checkbox"
          checked={chosen}
          onChange={onToggle}
          aria-label={`Choose ${name}`}
          disabled={busy}
        />
      </td>
      <th scope="row">
        <Link to={pathFor("listingById", { listingId: listing.id })}>{listing.address}</Link>
        <span className="research__sub">
          {listing.floorAndSuite} · {listing.market.name}
        </span>
        {listing.description ? <span className="research__sub">{listing.description}</span> : null}
      </th>
      <td data-label="Size and rent">
        {formatNumber(listing.squareFeet)} SF · {money(listing.psf, "/SF/yr")}
      </td>
      <td data-label="Vendor">{vendor.name}</td>
      <td data-label="Received">
        <CheckedTime value={entry.receivedAt} />
      </td>
      <td data-label="Decision">
        <div className="research__row-actions">
          <button
            type="button"
            className="btn btn--primary btn--small"
            disabled={busy}
            onClick={() => onDecide("PUBLISH")}
          >
            Publish<span className="visually-hidden"> {name}</span>
          </button>
          <button type="button" className="btn btn--small" disabled={busy} onClick={() => onDecide("REJECT")}>
            Reject<span className="visually-hidden"> {name}</span>
          </button>
        </div>
      </td>
    </tr>
  );
}

/** Polls the decisions' jobs (spec section 7's poll) until all ended; true when some still run at the limit. */
async function waitForJobs(
  client: ReturnType<typeof useApolloClient>,
  ids: readonly string[],
): Promise<boolean> {
  if (ids.length === 0) return false;
  const started = Date.now();
  for (;;) {
    const { data } = await client.query({
      query: ResearchImporterJobsQuery,
      variables: { ids: [...ids] },
      fetchPolicy: "no-cache",
    });
    const jobs = data?.importerJobs ?? [];
    if (jobs.length === ids.length && jobs.every((j) => isImporterJobDone(j.status))) return false;
    if (Date.now() - started > SAVE_WAIT_LIMIT_MS) return true;
    await new Promise((resolve) => setTimeout(resolve, JOB_POLL_MS));
  }
}

export const ListingReviewPage = researchOnly(ListingReviewScreen);
