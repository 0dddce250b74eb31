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
 * the browser writes their answers into its cache when the footer's code arrives (LazyFooter), not
 * before hydrating, where every object written and read back holds up the first load (63 of the
 * city page's 347).
 */
export const footerQueries = { footer: screenQuery(FooterDirectoryQuery) };
