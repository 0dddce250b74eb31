import { HomeMarketsQueryDocument } from "../../gql/documents/homeMarketsQuery";
import type * as G from "../../gql/graphql";

export type HomeMarketsQueryData = G.HomeMarketsQueryQuery;
export type MarketPropertyTypes = HomeMarketsQueryData["markets"][number]["propertyTypes"];

/** Each market's kinds of space with their search page and listing count, for the home's cards. */
export const HomeMarketsQuery = HomeMarketsQueryDocument;
