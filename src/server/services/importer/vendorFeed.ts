import { eq } from "drizzle-orm";
import type { CsvVendorStatus } from "../../../common/csvImport/csvColumns";
import type { Db } from "../../db/client";
import { vendors } from "../../db/schema/vendors";
import type { JobRow } from "./listingStages";

/*
 * What a vendor's feed may do to listings (issue 24, docs/decisions.md): update only the listings its
 * own feed created (listings.vendor_id), set a space on or off the market and nothing of the
 * brokerage's, and put a new space on the market at once only when an admin trusts the vendor;
 * otherwise it waits in the research team's review queue (VETTING).
 */

/** The vendor a CSV row came from, and whether its new listings skip the review queue. */
export type VendorFeed = { vendorId: number; trusted: boolean };

/** Feeds already read in this transaction (a batch of one import's rows), by vendor id. */
export type FeedCache = Map<number, VendorFeed>;

export const VENDOR_GONE = "row: This vendor no longer exists, so its rows are not imported.";

/**
 * The row of another source's listing. It names the floor and suite as the row gave them and says
 * nothing of the listing (its values, status or whose it is): the vendor may not see it.
 */
export const notYourListing = (floorAndSuite: string) =>
  `floorAndSuite: This building already has a space at "${floorAndSuite}" that your feed did not create, so this row cannot change it. Ask Squarely to update it.`;

/**
 * The feed a job's row came from: null for a job of ours (the research team's "Add a listing"), or
 * the row's refusal. A CSV row whose vendor was deleted is refused, never run as one of ours.
 */
export async function feedOf(
  tx: Db,
  job: Pick<JobRow, "vendorId" | "csvImportId">,
  cache?: FeedCache,
): Promise<VendorFeed | null | { error: string }> {
  if (job.vendorId === null) return job.csvImportId === null ? null : { error: VENDOR_GONE };
  const cached = cache?.get(job.vendorId);
  if (cached) return cached;
  const [row] = await tx
    .select({ vendorId: vendors.id, trusted: vendors.trusted })
    .from(vendors)
    .where(eq(vendors.id, job.vendorId));
  if (!row) return { error: VENDOR_GONE };
  cache?.set(row.vendorId, row);
  return row;
}

/** The status a feed's new listing starts in: review (VETTING) unless the vendor is trusted. */
export function createdStatus(feed: VendorFeed, asked: CsvVendorStatus | undefined): string {
  if (asked === "UNAVAILABLE") return "UNAVAILABLE";
  return feed.trusted ? "AVAILABLE" : "VETTING";
}

/** Stages of the brokerage's own deals: a feed's AVAILABLE does not undo them. */
const BROKER_STAGES: ReadonlySet<string> = new Set([
  "OFFERS_IN",
  "SF_OFFERS_IN",
  "LEASE_OUT",
  "SF_LEASE_OUT",
]);

/**
 * The status a feed's row sets on its own listing, or undefined to leave it. Off the market
 * (UNAVAILABLE) applies at once, whatever the listing's status. Back on the market (AVAILABLE) does not
 * undo a broker's stage; for a vendor that is not trusted it goes (back) to review, and a listing
 * already in review stays there until the research team decides.
 */
export function updatedStatus(
  feed: VendorFeed,
  current: string,
  asked: CsvVendorStatus | undefined,
): string | undefined {
  if (asked === undefined) return undefined;
  if (asked === "UNAVAILABLE") return "UNAVAILABLE";
  if (current === "AVAILABLE" || BROKER_STAGES.has(current)) return undefined;
  if (feed.trusted) return "AVAILABLE";
  return current === "VETTING" ? undefined : "VETTING";
}

/** A row's fields with its status as the feed rules give it (none: the status is left alone). */
export function withFeedStatus(
  fields: Record<string, unknown>,
  status: string | undefined,
): Record<string, unknown> {
  const { status: _asked, ...rest } = fields;
  return status === undefined ? rest : { ...rest, status };
}
