import { PRIVATE_BUILDING_FIELDS, PRIVATE_LISTING_FIELDS } from "../../../common/listingFields/fieldRules";
import type { importerJobs } from "../../db/schema/importerJobs";
import { can } from "../../policies/can";
import { buildingSubject, listingSubject } from "../../policies/subjects";
import type { GraphQLContext } from "../context";

type JobRow = Pick<typeof importerJobs.$inferSelect, "recordType" | "recordId" | "listingId">;
type Json = Record<string, unknown>;

/**
 * A job's stage input and input as its viewer may read them (issue 24, item 6). The apply stage keeps
 * each changed field's old value, so a research user's or a vendor's own job would otherwise echo a
 * listing's broker notes or private floor. A field the viewer may not read (the `readPrivate` rules
 * of listings and buildings) is left out wherever it appears: as a key (`fields`, a CSV row's
 * `cells`) or as a `{ field, oldValue, newValue }` entry (`changes`, `created`). A broker insight is
 * broker-only as a whole.
 */
export async function visibleJobJson(
  job: JobRow,
  json: Json | null,
  ctx: GraphQLContext,
): Promise<Json | null> {
  if (json === null) return null;
  const hidden = await hiddenFields(job, ctx);
  if (hidden === "all") return null;
  return hidden.size === 0 ? json : (withoutFields(json, hidden) as Json);
}

async function hiddenFields(job: JobRow, ctx: GraphQLContext): Promise<ReadonlySet<string> | "all"> {
  if (job.recordType === "Building") {
    const building = job.recordId === null ? null : await ctx.loaders.buildingById.load(job.recordId);
    // readPrivate reads the viewer's roles only; a building gone since keeps the same rule.
    const subject = buildingSubject(building ?? { id: job.recordId ?? 0, marketId: 0 });
    return can(ctx.viewer, "readPrivate", subject) ? new Set() : PRIVATE_BUILDING_FIELDS;
  }
  if (job.recordType === "Listing" || job.recordType === "BrokerInsight") {
    const listing = job.listingId === null ? null : await ctx.loaders.listingById.load(job.listingId);
    const subject = listingSubject(listing ?? { id: job.listingId ?? 0, status: "", marketId: 0 });
    if (can(ctx.viewer, "readPrivate", subject)) return new Set();
    return job.recordType === "BrokerInsight" ? "all" : PRIVATE_LISTING_FIELDS;
  }
  return new Set();
}

/** The value with every key in `hidden`, and every `{ field }` entry naming one, left out. */
export function withoutFields(value: unknown, hidden: ReadonlySet<string>): unknown {
  if (Array.isArray(value)) {
    return value
      .filter((item) => !(isObject(item) && typeof item.field === "string" && hidden.has(item.field)))
      .map((item) => withoutFields(item, hidden));
  }
  if (!isObject(value)) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !hidden.has(key))
      .map(([key, v]) => [key, withoutFields(v, hidden)]),
  );
}

const isObject = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);
