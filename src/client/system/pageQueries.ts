import type { DocumentNode } from "graphql";
import { CurrentUserQuery } from "../features/account/currentUserQuery";
import { MarketDirectoryQuery } from "../layout/marketDirectoryQuery";

export type PageQuery = { query: DocumentNode; variables?: Record<string, unknown> };

/**
 * Queries every page's shell runs (header, footer, start-up). The server fetches them, and a
 * screen's own `queries`, before rendering, so a render finds its data in the cache instead of
 * discovering it render by render.
 */
export const shellQueries: PageQuery[] = [{ query: CurrentUserQuery }, { query: MarketDirectoryQuery }];
