import { useMutation, useQuery } from "@apollo/client/react";
import { useState } from "react";
import { LISTING_STATUSES, type ListingStatus } from "../../../common/enums";
import { formatThousands } from "../../../common/format/numbers";
import { pathFor } from "../../../common/routes/matchRoute";
import { showToast } from "../../layout/toastSlice";
import { Link } from "../../system/router/router";
import type { ScreenProps } from "../../system/screenProps";
import { useAppDispatch } from "../../system/store/hooks";
import { ADD_LISTING_ID, AddListingForm } from "./AddListingForm";
import { CheckedTime } from "./CheckedTime";
import { LoadProblem, ResearchShell, researchOnly } from "./ResearchShell";
import { availableLabel, countsLabel, statusLabel } from "./researchFormat";
import {
  type AvailabilityListing,
  ResearchAvailabilityQuery,
  ResearchChangeListingMutation,
} from "./researchOperations";
import { contactPath, listingEditPath } from "./researchPaths";
import { useImporterSave } from "./useImporterSave";

/**
 * .../building-availability/{buildingId}: the building's listings (every status, at most 200) with
 * their availability. A status is changed, or a listing marked unavailable, through an importer job
 * (userChangeListing), so it lands in the listing's history with source "research-team". A listing
 * is added through the contact of the path (researchAddListing), when the building is one of theirs.
 */
