import { useApolloClient, useMutation, useQuery } from "@apollo/client/react";
import { type FormEvent, useState } from "react";
import { AdminBuildingsQueryDocument } from "../../gql/documents/adminBuildingsQuery";
import { BuildingMergePreviewQueryDocument } from "../../gql/documents/buildingMergePreviewQuery";
import { MergeBuildingsMutationDocument } from "../../gql/documents/mergeBuildingsMutation";
import { showToast } from "../../layout/toastSlice";
import { useNavigate } from "../../system/router/router";
import { useAppDispatch } from "../../system/store/hooks";
import { ConfirmDialog } from "../../ui/ConfirmDialog";
import { FormNotice } from "../../ui/FormNotice";
import { AdminSearchForm } from "../admin/AdminSearchForm";
import { buildingAdminHref, buildingLabel } from "./buildingAdminHref";

type Summary = {
  id: string;
  address: string;
  city: string;
  propertyName?: string | null;
  market: { id: string };
};

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

type Collisions = {
  target: Summary;
  collidingListings: number;
  floorCollisions: { floorAndSuite: string; removedFloorAndSuite: string; keptListingId: string }[];
};

/**
 * The floors and suites both buildings have (issue 25): one URL cannot lead to two listings, so the
 * duplicate's listing at each merges into the kept building's. The admin cannot edit suites here,
 * so the preview says exactly what merges.
 */
function FloorCollisions({ preview }: { preview: Collisions }) {
  const { floorCollisions: shown, collidingListings: total } = preview;
  return (
    <div className="building-merge__collisions">
      <p>
        {total === 1
          ? "This floor and suite is in both buildings. The duplicate's listing there merges"
          : "These floors and suites are in both buildings. The duplicate's listing at each merges"}{" "}
        into the listing of {preview.target.address} (its history, tourbook, survey and tour entries, photos,
        floor plans and notes move; its page leads there):
      </p>
      <ul aria-label="Listings that merge">
        {shown.map((c) => (
          <li key={c.keptListingId}>
            <strong>{c.floorAndSuite}</strong>
            {c.removedFloorAndSuite !== c.floorAndSuite
              ? ` (“${c.removedFloorAndSuite}” in the duplicate)`
              : ""}
          </li>
        ))}
        {total > shown.length ? <li>and {total - shown.length} more</li> : null}
      </ul>
    </div>
  );
}

/**
 * Merging this building (a duplicate) into another of its market: find the other, read what would
 * move, confirm. The server does it in one transaction and refuses another market or itself.
 */
