import { formatThousands } from "../../../common/format/numbers";
import { Link } from "../../system/router/router";
import { spacesLabel } from "../listingCard/listingFormat";
import {
  activeFilterCount,
  type SearchLocation,
  searchHref,
  withFilters,
  withNeighborhoods,
  withoutFilters,
  withPage,
} from "./searchLocation";
import type { SearchResultData } from "./searchQuery";

export type SearchEmptyProps = {
  /** "beyondEnd": a page number past the last page; "none": no space matches. */
  kind: "beyondEnd" | "none";
  location: SearchLocation;
  result: SearchResultData;
  nameOf: (slug: string) => string;
  marketName: string;
};

/** What a search without cards says: the last page's link, or how to widen the search. */
export function SearchEmpty({ kind, ...props }: SearchEmptyProps) {
  if (kind === "none") return <EmptyState {...props} />;
  const { location, result } = props;
  const { pageCount } = result;
  return (
    <div className="search-empty">
      <h2 className="search-empty__title">No spaces on this page</h2>
      <p>
        This search has {formatThousands(pageCount)} {pageCount === 1 ? "page" : "pages"}.{" "}
        <Link to={searchHref(withPage(location, pageCount))}>Go to the last page</Link>
      </p>
    </div>
  );
}

function EmptyState({
  location,
  result,
  nameOf,
  marketName,
}: {
  location: SearchLocation;
  result: SearchResultData;
  nameOf: (slug: string) => string;
  marketName: string;
}) {
  const nearby = result.facets
    .filter((f) => f.count > 0 && !location.neighborhoods.includes(f.neighborhood.slug))
    .sort((a, b) => b.count - a.count)
    .slice(0, 5);
  const hasFilters = activeFilterCount(location) > 0;
  const widenable =
    location.neighborhoods.length > 0 || location.bounds !== null || hasFilters || nearby.length > 0;
  if (!widenable) {
    return (
      <div className="search-empty">
        <h2 className="search-empty__title">No spaces listed in {marketName} right now</h2>
        <p className="text-muted">
          New spaces come on the market every week. <Link to="/">Browse our other markets</Link> in the
          meantime.
        </p>
      </div>
    );
  }
  return (
    <div className="search-empty">
      <h2 className="search-empty__title">No spaces match this search</h2>
      <p className="text-muted">Try widening it:</p>
      <ul className="search-empty__suggestions">
        {location.neighborhoods.length > 0 ? (
          <li>
            <Link to={searchHref(withNeighborhoods(location, []))}>Search all of {marketName}</Link>
          </li>
        ) : null}
        {location.bounds ? (
          <li>
            <Link to={searchHref(withFilters(location, { bounds: null }))}>Search beyond the map area</Link>
          </li>
        ) : null}
        {hasFilters ? (
          <li>
            <Link to={searchHref(withoutFilters(location))}>Remove the filters</Link>
          </li>
        ) : null}
        {nearby.map((facet) => (
          <li key={facet.neighborhood.id}>
            {/* Facet counts leave the filters out (issue 26), so the link does too: it finds them. */}
            <Link to={searchHref(withNeighborhoods(withoutFilters(location), [facet.neighborhood.slug]))}>
              {nameOf(facet.neighborhood.slug)} ({spacesLabel(facet.count)})
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
