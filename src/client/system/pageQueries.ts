import type { DocumentNode } from "graphql";
import { CurrentUserQuery } from "../features/account/currentUserQuery";
import { MarketDirectoryQuery } from "../layout/marketDirectoryQuery";
import { screenQuery } from "./screenData";

export type PageQuery = { query: DocumentNode; variables?: Record<string, unknown> };

/**
 * Queries every page's shell runs (header, footer, start-up). The server fetches them, and a
 * screen's own queries, before rendering; the render reads them with useDeclaredQuery, and the
 * browser writes them into its cache before hydrating (entry.client.tsx).
 */
export const shellQueries = {
  currentUser: screenQuery(CurrentUserQuery),
  directory: screenQuery(MarketDirectoryQuery),
};
