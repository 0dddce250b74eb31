import { MarketDirectoryQueryDocument } from "../gql/documents/marketDirectoryQuery";
import type * as G from "../gql/graphql";

export type DirectoryMarket = MarketDirectoryQueryData["markets"][number];

export type MarketDirectoryQueryData = G.MarketDirectoryQueryQuery;

/** Every market: the shell's, read by the search page, the home page and the footer. */
export const MarketDirectoryQuery = MarketDirectoryQueryDocument;
