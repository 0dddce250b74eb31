import { and, asc, eq, inArray, isNotNull, type SQL, sql } from "drizzle-orm";
import type { Database, Db } from "../../db/client";
import { listings } from "../../db/schema/listings";
import { vendors } from "../../db/schema/vendors";
import type { JobQueue } from "../../jobs/jobQueue";
import type { UserRow } from "../../policies/policy";
import { recordAudit } from "../admin/auditLog";
import { dispatchImporterJob, insertImporterJob, sourceNameFor } from "../importer/createImporterJob";

/*
 * The research team's review queue (issue 24): listings a vendor's feed created that wait in VETTING
 * (the vendor is not trusted), oldest first. Publishing sets AVAILABLE, rejecting UNAVAILABLE (the
 * listing and its history stay: a vendor's later row can send it back to review); either is an
 * importer job on the listing, so the change is in its history with who decided, and audited.
 */

/** Listings a page of the queue holds at most, and listings one decision may name. */
export const REVIEW_PAGE_MAX = 50;
export const REVIEW_DECIDE_MAX = 50;

/** The SDL enum ListingReviewDecision lists the same values (enums.test.ts). */
export const REVIEW_DECISIONS = ["PUBLISH", "REJECT"] as const;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];
const STATUS_OF: Record<ReviewDecision, "AVAILABLE" | "UNAVAILABLE"> = {
  PUBLISH: "AVAILABLE",
  REJECT: "UNAVAILABLE",
};

export type ListingRow = typeof listings.$inferSelect;
export type ReviewEntry = { listing: ListingRow; vendor: typeof vendors.$inferSelect };

const inReview: SQL = and(eq(listings.status, "VETTING"), isNotNull(listings.vendorId)) as SQL;

/** One page of the queue (oldest first), of one vendor or all; `after` is the last listing id shown. */
export async function listingReviewPage(
  db: Db,
  options: { vendorId: number | null; after: number | null; limit: number },
): Promise<{ entries: ReviewEntry[]; hasMore: boolean }> {
  const limit = Math.min(Math.max(options.limit, 1), REVIEW_PAGE_MAX);
  const where: SQL[] = [inReview];
  if (options.vendorId !== null) where.push(eq(listings.vendorId, options.vendorId));
  if (options.after !== null) {
    where.push(
      sql`(${listings.createdAt}, ${listings.id}) > (select c.created_at, c.id from listings c where c.id = ${options.after})`,
    );
  }
  const rows = await db
    .select({ listing: listings, vendor: vendors })
    .from(listings)
    .innerJoin(vendors, eq(vendors.id, listings.vendorId))
    .where(and(...where))
    .orderBy(asc(listings.createdAt), asc(listings.id))
    .limit(limit + 1);
  return { entries: rows.slice(0, limit), hasMore: rows.length > limit };
}

export type ReviewOutcome = {
  queued: { listingId: number; importerJobId: number }[];
  skipped: { listingId: number; reason: string }[];
};

/**
 * Publishes or rejects listings of the queue: one transaction locks them, writes a job per listing
 * still in review (its input names the status it must still have, so a second decision on the same
 * listing changes nothing: listingStages.ts) and an audit row each; the jobs start once committed.
 * A listing not in the queue is skipped with the reason.
 */
export async function reviewListings(
  { database, jobs }: { database: Database; jobs: JobQueue },
  actor: UserRow,
  ids: readonly number[],
  decision: ReviewDecision,
): Promise<ReviewOutcome> {
  const status = STATUS_OF[decision];
  const outcome = await database.db.transaction(async (tx) => {
    const rows = await tx
      .select({
        id: listings.id,
        identity: listings.identity,
        status: listings.status,
        vendorId: listings.vendorId,
      })
      .from(listings)
      .where(inArray(listings.id, [...ids]))
      .orderBy(asc(listings.id))
      .for("update");
    const byId = new Map(rows.map((r) => [r.id, r]));
    const result: ReviewOutcome = { queued: [], skipped: [] };
    for (const id of new Set(ids)) {
      const row = byId.get(id);
      if (row?.status !== "VETTING" || row.vendorId === null) {
        result.skipped.push({
          listingId: id,
          reason: row ? `Listing ${id} is not waiting for review.` : `Listing ${id} does not exist.`,
        });
        continue;
      }
      const importerJobId = await insertImporterJob(tx, {
        recordType: "Listing",
        recordId: id,
        input: { fields: { status }, onlyFromStatus: "VETTING" },
        sourceName: sourceNameFor(actor),
        createdById: actor.id,
        listingId: id,
        listingIdentity: row.identity,
      });
      await recordAudit(tx, actor, {
        action: decision === "PUBLISH" ? "listing.publish" : "listing.reject",
        subjectKind: "listing",
        subjectId: id,
        before: { status: row.status, vendorId: row.vendorId },
        after: { status, importerJobId },
      });
      result.queued.push({ listingId: id, importerJobId });
    }
    return result;
  });
  for (const { importerJobId } of outcome.queued) await dispatchImporterJob(jobs, importerJobId);
  return outcome;
}
