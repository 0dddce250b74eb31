import { useId } from "react";
import { lazyWhenNear } from "../../system/lazyWhenNear";
import { Link } from "../../system/router/router";
import { ListingCard } from "../listingCard/ListingCard";
import type { ListingCardData } from "../listingCard/listingCardFields";
import { listingTitle, spacesLabel } from "../listingCard/listingFormat";
import { SaveListingButton } from "../tourbook/SaveListingButton";
import { LazySearchEmpty } from "./LazySearchEmpty";
import {
  type SearchLocation,
  SORT_OPTIONS,
  type SortOption,
  searchHref,
  withFilters,
  withNeighborhoods,
  withPage,
} from "./searchLocation";
import type { SearchResultData } from "./searchQuery";

/** The page links under the twelve cards: their code comes as they near the viewport. */
const Pagination = lazyWhenNear(() => import("../../ui/Pagination").then((m) => m.Pagination), {
  element: "div",
  className: "pagination-slot",
});

export const SORT_LABELS: Record<SortOption, string> = {
  recommended: "Recommended",
  newest: "Newest",
  "price-asc": "Price: low to high",
  "price-desc": "Price: high to low",
  "size-asc": "Size: small to large",
  "size-desc": "Size: large to small",
};

export type SearchResultsProps = {
  location: SearchLocation;
  result: SearchResultData;
  /** Neighbourhood names by slug, for chips and suggestions. */
  names: ReadonlyMap<string, string>;
  marketName: string;
  /** True while a newer search is on its way: the shown results are dimmed. */
  stale: boolean;
  /** Building chosen on the map: its cards are highlighted. */
  selectedBuildingId: string | null;
  onHoverListing: (listing: ListingCardData | null) => void;
  onChange: (next: SearchLocation) => void;
};

/** Result count, sort, active neighbourhood chips, the cards, and pagination or the empty states. */
export function SearchResults({
  location,
  result,
  names,
  marketName,
  stale,
  selectedBuildingId,
  onHoverListing,
  onChange,
}: SearchResultsProps) {
  const sortId = useId();
  const { listings, totalCount, totalCountIsExact, pageCount } = result;
  const beyondEnd = listings.length === 0 && totalCount > 0 && location.page > pageCount;
  const nameOf = (slug: string) => names.get(slug) ?? slug;

  return (
    <section
      className={stale ? "search-results search-results--stale" : "search-results"}
      aria-labelledby={`${sortId}-count`}
      aria-busy={stale || undefined}
    >
      {/* Cards are h3s; this keeps the outline h1 > h2 > h3 for screen readers. */}
      <h2 className="visually-hidden">Spaces for rent</h2>
      <div className="search-results__header">
        <p id={`${sortId}-count`} className="search-results__count" role="status">
          {spacesLabel(totalCount, totalCountIsExact)}
        </p>
        <div className="search-results__sort">
          <label htmlFor={sortId} className="search-results__sort-label">
            Sort by
          </label>
          <select
            id={sortId}
            className="input input--compact"
            value={location.sort}
            onChange={(event) => onChange(withFilters(location, { sort: event.target.value as SortOption }))}
          >
            {SORT_OPTIONS.map((option) => (
              <option key={option} value={option}>
                {SORT_LABELS[option]}
              </option>
            ))}
          </select>
        </div>
      </div>

      {location.neighborhoods.length > 0 || location.bounds ? (
        <ul className="search-chips" aria-label="Search area">
          {location.neighborhoods.map((slug) => (
            <li key={slug}>
              <Link
                className="search-chip"
                to={searchHref(
                  withNeighborhoods(
                    location,
                    location.neighborhoods.filter((s) => s !== slug),
                  ),
                )}
                state={{ keepScrollPosition: true }}
                aria-label={`Remove ${nameOf(slug)}`}
              >
                {nameOf(slug)}
                <span className="search-chip__remove" aria-hidden="true">
                  ×
                </span>
              </Link>
            </li>
          ))}
          {location.bounds ? (
            <li>
              <Link
                className="search-chip"
                to={searchHref(withFilters(location, { bounds: null }))}
                state={{ keepScrollPosition: true }}
                aria-label="Remove the map area"
              >
                Map area
                <span className="search-chip__remove" aria-hidden="true">
                  ×
                </span>
              </Link>
            </li>
          ) : null}
        </ul>
      ) : null}

      {beyondEnd ? (
        <LazySearchEmpty
          kind="beyondEnd"
          location={location}
          result={result}
          nameOf={nameOf}
          marketName={marketName}
        />
      ) : totalCount === 0 ? (
        <LazySearchEmpty
          kind="none"
          location={location}
          result={result}
          nameOf={nameOf}
          marketName={marketName}
        />
      ) : (
        <ol className="listing-grid" start={result.offset + 1} aria-label="Spaces on this page">
          {listings.map((listing, index) => (
            <li key={listing.id} className="listing-grid__item">
              <ListingCard
                listing={listing}
                priceUnit={location.priceUnit}
                highlighted={selectedBuildingId !== null && listing.building.id === selectedBuildingId}
                onHoverChange={onHoverListing}
                priority={index === 0}
                action={<SaveListingButton listingId={listing.id} listingName={listingTitle(listing)} />}
              />
            </li>
          ))}
        </ol>
      )}

      <Pagination
        page={location.page}
        pageCount={pageCount}
        hrefFor={(page) => searchHref(withPage(location, page))}
      />
    </section>
  );
}