export function BuildingMergePanel({ building, search }: { building: Summary; search: string }) {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const client = useApolloClient();
  const [typed, setTyped] = useState("");
  const [asked, setAsked] = useState<string | null>(null);
  const [targetId, setTargetId] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // Asked for when a search is submitted (useQuery with skip: the one Apollo hook every page loads).
  const found = useQuery(AdminBuildingsQueryDocument, {
    variables: { search: asked ?? "", limit: 10 },
    skip: asked === null,
  });
  const preview = useQuery(BuildingMergePreviewQueryDocument, {
    variables: { sourceId: building.id, targetId: targetId ?? "" },
    skip: targetId === null,
    fetchPolicy: "network-only",
  });
  const [merge, { loading: merging }] = useMutation(MergeBuildingsMutationDocument);

  function onFind(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const q = typed.trim();
    if (!q) return;
    setAsked(q);
    setTargetId(null);
  }

  const candidates = (found.data?.adminBuildings.rows ?? [])
    .map((r) => r.building)
    .filter((b) => b.id !== building.id && b.market.id === building.market.id);
  const answer = preview.data?.buildingMergePreview;
  const p = answer?.preview;

  async function onMerge() {
    if (!targetId) return;
    setProblem(null);
    try {
      const { data } = await merge({ variables: { sourceId: building.id, targetId } });
      const result = data?.mergeBuildings;
      if (!result?.building) {
        setProblem(result?.error?.message ?? "The buildings could not be merged. Please try again.");
        setConfirming(false);
        return;
      }
      // The kept building has more now, and the search's pages list one building fewer.
      client.cache.evict({ id: client.cache.identify({ __typename: "Building", id: result.building.id }) });
      client.cache.evict({ id: client.cache.identify({ __typename: "Building", id: building.id }) });
      client.cache.evict({ fieldName: "adminBuildings" });
      client.cache.gc();
      dispatch(showToast({ contents: `Merged into ${result.building.address}.` }));
      navigate(buildingAdminHref(search, result.building.id));
    } catch {
      setProblem("The buildings could not be merged. Please try again.");
      setConfirming(false);
    }
  }

  return (
    <section className="building-merge" aria-labelledby="building-merge-title">
      <h2 id="building-merge-title">Merge this building into another</h2>
      <p className="text-small text-muted">
        For a duplicate: its listings, contacts, photos and leasing managers move to the building you choose
        (same market), and its page then leads there.
      </p>
      <AdminSearchForm
        id="merge-target-search"
        label="Find the building to keep"
        value={typed}
        onChange={setTyped}
        onSubmit={onFind}
        button="Find"
      />
      {found.loading ? <p role="status">Searching…</p> : null}
      {found.error ? (
        <FormNotice tone="error">The buildings could not be searched. Please try again.</FormNotice>
      ) : null}
      {asked && found.data && !found.loading ? (
        candidates.length === 0 ? (
          <p role="status">No other building of this market matches “{asked}”.</p>
        ) : (
          <fieldset className="building-merge__choices">
            <legend>Keep which building?</legend>
            {candidates.map((c) => (
              <label key={c.id} className="building-merge__choice">
                <input
                  type="radio"
                  name="merge-target"
                  value={c.id}
                  checked={targetId === c.id}
                  onChange={() => setTargetId(c.id)}
                />{" "}
                {buildingLabel(c)}
              </label>
            ))}
          </fieldset>
        )
      ) : null}

      {targetId && preview.loading ? <p role="status">Reading what would move…</p> : null}
      {preview.error ? (
        <FormNotice tone="error">The merge could not be previewed. Please try again.</FormNotice>
      ) : null}
      {answer?.error ? <FormNotice tone="error">{answer.error.message}</FormNotice> : null}
      {p ? (
        <div className="building-merge__preview" aria-live="polite">
          <p>
            Merging moves into <strong>{buildingLabel(p.target)}</strong>:
          </p>
          <ul>
            <li>
              {plural(p.listings, "listing", "listings")} (with{" "}
              {plural(p.floorPlans, "floor plan", "floor plans")})
              {p.collidingListings > 0
                ? `, of which ${p.collidingListings} ${p.collidingListings === 1 ? "merges" : "merge"} into a listing at the same floor and suite`
                : ""}
            </li>
            <li>{plural(p.contactLinks, "contact", "contacts")}</li>
            <li>{plural(p.photos, "photo", "photos")}</li>
            <li>{plural(p.leasingManagerLinks, "leasing manager link", "leasing manager links")}</li>
            <li>
              {plural(p.campaignListings, "tourbook entry", "tourbook entries")},{" "}
              {plural(p.surveyListings, "survey entry", "survey entries")} and{" "}
              {plural(p.tourListings, "tour stop", "tour stops")} keep their listings
            </li>
          </ul>
          {p.collidingListings > 0 ? <FloorCollisions preview={p} /> : null}
          <button type="button" className="btn btn--danger" onClick={() => setConfirming(true)}>
            Merge into {p.target.address}
          </button>
        </div>
      ) : null}
      {problem ? <FormNotice tone="error">{problem}</FormNotice> : null}
      <ConfirmDialog
        isOpen={confirming && p !== undefined && p !== null}
        title="Merge these buildings?"
        message={
          p
            ? `${buildingLabel(p.source)} is deleted and its page leads to ${buildingLabel(p.target)}.${
                p.collidingListings > 0
                  ? ` ${plural(p.collidingListings, "listing merges", "listings merge")} into the listing at the same floor and suite.`
                  : ""
              } This cannot be undone.`
            : ""
        }
        confirmLabel="Merge buildings"
        busy={merging}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void onMerge()}
      />
    </section>
  );
}
