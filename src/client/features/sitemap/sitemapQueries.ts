import {
  SitemapBuildingsQueryDocument,
  SitemapStatesQueryDocument,
} from "../../gql/documents/sitemapQueries";
import type * as G from "../../gql/graphql";

export type SitemapMarket = SitemapState["markets"][number];

export type SitemapState = SitemapStatesData["sitemapStates"][number];

export type SitemapStatesData = G.SitemapStatesQueryQuery;

/** States and provinces with their markets: the first two levels of the buildings directory. */
export const SitemapStatesQuery = SitemapStatesQueryDocument;

export type SitemapNeighborhood = SitemapBuildingsPage["market"]["neighborhoods"][number];

export type SitemapBuilding = SitemapBuildingsPage["buildings"][number];

export type SitemapBuildingsPage = NonNullable<SitemapBuildingsData["sitemapBuildings"]>;

export type SitemapBuildingsVariables = G.SitemapBuildingsQueryQueryVariables & {
  neighborhood: string | null;
  page: number;
};

export type SitemapBuildingsData = G.SitemapBuildingsQueryQuery;

/** One page of a market's (or a neighbourhood's) buildings, with the market's neighbourhoods. */
export const SitemapBuildingsQuery = SitemapBuildingsQueryDocument;
