import { useMutation } from "@apollo/client/react";
import { memo } from "react";
import { formatUtcDate } from "../../../common/format/dates";
import { showToast } from "../../layout/toastSlice";
import { useAppDispatch } from "../../system/store/hooks";
import { ListingCard } from "../listingCard/ListingCard";
import { listingTitle } from "../listingCard/listingFormat";
import type { CampaignCardEdge } from "./campaignListingCards";
import type { CampaignListingStage } from "./campaignListQuery";
import { MoveCampaignListingsMutation } from "./campaignPageQuery";
import { CAMPAIGN_STAGES, isCampaignStage } from "./campaignStages";
import { expandListing, toggleListing } from "./tourbookSlice";

/** The id of a listing's Details button, where focus returns when its drawer closes. */
export const detailsButtonId = (listingId: string) => `campaign-listing-details-${listingId}`;

/** The id of a campaign listing's list item, where focus goes after "Show all". */
export const campaignListingElementId = (campaignListingId: string) =>
  `campaign-listing-${campaignListingId}`;

/** One listing of the campaign; memoised, so a page render (the next cards coming in) skips the others. */
export const CampaignListingItem = memo(function CampaignListingItem({
  campaignId,
  card,
  stage,
  selected,
  expanded,
  onTouch,
  onStage,
}: {
  campaignId: string;
  card: CampaignCardEdge;
  /** The campaign listing's stage: the list's, or where a move on this visit put it. */
  stage: CampaignListingStage;
  selected: boolean;
  expanded: boolean;
  /** The card was selected, expanded or moved: it stays shown for the visit. */
  onTouch: (listingId: string) => void;
  /** Shows the campaign listing at this stage (a move, at once; the server's answer; or back after a failure). */
  onStage: (campaignListingId: string, stage: CampaignListingStage) => void;
}) {
  const dispatch = useAppDispatch();
  const [move, { loading }] = useMutation(MoveCampaignListingsMutation);
  const listing = card.node;
  const changeStage = async (to: CampaignListingStage) => {
    const from = stage;
    onTouch(listing.id);
    // Shown at once; the server's answer confirms it, a failure puts it back.
    onStage(card.id, to);
    try {
      const { data } = await move({
        variables: { campaignId, campaignListingIds: [card.id], stage: to },
        // The cache's copy of the campaign listing (the drawer shows its stage) moves at once too.
        optimisticResponse: {
          moveCampaignListings: {
            __typename: "MoveCampaignListingsPayload",
            updatedEdges: [{ __typename: "CampaignListingEdge", id: card.id, stage: to }],
          },
        },
      });
      const answered = data?.moveCampaignListings.updatedEdges.find((e) => e.id === card.id)?.stage;
      if (answered) onStage(card.id, answered);
    } catch (err) {
      onStage(card.id, from);
      console.error("moving a campaign listing failed", err);
      dispatch(showToast({ isError: true }));
    }
  };
  return (
    <div className={selected ? "campaign-listing campaign-listing--selected" : "campaign-listing"}>
      <label className="campaign-listing__select">
        <input
          type="checkbox"
          checked={selected}
          onChange={() => {
            onTouch(listing.id);
            dispatch(toggleListing(listing.id));
          }}
        />
        <span>
          Select<span className="visually-hidden"> {listingTitle(listing)}</span>
        </span>
      </label>
      <ListingCard listing={listing} headingLevel={3} />
      <div className="campaign-listing__meta">
        {listing.status !== "AVAILABLE" ? (
          <p className="campaign-listing__status">No longer available</p>
        ) : null}
        <button
          type="button"
          id={detailsButtonId(listing.id)}
          className="btn btn--small campaign-listing__details"
          aria-expanded={expanded}
          onClick={() => {
            onTouch(listing.id);
            dispatch(expandListing(listing.id));
          }}
        >
          {expanded ? "Hide details" : "Details"}
          <span className="visually-hidden"> of {listingTitle(listing)}</span>
        </button>
        <p className="text-muted">
          Added{card.addedBy ? ` by ${card.addedBy.displayName}` : ""} on{" "}
          <time dateTime={card.createdAt}>{formatUtcDate(new Date(card.createdAt))}</time>
        </p>
        <label className="campaign-listing__stage">
          <span>Stage</span>
          <select
            className="input select"
            value={stage}
            disabled={loading}
            aria-label={`Stage of ${listing.address}${listing.floorAndSuite ? `, ${listing.floorAndSuite}` : ""}`}
            onChange={(event) => {
              const stage = event.target.value;
              if (isCampaignStage(stage)) void changeStage(stage);
            }}
          >
            {CAMPAIGN_STAGES.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </select>
        </label>
      </div>
    </div>
  );
});
