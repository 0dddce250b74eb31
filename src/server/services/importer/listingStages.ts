import { and, eq } from "drizzle-orm";
import {
  INSIGHT_FIELDS,
  LISTING_FIELDS,
  PRIVATE_LISTING_FIELDS,
} from "../../../common/listingFields/fieldRules";
import { resolvePrices, touchesPrices } from "../../../common/listingFields/listingPrices";
import type { Db } from "../../db/client";
import { buildingContactBuildings, buildingContacts } from "../../db/schema/buildings";
import type { importerJobs } from "../../db/schema/importerJobs";
import type { ListingFieldChange } from "../../db/schema/listingHistory";
import { brokerInsights, listings } from "../../db/schema/listings";
import { floorTaken } from "./floorTaken";
import { writeListingChange } from "./history";
import {
  columnsOf,
  diffFields,
  duplicate,
  failed,
  isResult,
  parseAndValidate,
  type StageResult,
  type StageTrail,
  validationErrors,
  whoseChange,
} from "./stageTrail";

export type JobRow = typeof importerJobs.$inferSelect;

const lockListing = async (tx: Db, id: number) =>
  (await tx.select().from(listings).where(eq(listings.id, id)).for("update"))[0];

/**
 * The apply stage's write: the changed columns, `updated_at`, and `data_changed_at` when a
 * renter-visible field changed. The caller writes the history row (after its midApply hook).
 */
export async function writeListingDiff(tx: Db, listingId: number, diff: ListingFieldChange[]): Promise<void> {
  const now = new Date();
  const renterVisible = diff.some((d) => !PRIVATE_LISTING_FIELDS.has(d.field));
  await tx
    .update(listings)
    .set({ ...columnsOf(diff), updatedAt: now, ...(renterVisible ? { dataChangedAt: now } : {}) })
    .where(eq(listings.id, listingId));
}

/**
 * The fields a write gives, with each price pair made consistent (listingPrices.ts): the price
 * model's figure kept, the other derived from it and the size. `current` is the stored listing, or
 * an empty object for one the write creates. A pair that cannot be made consistent (two figures that
 * disagree, a derived figure out of range) is the ERROR result naming the field.
 */
export function withDerivedPrices(
  fields: Record<string, unknown>,
  current: Record<string, unknown>,
): Record<string, unknown> | StageResult {
  if (!touchesPrices(fields)) return fields;
  const { values, problems } = resolvePrices(current, fields);
  if (problems.length > 0) return failed(...problems.map((p) => `${p.field}: ${p.message}`));
  return { ...fields, ...values };
}

/** A listing's fields: parse, validate, match (the listing and its building), duplicates, apply. */
export async function runListingStages(
  tx: Db,
  job: JobRow,
  trail: StageTrail,
  midApply?: () => void,
): Promise<StageResult> {
  const fields = parseAndValidate(job.input, LISTING_FIELDS, trail);
  if (isResult(fields)) return fields;

  trail.enter("match", { listingId: job.recordId });
  const listing = job.recordId === null ? undefined : await lockListing(tx, job.recordId);
  if (!listing) return failed(`Listing ${job.recordId ?? "(none)"} does not exist.`);
  const found = { listingId: listing.id, listingIdentity: listing.identity };
  // A review decision (listingReview.ts) applies only while the listing still waits for it.
  if (typeof job.input.onlyFromStatus === "string" && listing.status !== job.input.onlyFromStatus) {
    return { ...duplicate("This listing is no longer waiting for review: nothing changes."), ...found };
  }
  const typed = { ...fields };
  let subleaseContact: Record<string, unknown> | null = null;
  if (typeof fields.subleaseContactId === "string") {
    const contactId = Number(fields.subleaseContactId);
    const [contact] = await tx
      .select({
        id: buildingContacts.id,
        displayName: buildingContacts.displayName,
        email: buildingContacts.email,
      })
      .from(buildingContacts)
      .innerJoin(buildingContactBuildings, eq(buildingContactBuildings.contactId, buildingContacts.id))
      .where(
        and(eq(buildingContacts.id, contactId), eq(buildingContactBuildings.buildingId, listing.buildingId)),
      );
    if (!contact) return { ...failed("subleaseContactId: Choose one of the building's contacts."), ...found };
    typed.subleaseContactId = contactId;
    subleaseContact = contact;
  } else if (fields.subleaseContactId === null) {
    subleaseContact = { displayName: "(none)" };
  }

  const priced = withDerivedPrices(typed, listing);
  if (isResult(priced)) return { ...priced, ...found };

  trail.enter("duplicates", { listingIdentity: listing.identity, fields });
  const diff = diffFields(LISTING_FIELDS, priced, listing);
  if (diff.length === 0) return { ...duplicate(), ...found };

  const taken = await floorTaken(tx, listing, diff);
  if (taken) return { ...taken, ...found };

  trail.enter("apply", { listingIdentity: listing.identity, changes: diff });
  await writeListingDiff(tx, listing.id, diff);
  midApply?.();
  const subleaseChanged = diff.some((d) => d.field === "subleaseContactId");
  await writeListingChange(tx, listing.id, {
    ...whoseChange(job),
    fields: diff,
    subleaseContact: subleaseChanged ? subleaseContact : null,
  });
  return { status: "SUCCESS", errors: [], ...found };
}

