import { and, eq, or, sql } from "drizzle-orm";
import type { CsvVendorStatus } from "../../../common/csvImport/csvColumns";
import {
  type CsvBuildingRef,
  csvRowProblems,
  csvRowSchema,
  PROPERTY_TYPE_MESSAGE,
} from "../../../common/csvImport/csvRowSchema";
import { PROPERTY_TYPES, type PropertyType } from "../../../common/enums";
import { slugify } from "../../../common/format/slug";
import { LISTING_FIELDS } from "../../../common/listingFields/fieldRules";
import type { Db } from "../../db/client";
import { type ListingFieldChange, listingHistory } from "../../db/schema/listingHistory";
import { listings } from "../../db/schema/listings";
import { floorAndSuiteSegment } from "../listings/listingPaths";
import { refuseWhenFull } from "./buildingListingBound";
import { type BuildingCache, type BuildingRow, resolveBuilding } from "./buildingResolve";
import { floorTaken } from "./floorTaken";
import { writeListingChange } from "./history";
import { type JobRow, withDerivedPrices, writeListingDiff } from "./listingStages";
import {
  columnsOf,
  diffFields,
  duplicate,
  failed,
  isResult,
  type StageResult,
  type StageTrail,
  validationErrors,
  whoseChange,
} from "./stageTrail";
import {
  createdStatus,
  feedOf,
  notYourListing,
  updatedStatus,
  type VendorFeed,
  withFeedStatus,
} from "./vendorFeed";

/*
 * THE LISTING-CREATION CONTRACT (issue 12; reused by any feed that creates listings).
 *
 * An importer job with record_type "Listing" and record_id null creates or updates the listing at a
 * building + floor/suite. Its `input` is one of:
 *   { cells: { column: text } }   a CSV row as read from the file (columns of csvColumns.ts); the
 *                                 parse stage turns it into the shape below with csvRowSchema
 *                                 (cellCount/headerCount, when given and unequal, refuse the row);
 *   { building, fields }          building: { buildingId } or { address, city, state, zip,
 *                                 propertyName? }; fields: listing values as the broker's drawer
 *                                 saves them (fieldRules.LISTING_FIELDS), floorAndSuite and
 *                                 squareFeet required. With `createOnly: true` (the research
 *                                 team's "Add a listing") an existing listing at that floor and
 *                                 suite is DUPLICATE and left as it is, instead of changed.
 * Stages: parse -> validate (ERROR with "field: message" per refused value) -> match (the building by
 * id, identity, zip + address or a merged building's alias, else created at its ZIP's centre; the
 * listing by identity "{building identity}/{floor-and-suite slug}" or by building + the floor/suite's
 * URL slug, locked) -> duplicates (an existing listing whose every given value is already stored: DUPLICATE,
 * so a re-run of the same row changes nothing) -> apply (update: a CHANGE row in listing history;
 * new: the listing and an ORIGIN row, both with the job's source_name: the vendor's name for CSV).
 * A vendor's row (job.vendor_id, vendorFeed.ts) matches only a listing its own feed created (any
 * other is an ERROR that says nothing of it), sets the status by the feed rules, and a listing it
 * creates is the vendor's (listings.vendor_id), in review (VETTING) unless the vendor is trusted.
 * The whole job is one transaction (runImporterJob): all of it or nothing, and a retry of a job
 * that committed is skipped.
 */

export type ListingUpsertInput = {
  building: CsvBuildingRef;
  fields: Record<string, unknown>;
  /** The kind of space a created listing is (null or absent: office); a known listing keeps its own. */
  propertyType?: PropertyType | null;
};

