import { type ReactNode, useId } from "react";
import { LEASE_TYPE_LABELS, type PriceUnit } from "../../../common/enums";
import { Link } from "../../system/router/router";
import type { ListingCardData } from "./listingCardFields";
import { availabilityLabel, listingPrice, listingTitle, seatsLabel, squareFeetLabel } from "./listingFormat";

export type ListingCardProps = {
  listing: ListingCardData;
  /** Which price to show: per SF per year (default) or per month. */
  priceUnit?: PriceUnit;
  /** Set while its building is selected on the map. */
  highlighted?: boolean;
  /** Called with the listing when the pointer or keyboard focus enters the card, null when it leaves. */
  onHoverChange?: (listing: ListingCardData | null) => void;
  /** The first card of a page loads its photo at once: it is usually the largest thing in view. */
  priority?: boolean;
  headingLevel?: 2 | 3 | 4;
  /** For "today" in tests; defaults to the current date. */
  today?: string;
  /** A control over the photo, above the card's link (the search page's save toggle). */
  action?: ReactNode;
};

/**
 * A search result: the photo on top, then the facts a renter scans for. The whole card is one link
 * target to the listing page; the link is named by its visible words (building, suite and
 * neighbourhood) and described by the facts.
 */
export function ListingCard({
  listing,
  priceUnit = "PER_SQUARE_FOOT",
  highlighted = false,
  onHoverChange,
  priority = false,
  headingLevel = 3,
  today,
  action,
}: ListingCardProps) {
  const id = useId();
  const factsId = `${id}-facts`;
  const photo = listing.photos[0] ?? null;
  const price = listingPrice(listing, priceUnit);
  const seats = seatsLabel(listing.maxOccupancy);
  const Heading = `h${headingLevel}` as const;
  const enter = onHoverChange ? () => onHoverChange(listing) : undefined;
  const leave = onHoverChange ? () => onHoverChange(null) : undefined;

  return (
    <article
      className={highlighted ? "listing-card listing-card--highlighted" : "listing-card"}
      data-listing-id={listing.id}
      onMouseEnter={enter}
      onMouseLeave={leave}
    >
      <div className="listing-card__media">
        {photo ? (
          <img
            className="listing-card__photo"
            src={photo.thumbnailUrl}
            alt={photo.alt}
            width={photo.width}
            height={photo.height}
            loading={priority ? "eager" : "lazy"}
            decoding="async"
            {...(priority ? { fetchPriority: "high" as const } : {})}
          />
        ) : (
          <div className="listing-card__placeholder" aria-hidden="true" />
        )}
      </div>
      <div className="listing-card__body">
        {/* The link holds the words it is named by (WCAG 2.5.3, label in name); a pseudo-element
            stretches it over the whole card, so the photo and facts are still part of its target. */}
        <Link
          to={listing.path}
          className="listing-card__link"
          aria-describedby={factsId}
          onFocus={enter}
          onBlur={leave}
        >
          <Heading className="listing-card__title">{listingTitle(listing)}</Heading>
          <p className="listing-card__place">
            <span>{listing.floorAndSuite}</span>
            {listing.neighborhood ? <span> · {listing.neighborhood.name}</span> : null}
          </p>
        </Link>
        <div id={factsId} className="listing-card__details">
          <p className="listing-card__facts">
            <span>{squareFeetLabel(listing.squareFeet)}</span>
            {seats ? <span>{seats}</span> : null}
          </p>
          <p className="listing-card__price">
            {price ? (
              <>
                <strong>{price}</strong>
                {listing.priceIsEstimated ? (
                  <span className="listing-card__estimate" title="Estimated price">
                    {" "}
                    Est.
                  </span>
                ) : null}
              </>
            ) : (
              <span className="text-muted">Price on request</span>
            )}
          </p>
          <p className="listing-card__availability">
            <span>{availabilityLabel(listing.dateAvailable, today)}</span>
            {listing.leaseType ? <span>{LEASE_TYPE_LABELS[listing.leaseType]}</span> : null}
          </p>
        </div>
      </div>
      {/* After the link in the markup, so the keyboard reaches the listing first, then its action. */}
      {action ? <div className="listing-card__action">{action}</div> : null}
    </article>
  );
}
