import type { Database, Db } from "../db/client";
import type { Change } from "./change";
import { publishChange } from "./changeBus";
import { type Throttled, throttle } from "./throttle";

/**
 * The topic of what public pages and the market directory show: listings, buildings, their
 * pictures, featured listings, markets and neighbourhoods. Every process drops its cached pages and
 * its market directory on any change of it (http/changeSubscriptions.ts).
 */
export const CATALOGUE = "catalogue";

export type CatalogueKind = "listing" | "building" | "media" | "featured" | "market" | "all";
export type CatalogueChange = { kind: CatalogueKind; ids?: number[] };

/** Ids worth naming in a change; past this a change says its kind alone. */
const MAX_IDS = 100;

function small(change: CatalogueChange): Change {
  return change.ids && change.ids.length > MAX_IDS ? { kind: change.kind } : change;
}

/** Announces a catalogue change; with `tx`, as part of that transaction (see publishChange). */
export function announceCatalogueChange(database: Database, change: CatalogueChange, tx?: Db): Promise<void> {
  return publishChange(database, CATALOGUE, small(change), tx);
}

/** A long run of commits (a CSV import's batches) announces at most this often. */
export const BATCH_ANNOUNCE_INTERVAL_MS = 500;

/**
 * For a run of many commits: each `changed()` after a commit announces at once when the last
 * announcement is old enough, otherwise once at the end of the interval; `flush()` announces what
 * is waiting (the run's end). A failed announcement is dropped: the write is committed, and the
 * caches still expire on their own (5 s pages, 60 s directory).
 */
export function throttledCatalogueAnnouncer(
  database: Database,
  kind: CatalogueKind,
  intervalMs = BATCH_ANNOUNCE_INTERVAL_MS,
): Throttled {
  return throttle(
    () => announceCatalogueChange(database, { kind }),
    intervalMs,
    () => {},
  );
}