function parseInput(input: Record<string, unknown>): ListingUpsertInput | StageResult {
  if (input.cells && typeof input.cells === "object" && !Array.isArray(input.cells)) {
    if (typeof input.cellCount === "number" && input.cellCount !== input.headerCount) {
      return failed(
        `row: The row has ${input.cellCount} cells; the header has ${String(input.headerCount)}.`,
      );
    }
    const parsed = csvRowSchema.safeParse(input.cells);
    return parsed.success ? parsed.data : failed(...csvRowProblems(parsed.error));
  }
  const building = input.building as CsvBuildingRef | undefined;
  const fields = input.fields as Record<string, unknown> | undefined;
  if (!building || typeof building !== "object" || !fields || typeof fields !== "object") {
    return failed("The job names no building and fields.");
  }
  const problems = validationErrors(LISTING_FIELDS, fields);
  for (const required of ["floorAndSuite", "squareFeet"]) {
    if (fields[required] === undefined) problems.push(`${required}: This field cannot be empty.`);
  }
  const propertyType = input.propertyType ?? null;
  if (propertyType !== null && !PROPERTY_TYPES.includes(propertyType as PropertyType)) {
    problems.push(`propertyType: ${PROPERTY_TYPE_MESSAGE}`);
  }
  return problems.length > 0
    ? failed(...problems)
    : { building, fields, propertyType: propertyType as PropertyType | null };
}

export const isStageResult = (v: object): v is StageResult => "status" in v;

/** A row through parse, validate and the building half of match: what its listing half needs. */
export type PreparedUpsert = {
  parsed: ListingUpsertInput;
  building: BuildingRow;
  buildingCreated: boolean;
  floorAndSuite: string;
  /** The listing's identity: "{building identity}/{floor-and-suite slug}". */
  identity: string;
  /** The vendor whose CSV the row is (null: a job of ours). */
  feed: VendorFeed | null;
};

export async function runListingUpsertStages(
  tx: Db,
  job: JobRow,
  trail: StageTrail,
  midApply?: () => void,
  buildings?: BuildingCache,
): Promise<StageResult> {
  const prepared = await prepareListingUpsert(tx, job, trail, buildings);
  return isStageResult(prepared) ? prepared : applyListingUpsert(tx, job, trail, prepared, midApply);
}

/** parse, validate and match the building: the prepared row, or the result that ends it. */
export async function prepareListingUpsert(
  tx: Db,
  job: JobRow,
  trail: StageTrail,
  buildings?: BuildingCache,
): Promise<PreparedUpsert | StageResult> {
  trail.enter("parse", job.input);
  const parsed = parseInput(job.input);
  if (isStageResult(parsed)) {
    trail.enter("validate", job.input);
    return parsed;
  }
  trail.enter("validate", parsed);
  const { fields } = parsed;
  const feed = await feedOf(tx, job, buildings?.feeds);
  if (feed && "error" in feed) return failed(feed.error);

  trail.enter("match", { building: parsed.building, floorAndSuite: fields.floorAndSuite });
  const resolved = await resolveBuilding(tx, parsed.building, buildings);
  if ("error" in resolved) return failed(resolved.error);
  const building = resolved.building;
  const floorAndSuite = String(fields.floorAndSuite).trim();
  const identity = `${building.identity}/${slugify(floorAndSuite)}`;
  return { parsed, building, buildingCreated: resolved.created, floorAndSuite, identity, feed };
}

