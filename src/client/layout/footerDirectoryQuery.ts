import { FooterDirectoryQueryDocument } from "../gql/documents/footerDirectoryQuery";
import type * as G from "../gql/graphql";
import { screenQuery } from "../system/screenData";

export type FooterDirectoryQueryData = G.FooterDirectoryQueryQuery;

export type FooterNewYork = NonNullable<FooterDirectoryQueryData["newYork"]>;
export type FooterHouston = NonNullable<FooterDirectoryQueryData["houston"]>;
export type DirectoryNeighborhood = FooterHouston["neighborhoods"][number];

/**
 * The New York and Houston neighbourhoods the footer links to (only those two markets': the other
 * ~500 would weigh down every page). Its own query, apart from the shell's market directory: only
 * the footer shows them, and it loads as it nears the viewport.
 */
export const FooterDirectoryQuery = FooterDirectoryQueryDocument;

/**
 * The footer's queries. The server prefetches them with the shell's and renders the footer whole;
 * the browser writes their answers into its cache with the shell's before hydrating
 * (entry.client.tsx), so the footer's code, which loads as it nears the viewport, finds them there.
 */
export const footerQueries = { footer: screenQuery(FooterDirectoryQuery) };
