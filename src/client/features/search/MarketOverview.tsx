import type { PriceUnit } from "../../../common/enums";
import { Link } from "../../system/router/router";
import { ListingCard } from "../listingCard/ListingCard";
import { formatYearlyPsf } from "../listingCard/listingFormat";
import type { FeaturedListing } from "./featuredListingsQuery";
import type { NeighborhoodGroup } from "./neighborhoodGroups";

export type NeighborhoodRentsProps = {
  marketName: string;
  groups: NeighborhoodGroup[];
  /** The neighbourhood page being shown, if any. */
  currentSlug: string | null;
  hrefFor: (slug: string) => string;
};

/** Every neighbourhood of the market with its typical yearly rent, each linking to its own page. */
export function NeighborhoodRents({ marketName, groups, currentSlug, hrefFor }: NeighborhoodRentsProps) {
  if (groups.length === 0) return null;
  return (
    <section className="neighborhood-rents" aria-labelledby="neighborhood-rents-title">
      <h2 id="neighborhood-rents-title" className="search-section-title">
        Rent by neighbourhood in {marketName}
      </h2>
      {groups.map((group) => (
        <div key={group.name ?? "all"} className="neighborhood-rents__group">
          {group.name ? <h3 className="neighborhood-rents__submarket">{group.name}</h3> : null}
          <ul className="neighborhood-rents__list">
            {group.neighborhoods.map((n) => (
              <li key={n.id}>
                <Link
                  className="neighborhood-rents__link"
                  to={hrefFor(n.slug)}
                  aria-current={n.slug === currentSlug ? "page" : undefined}
                >
                  <span>{n.name}</span>
                  <span className="neighborhood-rents__rent">
                    {n.yearlyPricePerFoot ? formatYearlyPsf(n.yearlyPricePerFoot) : "—"}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}

export type FeaturedListingsProps = {
  marketName: string;
  listings: FeaturedListing[];
  priceUnit: PriceUnit;
};

export function FeaturedListings({ marketName, listings, priceUnit }: FeaturedListingsProps) {
  if (listings.length === 0) return null;
  return (
    <section className="featured-listings" aria-labelledby="featured-listings-title">
      <h2 id="featured-listings-title" className="search-section-title">
        Featured spaces in {marketName}
      </h2>
      <ul className="listing-grid listing-grid--featured">
        {listings.map((listing) => (
          <li key={listing.id} className="listing-grid__item">
            <ListingCard listing={listing} priceUnit={priceUnit} />
          </li>
        ))}
      </ul>
    </section>
  );
}

export type LandingMoreProps = FeaturedListingsProps & Omit<NeighborhoodRentsProps, "marketName">;

/** Below a city or neighbourhood page's results: its featured spaces, then rent by neighbourhood. */
export function LandingMore({ marketName, listings, priceUnit, ...rents }: LandingMoreProps) {
  return (
    <>
      <FeaturedListings marketName={marketName} listings={listings} priceUnit={priceUnit} />
      <NeighborhoodRents marketName={marketName} {...rents} />
    </>
  );
}