/** match the listing (locked), then duplicates and apply: the listing changed, created or left. */
export async function applyListingUpsert(
  tx: Db,
  job: JobRow,
  trail: StageTrail,
  prepared: PreparedUpsert,
  midApply?: () => void,
): Promise<StageResult> {
  const { building, floorAndSuite, identity, feed } = prepared;
  const [listing] = await tx
    .select()
    .from(listings)
    .where(
      or(
        eq(listings.identity, identity),
        and(
          eq(listings.buildingId, building.id),
          eq(listings.floorSlug, floorAndSuiteSegment(floorAndSuite)),
        ),
      ),
    )
    .orderBy(sql`${listings.identity} = ${identity} desc`, listings.id)
    .limit(1)
    .for("update");

  if (listing) {
    // Before any stage reads the listing: the trail and the result name nothing of it.
    if (feed && listing.vendorId !== feed.vendorId) return failed(notYourListing(floorAndSuite));
    const asked = prepared.parsed.fields.status as CsvVendorStatus | undefined;
    const given = feed
      ? withFeedStatus(prepared.parsed.fields, updatedStatus(feed, listing.status, asked))
      : prepared.parsed.fields;
    const found = { listingId: listing.id, listingIdentity: listing.identity };
    const fields = withDerivedPrices(given, listing);
    if (isResult(fields)) return { ...fields, ...found };
    trail.enter("duplicates", { listingIdentity: listing.identity, fields });
    if (job.input.createOnly === true) {
      return { ...duplicate(`This building already has a listing at ${listing.floorAndSuite}.`), ...found };
    }
    const diff = diffFields(LISTING_FIELDS, fields, listing);
    if (diff.length === 0) return { ...duplicate("This row is already applied: nothing changes."), ...found };
    const taken = await floorTaken(tx, listing, diff);
    if (taken) return { ...taken, ...found };
    trail.enter("apply", { listingIdentity: listing.identity, changes: diff });
    await writeListingDiff(tx, listing.id, diff);
    midApply?.();
    await writeListingChange(tx, listing.id, { ...whoseChange(job), fields: diff });
    return { status: "SUCCESS", errors: [], ...found };
  }

  const full = await refuseWhenFull(tx, building.id);
  if (full) return full;
  const values = enterCreate(trail, prepared);
  if (!Array.isArray(values)) return values;
  const [created] = await tx
    .insert(listings)
    .values(newListing(prepared, values))
    .returning({ id: listings.id });
  midApply?.();
  await tx.insert(listingHistory).values(originRow(job, created.id, values));
  return { status: "SUCCESS", errors: [], listingId: created.id, listingIdentity: identity };
}

/**
 * The duplicates and apply stages of a row that creates its listing: the values it sets, or the
 * ERROR result when its prices cannot be made consistent.
 */
export function enterCreate(trail: StageTrail, prepared: PreparedUpsert): ListingFieldChange[] | StageResult {
  const { feed } = prepared;
  const asked = prepared.parsed.fields.status as CsvVendorStatus | undefined;
  const given = feed
    ? withFeedStatus(prepared.parsed.fields, createdStatus(feed, asked))
    : prepared.parsed.fields;
  trail.enter("duplicates", { listingIdentity: prepared.identity, fields: given });
  const fields = withDerivedPrices(given, {});
  if (isResult(fields)) return fields;
  const values = diffFields(LISTING_FIELDS, fields, {});
  trail.enter("apply", {
    listingIdentity: prepared.identity,
    created: values,
    buildingCreated: prepared.buildingCreated,
  });
  return values;
}

/** The listings row a prepared row creates. */
export function newListing(
  prepared: PreparedUpsert,
  values: ListingFieldChange[],
): typeof listings.$inferInsert {
  const { building, parsed } = prepared;
  return {
    ...(columnsOf(values) as Partial<typeof listings.$inferInsert>),
    identity: prepared.identity,
    floorAndSuite: prepared.floorAndSuite,
    squareFeet: Number(parsed.fields.squareFeet),
    propertyType: parsed.propertyType ?? "office",
    buildingId: building.id,
    marketId: building.marketId,
    neighborhoodId: building.neighborhoodId,
    lat: building.lat,
    lng: building.lng,
    address: building.address,
    vendorId: prepared.feed?.vendorId ?? null,
  };
}

/** A created listing's ORIGIN history row: its values, with the job's source and author. */
export function originRow(
  job: JobRow,
  listingId: number,
  values: ListingFieldChange[],
): typeof listingHistory.$inferInsert {
  const who = whoseChange(job);
  return {
    listingId,
    kind: "ORIGIN",
    sourceName: who.sourceName,
    fields: values,
    userId: who.userId,
    importerJobId: who.importerJobId,
  };
}
