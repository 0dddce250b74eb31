import { useQuery } from "@apollo/client/react";
import { useEffect, useRef } from "react";
import { formatUtcDate } from "../../../common/format/dates";
import { Spinner } from "../../layout/Spinner";
import { Link } from "../../system/router/router";
import { BuildingSummaryCard } from "../listing/BuildingSummaryCard";
import { LazyBrokerDetailsPanel } from "../listing/LazyBrokerDetailsPanel";
import { ListingFacts } from "../listing/ListingFacts";
import { listingTitle } from "../listingCard/listingFormat";
import { paragraphs } from "../places/placeFormat";
import { CampaignListingDetailsQuery } from "./campaignListingDetailsQuery";
import { stageLabel } from "./campaignStages";
import { LoadProblem } from "./LoadProblem";

/**
 * The expanded listing of a campaign (spec section 4's expandedListingId and isDrawerOpen): its photos,
 * every public fact, the building, and for brokers the private fields. A side panel beside the list on
 * wide screens, a full-screen sheet on phones. Escape (with focus inside) or the close button closes it.
 */
export function ListingDrawer({
  campaignId,
  listingId,
  onClose,
}: {
  campaignId: string;
  listingId: string;
  onClose: () => void;
}) {
  const { data, loading, error, refetch } = useQuery(CampaignListingDetailsQuery, {
    variables: { campaignId, listingIds: [listingId] },
  });
  const headingRef = useRef<HTMLHeadingElement>(null);
  const edge = data?.campaign?.listingsConnection.edges[0] ?? null;
  const listing = edge?.node ?? null;

  // Focus moves into the drawer when it opens or shows another listing, so a keyboard or screen
  // reader user lands on what they asked for.
  // biome-ignore lint/correctness/useExhaustiveDependencies: listingId is the trigger, not a value read.
  useEffect(() => {
    headingRef.current?.focus();
  }, [listingId, Boolean(listing)]);

  const title = listing ? listingTitle(listing) : "Listing details";
  return (
    // Escape closes the drawer from within it: listened for here, not on the document, so an Escape
    // meant for a dialog opened over the page (which makes the page inert) does not close it too.
    <aside
      className="listing-drawer"
      aria-labelledby="listing-drawer-title"
      onKeyDown={(event) => {
        if (event.key === "Escape") onClose();
      }}
    >
      <div className="listing-drawer__bar">
        <h2 id="listing-drawer-title" ref={headingRef} tabIndex={-1} className="listing-drawer__title">
          {title}
        </h2>
        <button type="button" className="btn btn--small listing-drawer__close" onClick={onClose}>
          Close<span className="visually-hidden"> the listing details</span>
        </button>
      </div>
      <div className="listing-drawer__body">
        {loading && !data ? <Spinner block label="Loading the listing…" /> : null}
        {error && !data ? (
          <LoadProblem
            message="The listing could not be loaded."
            retry={() => refetch().catch(() => undefined)}
          />
        ) : null}
        {data && !listing ? <p>This listing is no longer in the campaign.</p> : null}
        {listing && edge ? (
          <>
            <p className="listing-drawer__sub">
              {listing.floorAndSuite} · {listing.neighborhood?.name ?? listing.building.city}
            </p>
            <p className="text-small text-muted">
              {stageLabel(edge.stage)} · added{edge.addedBy ? ` by ${edge.addedBy.displayName}` : ""} on{" "}
              <time dateTime={edge.createdAt}>{formatUtcDate(new Date(edge.createdAt))}</time>
            </p>
            {listing.photos.length > 0 ? (
              <ul className="listing-drawer__photos">
                {listing.photos.map((photo) => (
                  <li key={photo.id}>
                    <img
                      src={photo.thumbnailUrl}
                      alt={photo.alt}
                      width={photo.width}
                      height={photo.height}
                      loading="lazy"
                    />
                  </li>
                ))}
              </ul>
            ) : null}
            <p className="listing-drawer__open">
              <Link to={listing.path} className="btn btn--small">
                Open the listing page
              </Link>
            </p>
            <ListingFacts listing={listing} />
            {listing.amenities.length > 0 ? (
              <section aria-labelledby="listing-drawer-amenities">
                <h3 id="listing-drawer-amenities" className="facts__title">
                  Amenities
                </h3>
                <p>{listing.amenities.join(", ")}</p>
              </section>
            ) : null}
            {listing.description ? (
              <section aria-labelledby="listing-drawer-description">
                <h3 id="listing-drawer-description" className="facts__title">
                  About the space
                </h3>
                {paragraphs(listing.description).map((text, i) => (
                  <p key={i}>{text}</p>
                ))}
              </section>
            ) : null}
            <BuildingSummaryCard building={listing.building} />
            <LazyBrokerDetailsPanel listingId={listing.id} />
          </>
        ) : null}
      </div>
    </aside>
  );
}
