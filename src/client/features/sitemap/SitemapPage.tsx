import { formatThousands } from "../../../common/format/numbers";
import { site } from "../../../common/site";
import { Head } from "../../system/head";
import { Link } from "../../system/router/router";
import { type ScreenInput, screenQuery, useDeclaredQuery } from "../../system/screenData";
import { Breadcrumbs } from "../places/Breadcrumbs";
import { PageError, PageLoading } from "../places/PageStates";
import type { Crumb } from "../places/placeSeo";
import { DirectoryNotFound } from "./DirectoryNotFound";
import { SitemapBuildings } from "./SitemapBuildings";
import { parseSitemapParams, sitemapPath } from "./sitemapParams";
import { SitemapBuildingsQuery, type SitemapState, SitemapStatesQuery } from "./sitemapQueries";

type Params = Record<string, string | undefined>;

export const sitemapTitle = "Office buildings";

/**
 * What the server prefetches; the page's components read the same documents and variables with
 * useDeclaredQuery, which answers from the prefetch during the server render.
 */
export function sitemapPageQueries({ params }: ScreenInput) {
  const level = parseSitemapParams(params);
  const buildings =
    level.level === "buildings"
      ? { state: level.state, city: level.city, neighborhood: level.neighborhood, page: level.page }
      : null;
  return {
    states: screenQuery(SitemapStatesQuery, undefined, {
      skip: level.level !== "states" && level.level !== "state",
    }),
    buildings: screenQuery(SitemapBuildingsQuery, buildings ?? undefined, {
      skip: buildings === null,
    }),
  };
}

/** /buildings/{state?}/{city?}/{neighborhood?}/{page?}: the crawlable directory of every building. */
export function SitemapPage({ params }: { params: Params }) {
  const level = parseSitemapParams(params);
  switch (level.level) {
    case "states":
      return <StatesDirectory stateCode={null} />;
    case "state":
      return <StatesDirectory stateCode={level.state} />;
    case "buildings":
      return (
        <SitemapBuildings
          variables={{
            state: level.state,
            city: level.city,
            neighborhood: level.neighborhood,
            page: level.page,
          }}
        />
      );
    default:
      return <DirectoryNotFound />;
  }
}

function StatesDirectory({ stateCode }: { stateCode: string | null }) {
  const { data, loading, error, refetch } = useDeclaredQuery(SitemapStatesQuery);
  if (data) {
    if (stateCode === null) return <AllStates states={data.sitemapStates} />;
    const state = data.sitemapStates.find((s) => s.state.toLowerCase() === stateCode);
    return state ? <OneState state={state} /> : <DirectoryNotFound />;
  }
  if (error) return <PageError what="directory" onRetry={() => void refetch()} />;
  if (loading) return <PageLoading label="Loading the directory…" />;
  return null;
}

function AllStates({ states }: { states: SitemapState[] }) {
  const markets = states.reduce((sum, state) => sum + state.markets.length, 0);
  return (
    <div className="sitemap container section">
      <Head
        title="Office buildings by state"
        description={`Every office, retail and industrial building on ${site.name}, by state and city: ${markets} markets.`}
        canonicalPath={sitemapPath()}
      />
      <h1>Office buildings by state</h1>
      <p className="lead">
        Browse every building with space on {site.name}, state by state and city by city.
      </p>
      <ul className="sitemap__columns">
        {states.map((state) => (
          <li key={state.state}>
            <Link to={sitemapPath(state.state)}>{state.name}</Link>{" "}
            <span className="text-muted text-small">
              ({state.markets.length} {state.markets.length === 1 ? "market" : "markets"})
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function OneState({ state }: { state: SitemapState }) {
  const crumbs: Crumb[] = [{ name: "Buildings", path: sitemapPath() }, { name: state.name }];
  return (
    <div className="sitemap container section">
      <Head
        title={`Office buildings in ${state.name}`}
        description={`Office buildings in ${state.name} with space for lease on ${site.name}, by city.`}
        canonicalPath={sitemapPath(state.state)}
      />
      <Breadcrumbs crumbs={crumbs} />
      <h1>Office buildings in {state.name}</h1>
      <ul className="sitemap__columns">
        {state.markets.map((market) => (
          <li key={market.id}>
            <Link to={sitemapPath(state.state, market.slug)}>{market.name}</Link>{" "}
            <span className="text-muted text-small">
              ({formatThousands(market.listingCount)} {market.listingCount === 1 ? "listing" : "listings"})
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
