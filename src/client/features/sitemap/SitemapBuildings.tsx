import { PROPERTY_TYPE_SLUGS } from "../../../common/constants";
import { formatThousands } from "../../../common/format/numbers";
import {
  PROPERTY_TYPE_NAMES,
  propertyTypeSlug,
  typedListingCountLabel,
} from "../../../common/propertyTypeNames";
import { buildSearchUrl } from "../../../common/routes/searchUrl";
import { site } from "../../../common/site";
import { stateName } from "../../../common/stateNames";
import { Head } from "../../system/head";
import { Link } from "../../system/router/router";
import { useDeclaredQuery } from "../../system/screenData";
import { Pagination } from "../../ui/Pagination";
import { Breadcrumbs } from "../places/Breadcrumbs";
import { PageError, PageLoading } from "../places/PageStates";
import type { Crumb } from "../places/placeSeo";
import { DirectoryNotFound } from "./DirectoryNotFound";
import { sitemapPath } from "./sitemapParams";
import {
  type SitemapBuildingsPage,
  SitemapBuildingsQuery,
  type SitemapBuildingsVariables,
} from "./sitemapQueries";

/** A market's or neighbourhood's buildings, one numbered page at a time, plus its neighbourhoods. */
export function SitemapBuildings({ variables }: { variables: SitemapBuildingsVariables }) {
  const { data, loading, error, refetch } = useDeclaredQuery(SitemapBuildingsQuery, { variables });
  if (data) {
    const result = data.sitemapBuildings;
    // Page 1 of an empty market is a real (empty) page; any later page past the end is not.
    const unknownNeighborhood = variables.neighborhood !== null && !result?.neighborhood;
    if (!result || unknownNeighborhood || (variables.page > 1 && variables.page > result.pageCount)) {
      return <DirectoryNotFound />;
    }
    return <BuildingsPage result={result} page={variables.page} />;
  }
  if (error) return <PageError what="directory" onRetry={() => void refetch()} />;
  if (loading) return <PageLoading label="Loading the directory…" />;
  return null;
}

function BuildingsPage({ result, page }: { result: SitemapBuildingsPage; page: number }) {
  const { market, neighborhood, buildings, totalCount, pageCount } = result;
  const state = market.state.toLowerCase();
  const place = neighborhood ? `${neighborhood.name}, ${market.name}` : market.name;
  const pageSuffix = page > 1 ? ` – page ${page}` : "";
  const title = `Office buildings in ${place}${pageSuffix}`;
  const pathOf = (n: number) => sitemapPath(state, market.slug, neighborhood?.slug ?? null, n);
  const crumbs: Crumb[] = [
    { name: "Buildings", path: sitemapPath() },
    { name: stateName(state), path: sitemapPath(state) },
    neighborhood ? { name: market.name, path: sitemapPath(state, market.slug) } : { name: market.name },
    ...(neighborhood ? [{ name: neighborhood.name }] : []),
  ];
  const otherNeighborhoods = market.neighborhoods.filter((n) => n.id !== neighborhood?.id);

  return (
    <div className="sitemap container section">
      <Head
        title={title}
        description={`${formatThousands(totalCount)} office, retail and industrial ${
          totalCount === 1 ? "building" : "buildings"
        } in ${place} with space for lease on ${site.name}.`}
        canonicalPath={pathOf(page)}
      />
      <Breadcrumbs crumbs={crumbs} />
      <h1>
        Office buildings in {place}
        {pageSuffix}
      </h1>
      <p className="lead">
        {formatThousands(totalCount)} {totalCount === 1 ? "building" : "buildings"}.
      </p>
      <SpaceSearchLinks result={result} />

      <section className="sitemap__section" aria-labelledby="sitemap-buildings-title">
        <h2 id="sitemap-buildings-title">
          Buildings
          {pageCount > 1 ? (
            <span className="text-muted">
              {" "}
              (page {page} of {pageCount})
            </span>
          ) : null}
        </h2>
        {buildings.length > 0 ? (
          <ul className="sitemap__columns">
            {buildings.map((building) => (
              <li key={building.id}>
                <Link to={building.path}>
                  {building.propertyName ? `${building.propertyName}, ${building.address}` : building.address}
                </Link>
                {!neighborhood && building.neighborhood ? (
                  <span className="text-muted text-small"> · {building.neighborhood.name}</span>
                ) : null}
              </li>
            ))}
          </ul>
        ) : (
          <p>No buildings listed here yet.</p>
        )}
        <Pagination page={page} pageCount={pageCount} hrefFor={pathOf} />
      </section>

      {otherNeighborhoods.length > 0 ? (
        <section className="sitemap__section" aria-labelledby="sitemap-neighborhoods-title">
          <h2 id="sitemap-neighborhoods-title">
            {neighborhood ? `Other neighbourhoods in ${market.name}` : `Neighbourhoods in ${market.name}`}
          </h2>
          <ul className="sitemap__columns">
            {otherNeighborhoods.map((n) => (
              <li key={n.id}>
                <Link to={sitemapPath(state, market.slug, n.slug)}>{n.name}</Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

/**
 * Each kind of space's search page for the market or neighbourhood. A market's links carry the
 * listings each page shows (the server's count per kind); a neighbourhood's go without a count,
 * as the directory knows none per neighbourhood.
 */
function SpaceSearchLinks({ result }: { result: SitemapBuildingsPage }) {
  const { market, neighborhood } = result;
  const place = neighborhood?.name ?? market.name;
  const links = PROPERTY_TYPE_SLUGS.map((slug) => {
    const known = neighborhood
      ? null
      : (market.propertyTypes.find((t) => propertyTypeSlug(t.propertyType) === slug) ?? null);
    const href =
      known?.path ??
      buildSearchUrl({
        propertyType: slug,
        state: market.state,
        citySlug: market.slug,
        neighborhoods: neighborhood ? [neighborhood.slug] : [],
      });
    return { slug, href, count: known ? known.listingCount : null };
  });
  return (
    <nav className="sitemap__spaces" aria-label={`Search spaces in ${place}`}>
      <h2 className="sitemap__spaces-title">Search available spaces in {place}</h2>
      <ul className="sitemap__spaces-list">
        {links.map((link) => (
          <li key={link.slug}>
            <Link to={link.href}>{PROPERTY_TYPE_NAMES[link.slug]} space</Link>
            {link.count !== null ? (
              <span className="text-muted text-small">
                {" "}
                ({typedListingCountLabel(link.count, link.slug)})
              </span>
            ) : null}
          </li>
        ))}
      </ul>
    </nav>
  );
}
