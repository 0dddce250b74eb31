import { SearchMarketQueryDocument } from "../../gql/documents/searchMarketQuery";
import type * as G from "../../gql/graphql";

export type MarketNeighborhood = SearchMarketData["neighborhoods"][number];

export type SearchMarketData = NonNullable<SearchMarketQueryData["market"]>;

export type SearchMarketQueryData = G.SearchMarketQueryQuery;
export type SearchMarketQueryVariables = G.SearchMarketQueryQueryVariables;

/** The market's neighbourhoods and submarkets, for the neighbourhood filter and the overview. */
export const SearchMarketQuery = SearchMarketQueryDocument;
