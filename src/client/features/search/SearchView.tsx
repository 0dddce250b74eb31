import { useEffect, useMemo, useRef, useState } from "react";
import type { DirectoryMarket } from "../../layout/marketDirectoryQuery";
import { lazyComponent } from "../../system/lazyComponent";
import { PropertyTypeChoice } from "../../ui/PropertyTypeChoice";
import type { ListingCardData } from "../listingCard/listingCardFields";
import type { FeaturedListing } from "./featuredListingsQuery";
import { LazyLandingMore } from "./LazyLandingMore";
import { MarketStats } from "./MarketStats";
import { neighborhoodGroups } from "./neighborhoodGroups";
import { SearchFilters } from "./SearchFilters";
import { SearchResults } from "./SearchResults";
import { SearchError } from "./SearchStatus";
import { type SearchLocation, searchHref, withNeighborhoods, withPropertyType } from "./searchLocation";
import type { MarketNeighborhood, SearchMarketData } from "./searchMarketQuery";
import type { SearchResultData } from "./searchQuery";
import { searchHeading } from "./searchSeo";
import { useMediaQuery } from "./useMediaQuery";

/**
 * A phone shows the map only after "Map" is tapped, so even the map's loader (and its pins' code)
 * comes then; a wide screen asks for it right after hydrating (the server never renders a map).
 */
const SearchMap = lazyComponent(
  () => import("./SearchMap").then((m) => m.SearchMap),
  <div className="listings-map listings-map--placeholder" style={{ height: "100%" }} />,
);

export type SearchViewProps = {
  location: SearchLocation;
  result: SearchResultData;
  /** The result belongs to the previous URL; a new one is loading. */
  stale: boolean;
  /** The newest search failed; the previous results stay on screen. */
  error: boolean;
  onRetry: () => void;
  /** Show the market overview (a city or neighbourhood page as first entered). */
  landing: boolean;
  place: string;
  marketName: string;
  pathNeighborhood: MarketNeighborhood | null;
  averageRent: number | null;
  market: SearchMarketData | null;
  markets: DirectoryMarket[] | null;
  names: ReadonlyMap<string, string>;
  featured: FeaturedListing[];
  onChange: (next: SearchLocation) => void;
};

/** The split page: heading, filters, then the list (left) and the sticky map (right); phones toggle. */
export function SearchView(props: SearchViewProps) {
  const { location, result, market, landing, onChange } = props;
  const isDesktop = useMediaQuery("(min-width: 768px)");
  const [mobileView, setMobileView] = useState<"list" | "map">("list");
  const [selectedBuildingId, setSelectedBuildingId] = useState<string | null>(null);
  const [hoveredBuildingId, setHoveredBuildingId] = useState<string | null>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<HTMLDivElement>(null);
  const groups = useMemo(() => (market ? neighborhoodGroups(market) : []), [market]);
  const counts = useMemo(
    () => new Map(result.facets.map((f) => [f.neighborhood.slug, f.count])),
    [result.facets],
  );

  // A new page of results starts at the top of the list.
  const firstRender = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the page number changes.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    listRef.current?.scrollIntoView?.({ block: "start" });
  }, [location.page]);

  // On a phone the map takes the screen below the header when it is switched on.
  useEffect(() => {
    if (mobileView === "map") mapRef.current?.scrollIntoView?.({ block: "start" });
  }, [mobileView]);

  function selectBuilding(buildingId: string) {
    setSelectedBuildingId(buildingId);
    const first = result.markers.find((m) => m.building.id === buildingId)?.listingIds[0];
    if (!first || mobileView === "map") return;
    const card = document.querySelector(`[data-listing-id="${CSS.escape(first)}"]`);
    card?.scrollIntoView?.({ block: "nearest", behavior: "smooth" });
  }

  function onHoverListing(listing: ListingCardData | null) {
    setHoveredBuildingId(listing ? listing.building.id : null);
  }

  const showMap = isDesktop || mobileView === "map";
  const neighborhoodHref = (slug: string) => searchHref(withNeighborhoods(location, [slug]));

  return (
    <div className={mobileView === "map" ? "search-page search-page--map" : "search-page"}>
      <div className="search-page__inset search-page__intro">
        <h1 className="search-page__title">{searchHeading(location, props.place)}</h1>
        <PropertyTypeChoice
          label="Kind of space"
          className="search-page__types"
          current={location.propertyType}
          hrefFor={(slug) => searchHref(withPropertyType(location, slug))}
        />
        {landing ? (
          <MarketStats
            totalCount={result.totalCount}
            averageRent={props.averageRent}
            placeLabel={props.pathNeighborhood?.name ?? props.marketName}
            neighborhoodCount={props.pathNeighborhood ? 0 : (market?.neighborhoods.length ?? 0)}
          />
        ) : null}
      </div>
      <div className="search-page__inset">
        <SearchFilters
          location={location}
          markets={props.markets}
          marketName={props.marketName}
          groups={groups}
          counts={counts}
          sizeRange={result.sizeRange}
          onChange={onChange}
        />
      </div>
      <div className="search-layout">
        <div className="search-layout__list" ref={listRef}>
          {props.error ? <SearchError onRetry={props.onRetry} /> : null}
          {result.unknownNeighborhoods.length > 0 ? (
            <p className="search-notice">
              Not a neighbourhood of {props.marketName}, so left out: {result.unknownNeighborhoods.join(", ")}
              .
            </p>
          ) : null}
          <SearchResults
            location={location}
            result={result}
            names={props.names}
            marketName={props.marketName}
            stale={props.stale}
            selectedBuildingId={selectedBuildingId}
            onHoverListing={onHoverListing}
            onChange={onChange}
          />
          {landing ? (
            <LazyLandingMore
              marketName={props.marketName}
              listings={props.featured}
              priceUnit={location.priceUnit}
              groups={groups}
              currentSlug={props.pathNeighborhood?.slug ?? null}
              hrefFor={neighborhoodHref}
            />
          ) : null}
        </div>
        <div className="search-layout__map" ref={mapRef}>
          {showMap ? (
            <SearchMap
              location={location}
              result={result}
              selectedId={selectedBuildingId}
              hoveredId={hoveredBuildingId}
              onSelect={selectBuilding}
              onChange={onChange}
            />
          ) : null}
        </div>
      </div>
      <button
        type="button"
        className="btn search-view-toggle"
        onClick={() => setMobileView((v) => (v === "list" ? "map" : "list"))}
      >
        {mobileView === "list" ? "Map" : "List"}
      </button>
    </div>
  );
}
