import { formatThousands } from "../../../common/format/numbers";
import { site } from "../../../common/site";
import { Head } from "../../system/head";
import { Link } from "../../system/router/router";
import { availabilityLabel, seatsLabel } from "../listingCard/listingFormat";
import { Tour3dSlot } from "../media/Tour3dSlot";
import { Breadcrumbs } from "../places/Breadcrumbs";
import { PhotoGallery } from "../places/PhotoGallery";
import type { ListingPageListing } from "../places/placeFields";
import { monthlyLabel, paragraphs, psfLabel, statusLabel } from "../places/placeFormat";
import { BuildingSummaryCard } from "./BuildingSummaryCard";
import { LazyBrokerDetailsPanel } from "./LazyBrokerDetailsPanel";
import { ListingFacts, Price } from "./ListingFacts";
import { listingArea, listingCrumbs, listingDescription, listingJsonLd, listingTitle } from "./listingSeo";
import { RelatedListings } from "./RelatedListings";
import { SaveToTourbook } from "./SaveToTourbook";

export type ListingContentProps = {
  listing: ListingPageListing;
  /** "full" is the public page; "focused" is the client search listing (photos, facts, save). */
  variant?: "full" | "focused";
  /** Set for pages that must stay out of search results (signed-in and client pages). */
  robots?: string;
};

/** Statuses under which a renter can still expect to lease the space. */
const OPEN_STATUSES = new Set(["AVAILABLE", "VETTING"]);

/** The listing page's body, shared by every route that shows one listing. */
export function ListingContent({ listing, variant = "full", robots }: ListingContentProps) {
  const focused = variant === "focused";
  const place = listing.floorAndSuite ? `${listing.address}, ${listing.floorAndSuite}` : listing.address;
  const building = listing.building;
  const floorPlans = listing.floorPlanCollection?.floorPlans ?? [];
  const description = paragraphs(listing.description);
  const perMonth = listing.priceModel === "PER_MONTH";
  const headline = perMonth ? monthlyLabel(listing.monthlyPrice) : psfLabel(listing.psf);
  const secondary = perMonth ? psfLabel(listing.psf) : monthlyLabel(listing.monthlyPrice);
  const seats = seatsLabel(listing.maxOccupancy);

  return (
    <article className={focused ? "listing-page listing-page--focused" : "listing-page"}>
      <Head
        title={listingTitle(listing)}
        description={listingDescription(listing)}
        canonicalPath={listing.path}
        jsonLd={listingJsonLd(listing)}
        robots={robots}
      />
      <div className="container">
        {focused ? (
          <p className="listing-page__brand">
            <Link to={listing.path}>{site.name}</Link>
          </p>
        ) : (
          <Breadcrumbs crumbs={listingCrumbs(listing)} />
        )}
        <header className="listing-page__header">
          <h1 className="listing-page__title">{place}</h1>
          <p className="listing-page__subtitle text-muted">
            {building.propertyName ? `${building.propertyName} · ` : ""}
            {listingArea(listing)}, {listing.market.name}
          </p>
        </header>
        {!OPEN_STATUSES.has(listing.status) ? (
          <p className="listing-page__notice" role="note">
            <strong>{statusLabel(listing.status)}:</strong> this space may no longer be available. Your broker
            can suggest similar spaces.
          </p>
        ) : null}

        <PhotoGallery photos={listing.photos} subject={place} />
        <Tour3dSlot modelId={listing.tour3dModelId ?? null} subject={place} />

        <div className="listing-page__layout">
          <aside className="listing-page__aside" aria-label="Price and tourbook">
            <div className="price-card">
              {headline ? (
                <p className="price-card__headline">
                  <Price text={headline} estimated={listing.priceIsEstimated} />
                </p>
              ) : (
                <p className="price-card__headline">Price on request</p>
              )}
              {secondary ? (
                <p className="price-card__secondary text-muted">
                  <Price text={secondary} estimated={listing.priceIsEstimated} />
                </p>
              ) : null}
              <SaveToTourbook listingId={listing.id} />
              <p className="text-small text-muted">Save spaces you like and your broker plans the tours.</p>
            </div>
          </aside>
          <div className="listing-page__main">
            <ul className="key-facts" aria-label="Key facts">
              <li>
                <span className="key-facts__value">{formatThousands(listing.squareFeet)}</span>{" "}
                <span className="key-facts__label">SF</span>
              </li>
              {seats ? (
                <li>
                  <span className="key-facts__value">{seats}</span>
                </li>
              ) : null}
              <li>
                <span className="key-facts__value">{availabilityLabel(listing.dateAvailable)}</span>
              </li>
            </ul>

            {description.length > 0 ? (
              <section className="listing-page__section" aria-labelledby="listing-about-title">
                <h2 id="listing-about-title">About this space</h2>
                {description.map((text, i) => (
                  <p key={i}>{text}</p>
                ))}
              </section>
            ) : null}

            <section className="listing-page__section" aria-labelledby="listing-facts-title">
              <h2 id="listing-facts-title">Facts</h2>
              <ListingFacts listing={listing} />
            </section>

            {listing.amenities.length > 0 ? (
              <section className="listing-page__section" aria-labelledby="listing-amenities-title">
                <h2 id="listing-amenities-title">Amenities</h2>
                <ul className="amenities">
                  {listing.amenities.map((amenity) => (
                    <li key={amenity} className="amenities__item">
                      {amenity}
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}

            {floorPlans.length > 0 ? (
              <section className="listing-page__section" aria-labelledby="listing-plan-title">
                <h2 id="listing-plan-title">{floorPlans.length === 1 ? "Floor plan" : "Floor plans"}</h2>
                {floorPlans.map((plan) => (
                  <figure key={plan.id} className="floor-plan">
                    <img
                      className="floor-plan__image"
                      src={plan.url}
                      width={plan.width}
                      height={plan.height}
                      alt={plan.alt}
                      loading="lazy"
                    />
                    <figcaption className="text-small">
                      <a href={plan.url} target="_blank" rel="noopener">
                        Open the floor plan full size
                        <span className="visually-hidden"> (opens in a new tab)</span>
                      </a>
                    </figcaption>
                  </figure>
                ))}
              </section>
            ) : null}

            {focused ? null : <BuildingSummaryCard building={building} />}
            <LazyBrokerDetailsPanel listingId={listing.id} />
          </div>
        </div>

        {focused ? null : (
          <>
            <RelatedListings
              id="listing-same-building"
              title="More in this building"
              listings={listing.sameBuildingListings}
            />
            <RelatedListings
              id="listing-nearby"
              title={`Nearby in ${listingArea(listing)}`}
              listings={listing.nearbyListings}
              wholeRows
            />
          </>
        )}
      </div>
    </article>
  );
}
