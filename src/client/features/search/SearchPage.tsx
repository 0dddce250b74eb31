import { useCallback, useEffect, useMemo } from "react";
import { buildSearchUrl } from "../../../common/routes/searchUrl";
import { findMarket } from "../../layout/marketDirectory";
import { Spinner } from "../../layout/Spinner";
import { Head } from "../../system/head";
import { lazyComponent } from "../../system/lazyComponent";
import { useLocation, useNavigate } from "../../system/router/router";
import { useScreenQueries } from "../../system/screenData";
import { useAppDispatch } from "../../system/store/hooks";
import { SearchError, SearchLoading } from "./SearchStatus";
import { SearchView } from "./SearchView";
import { isLandingView, readSearchLocation, type SearchLocation, searchHref } from "./searchLocation";
import type { SearchResultData } from "./searchQuery";
import {
  canonicalSearchPath,
  itemListJsonLd,
  placeName,
  searchDescription,
  searchHeading,
  searchTitle,
} from "./searchSeo";
import { setSearchFromUrl } from "./searchSlice";
import { searchPageQueries } from "./searchVariables";

/** An unknown market's page is rare: its code comes when one is asked for (the server has it at once). */
const SearchNotFound = lazyComponent(
  () => import("./SearchNotFound").then((m) => m.SearchNotFound),
  <Spinner block label="Loading…" />,
);

// The lazy chunk carries the screen's queries with it (screens.tsx).
export { searchPageQueries };

/** Title of the screen before its data is known; the page replaces it with the market's. */
export const searchScreenTitle = "Office Space for Rent";

type RouteParams = Record<string, string | undefined>;

/*
 * The last result shown in this browser tab. App remounts the screen when the path changes (a
 * neighbourhood entering or leaving the path), which drops Apollo's previousData; this keeps the
 * old results on screen, dimmed, while the new ones load. Written only by an effect, so a server
 * render never sees it.
 */
let lastShown: SearchResultData | null = null;

/** For tests, which render many pages in one module instance. */
export function forgetLastSearchResult() {
  lastShown = null;
}

/**
 * Search and city landing pages (/search and /{propertyType}/{state}/{city}/{neighborhood?}). The
 * URL is the source of truth: every filter change navigates to a new URL (spec section 2's rules
 * plus the extra parameters of searchLocation.ts), and the page renders whatever the URL says.
 */
export function SearchPage({ params, routeId = "search" }: { params: RouteParams; routeId?: string }) {
  const routerLocation = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const { propertyType, state, city, neighborhood: pathNeighborhood } = params;
  const location = useMemo(
    () =>
      readSearchLocation(
        { propertyType, state, city, neighborhood: pathNeighborhood },
        routerLocation.search,
      ),
    [propertyType, state, city, pathNeighborhood, routerLocation.search],
  );
  const landing = isLandingView(location);

  const { search, market, featured, directory } = useScreenQueries(searchPageQueries, routeId, params);

  const current = search.data?.search;
  const sameMarket =
    lastShown !== null &&
    lastShown.market.state === location.state &&
    lastShown.market.slug === location.citySlug;
  const result = current ?? search.previousData?.search ?? (sameMarket ? lastShown : null);

  useEffect(() => {
    if (current) lastShown = current;
  }, [current]);

  // Spec section 4: on a location change to a search URL the search state is rebuilt from the URL.
  useEffect(() => {
    if (!current) return;
    dispatch(
      setSearchFromUrl({
        cityName: current.market.name,
        neighborhoods: current.neighborhoods.map((n) => n.name),
        numEmployees: location.numEmployees,
        page: location.page,
      }),
    );
  }, [dispatch, current, location.numEmployees, location.page]);

  const go = useCallback(
    (next: SearchLocation) => navigate(searchHref(next), { state: { keepScrollPosition: true } }),
    [navigate],
  );

  const marketHref = buildSearchUrl({ ...location, neighborhoods: [], numEmployees: null, page: 1 });

  if (current === null) return <SearchNotFound />;
  if (current && pathNeighborhood && current.unknownNeighborhoods.includes(pathNeighborhood)) {
    return (
      <SearchNotFound
        marketName={current.market.name}
        marketHref={marketHref}
        neighborhood={pathNeighborhood}
      />
    );
  }

  const knownMarket = findMarket(directory.data?.markets ?? [], location.state, location.citySlug);
  const marketName = result?.market.name ?? market.data?.market?.name ?? knownMarket?.name ?? "";
  if (!result) {
    return (
      <div className="search-page container">
        <Head title={marketName ? `${searchScreenTitle} in ${marketName}` : searchScreenTitle} />
        {marketName ? (
          <h1 className="search-page__title search-page__intro">{searchHeading(location, marketName)}</h1>
        ) : null}
        {search.error ? <SearchError onRetry={() => void search.refetch()} /> : <SearchLoading />}
      </div>
    );
  }

  const names = new Map<string, string>();
  for (const n of market.data?.market?.neighborhoods ?? []) names.set(n.slug, n.name);
  for (const n of result.neighborhoods) names.set(n.slug, n.name);
  const chosenNames = location.neighborhoods
    .filter((slug) => names.has(slug))
    .map((slug) => names.get(slug) ?? slug);
  const place = placeName(marketName, chosenNames);
  const title = searchTitle(location, place);
  const pathHood = pathNeighborhood
    ? (market.data?.market?.neighborhoods.find((n) => n.slug === pathNeighborhood) ?? null)
    : null;
  const averageRent = pathHood ? pathHood.yearlyPricePerFoot : result.averageYearlyPricePerFoot;
  const beyondEnd = result.listings.length === 0 && result.totalCount > 0 && location.page > result.pageCount;
  const known = [...names.keys()];

  return (
    <>
      <Head
        title={title}
        description={searchDescription(
          location,
          place,
          result.totalCount,
          averageRent,
          result.totalCountIsExact,
        )}
        canonicalPath={canonicalSearchPath(location, known)}
        robots={beyondEnd ? "noindex, follow" : undefined}
        jsonLd={result.listings.length ? [itemListJsonLd(title, result.listings, result.offset)] : undefined}
      />
      <SearchView
        location={location}
        result={result}
        stale={!current}
        error={Boolean(search.error) && !current}
        onRetry={() => void search.refetch()}
        landing={landing && Boolean(current)}
        place={place}
        marketName={marketName}
        pathNeighborhood={pathHood}
        averageRent={averageRent}
        market={market.data?.market ?? null}
        markets={directory.data?.markets ?? null}
        names={names}
        featured={featured.data?.featuredListings ?? []}
        onChange={go}
      />
    </>
  );
}