function BuildingAvailabilityScreen({ params }: ScreenProps) {
  const contactId = params.buildingContactId ?? "";
  const buildingId = params.buildingId ?? "";
  const { data, loading, error, refetch } = useQuery(ResearchAvailabilityQuery, {
    variables: { contactId, buildingId },
  });
  const [change] = useMutation(ResearchChangeListingMutation);
  const save = useImporterSave();
  const dispatch = useAppDispatch();
  const [busy, setBusy] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const contact = data?.researchContact;
  const entry = data?.researchBuilding;
  const building = entry?.building;
  const kept = contact?.buildings?.some((b) => b.id === buildingId) ?? false;

  async function setStatus(listing: AvailabilityListing, status: ListingStatus) {
    const name = listing.floorAndSuite || `Listing ${listing.id}`;
    setBusy(listing.id);
    setProblem(null);
    const outcome = await save(async () => {
      const { data: answer } = await change({ variables: { listingId: listing.id, changes: { status } } });
      return answer?.userChangeListing.importerJobId;
    });
    setBusy(null);
    if (!outcome.ok) {
      setProblem(`${name}: ${outcome.problems.join(" ")}`);
      return;
    }
    await refetch();
    dispatch(showToast({ contents: `${name} is now ${statusLabel(status)}.` }));
  }

  const crumbs = [
    { label: "Building contacts", to: pathFor("researchContacts") },
    ...(contact ? [{ label: contact.displayName, to: contactPath(contactId) }] : []),
    { label: building?.address ?? "Building" },
  ];
  return (
    <ResearchShell
      title={building ? `Availability at ${building.address}` : "Building availability"}
      crumbs={crumbs}
      actions={
        entry && kept ? (
          <a href={`#${ADD_LISTING_ID}`} className="btn btn--primary">
            Add a listing
          </a>
        ) : null
      }
    >
      {loading && !data ? <p role="status">Loading the building…</p> : null}
      {error ? <LoadProblem what="The building" retry={() => void refetch()} /> : null}
      {data && !entry ? <p role="status">This building does not exist.</p> : null}
      {entry && building ? (
        <>
          <dl className="research__facts research__facts--inline">
            <div>
              <dt>Building</dt>
              <dd>
                {building.propertyName ? `${building.propertyName}, ` : ""}
                {building.city}, {building.state.toUpperCase()}
              </dd>
            </div>
            <div>
              <dt>Listings</dt>
              <dd>{countsLabel(entry.statusCounts)}</dd>
            </div>
            <div>
              <dt>Last checked</dt>
              <dd>
                <CheckedTime value={entry.lastCheckedAt} />
              </dd>
            </div>
          </dl>
          {problem ? (
            <p role="alert" className="research__problem">
              {problem}
            </p>
          ) : null}
          {entry.listings.length === 0 ? (
            <p>This building has no listings.</p>
          ) : (
            <div className="admin-table-wrap">
              <table className="admin-table research__table research__table--stack">
                <caption className="visually-hidden">Listings at {building.address}</caption>
                <thead>
                  <tr>
                    <th scope="col">Floor and suite</th>
                    <th scope="col">Size</th>
                    <th scope="col">Available</th>
                    <th scope="col">Status</th>
                    <th scope="col">
                      <span className="visually-hidden">Actions</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {entry.listings.map((listing) => (
                    <ListingRow
                      key={`${listing.id}-${listing.status}`}
                      listing={listing}
                      busy={busy === listing.id}
                      disabled={busy !== null}
                      editTo={listingEditPath(contactId, buildingId, listing.id)}
                      onStatus={(status) => void setStatus(listing, status)}
                    />
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {entry.listingCount > entry.listings.length ? (
            <p>
              Showing {entry.listings.length} of {entry.listingCount} listings.
            </p>
          ) : null}
          {kept ? (
            <AddListingForm contactId={contactId} buildingId={buildingId} onAdded={() => refetch()} />
          ) : contact ? (
            <p>
              To add a listing here, first{" "}
              <Link to={pathFor("researchContactAddBuilding", { buildingContactId: contactId })}>
                add this building to {contact.displayName}'s buildings
              </Link>
              .
            </p>
          ) : null}
        </>
      ) : null}
    </ResearchShell>
  );
}

function ListingRow({
  listing,
  busy,
  disabled,
  editTo,
  onStatus,
}: {
  listing: AvailabilityListing;
  busy: boolean;
  disabled: boolean;
  editTo: string;
  onStatus: (status: ListingStatus) => void;
}) {
  const [chosen, setChosen] = useState(listing.status);
  const name = listing.floorAndSuite || `Listing ${listing.id}`;
  const selectId = `status-${listing.id}`;
  return (
    <tr aria-busy={busy}>
      <th scope="row">{name}</th>
      <td data-label="Size" className="research__nowrap">
        {formatThousands(listing.squareFeet)} SF
      </td>
      <td data-label="Available" className="research__nowrap">
        {availableLabel(listing.dateAvailable)}
      </td>
      <td data-label="Status">
        <span className={`research__status research__status--${listing.status.toLowerCase()}`}>
          {statusLabel(listing.status)}
        </span>
      </td>
      <td>
        <div className="research__row-actions">
          <label className="visually-hidden" htmlFor={selectId}>
            New status of {name}
          </label>
          <select
            id={selectId}
            className="input select research__status-select"
            value={chosen}
            disabled={disabled}
            onChange={(e) => setChosen(e.target.value as typeof chosen)}
          >
            {LISTING_STATUSES.map((status) => (
              <option key={status} value={status}>
                {statusLabel(status)}
              </option>
            ))}
          </select>
          <button
            type="button"
            className="btn btn--small"
            disabled={disabled || chosen === listing.status}
            onClick={() => onStatus(chosen)}
          >
            {busy ? "Saving…" : "Change status"}
            <span className="visually-hidden"> of {name}</span>
          </button>
          {listing.status !== "UNAVAILABLE" ? (
            <button
              type="button"
              className="btn btn--small"
              disabled={disabled}
              onClick={() => onStatus("UNAVAILABLE")}
            >
              Mark unavailable<span className="visually-hidden"> {name}</span>
            </button>
          ) : null}
          <Link to={editTo} className="btn btn--small">
            Edit<span className="visually-hidden"> {name}</span>
          </Link>
        </div>
      </td>
    </tr>
  );
}

export const BuildingAvailabilityPage = researchOnly(BuildingAvailabilityScreen);