/**
 * A broker insight, new (record id null, input.listingId) or edited. A new one the same author
 * already wrote on the listing word for word is a DUPLICATE (a double submit).
 */
export async function runInsightStages(
  tx: Db,
  job: JobRow,
  trail: StageTrail,
  midApply?: () => void,
): Promise<StageResult> {
  trail.enter("parse", job.input);
  const content = job.input.content;
  const fields = { content: typeof content === "string" ? content : null };
  trail.enter("validate", fields);
  const problems = validationErrors(INSIGHT_FIELDS, fields);
  if (problems.length > 0) return failed(...problems);
  const text = String(fields.content).trim();

  trail.enter("match", { insightId: job.recordId, listingId: job.input.listingId ?? null });
  const existing =
    job.recordId === null
      ? undefined
      : (await tx.select().from(brokerInsights).where(eq(brokerInsights.id, job.recordId)).for("update"))[0];
  if (job.recordId !== null && !existing) return failed(`Broker insight ${job.recordId} does not exist.`);
  const listingId = existing?.listingId ?? Number(job.input.listingId);
  const listing = Number.isInteger(listingId) ? await lockListing(tx, listingId) : undefined;
  if (!listing) return failed(`Listing ${String(job.input.listingId)} does not exist.`);
  const found = { listingId: listing.id, listingIdentity: listing.identity };

  trail.enter("duplicates", { listingIdentity: listing.identity, content: text });
  if (existing && existing.content === text) return { ...duplicate(), ...found };
  if (!existing) {
    const [same] = await tx
      .select({ id: brokerInsights.id })
      .from(brokerInsights)
      .where(
        and(
          eq(brokerInsights.listingId, listing.id),
          eq(brokerInsights.content, text),
          job.createdById === null ? undefined : eq(brokerInsights.authorId, job.createdById),
        ),
      );
    if (same) return { ...duplicate("This insight is already on the listing."), ...found };
  }

  trail.enter("apply", { listingIdentity: listing.identity, content: text });
  const now = new Date();
  if (existing) {
    await tx
      .update(brokerInsights)
      .set({ content: text, updatedAt: now })
      .where(eq(brokerInsights.id, existing.id));
  } else {
    await tx
      .insert(brokerInsights)
      .values({ listingId: listing.id, authorId: job.createdById, content: text });
  }
  midApply?.();
  // Insights are broker-only: the listing changed for brokers, not for renters.
  await tx.update(listings).set({ updatedAt: now }).where(eq(listings.id, listing.id));
  await writeListingChange(tx, listing.id, {
    ...whoseChange(job),
    fields: [{ field: "brokerInsight", oldValue: existing?.content ?? null, newValue: text }],
  });
  return { status: "SUCCESS", errors: [], ...found };
}
