import type { DocumentNode } from "graphql";
import { MarketDirectoryQuery } from "../layout/marketDirectoryQuery";
import { type AnyScreenQuery, type ScreenQueryMap, screenQuery } from "./screenData";

export type PageQuery = { query: DocumentNode; variables?: Record<string, unknown> };

const registered: ScreenQueryMap = {};

/**
 * Adds a query every page's shell runs. A feature registers its own when its module loads (the account
 * feature: the current user, features/account/currentUserQuery.ts), as slices do, so system/ names no
 * feature.
 */
export function registerShellQuery(key: string, query: AnyScreenQuery) {
  registered[key] = query;
}

registerShellQuery("directory", screenQuery(MarketDirectoryQuery));

/**
 * Queries every page's shell runs (header, footer, start-up). The server fetches them, and a
 * screen's own queries, before rendering; the render reads them with useDeclaredQuery, and the
 * browser writes them into its cache before hydrating (entry.client.tsx).
 */
export const shellQueries: Readonly<ScreenQueryMap> = registered;
