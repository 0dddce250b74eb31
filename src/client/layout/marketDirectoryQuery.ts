import { MarketDirectoryQueryDocument } from "../gql/documents/marketDirectoryQuery";
import type * as G from "../gql/graphql";

export type DirectoryNeighborhood = FooterHouston["neighborhoods"][number];

export type DirectorySubmarket = FooterNewYork["submarkets"][number];

export type DirectoryMarket = MarketDirectoryQueryData["markets"][number];

export type FooterNewYork = NonNullable<MarketDirectoryQueryData["newYork"]>;
export type FooterHouston = NonNullable<MarketDirectoryQueryData["houston"]>;

export type MarketDirectoryQueryData = G.MarketDirectoryQueryQuery;

/**
 * Every market, plus the New York and Houston neighbourhoods the footer links to. Only those two
 * markets' neighbourhoods are asked for: every page renders this, and the other ~500 would only
 * weigh down each server render and the state serialised into the page.
 */
export const MarketDirectoryQuery = MarketDirectoryQueryDocument;
