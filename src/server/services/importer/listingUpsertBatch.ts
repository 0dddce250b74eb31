import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { insertRowsSql } from "../../db/insertRows";
import type { ListingFieldChange } from "../../db/schema/listingHistory";
import { listingHistory } from "../../db/schema/listingHistory";
import { listings } from "../../db/schema/listings";
import { floorAndSuiteSegment } from "../listings/listingPaths";
import { roomInBuildings, takeRoom } from "./buildingListingBound";
import { type BuildingCache, rememberBuilding } from "./buildingResolve";
import type { JobRow } from "./listingStages";
import {
  applyListingUpsert,
  enterCreate,
  isStageResult,
  newListing,
  originRow,
  type PreparedUpsert,
  prepareListingUpsert,
} from "./listingUpsertStages";
import type { StageResult, StageTrail } from "./stageTrail";

/** A listing-upsert job: a listing found or created by building + floor/suite (no record id). */
export const isListingUpsert = (job: JobRow) => job.recordType === "Listing" && job.recordId === null;

type NewRow = { index: number; job: JobRow; prepared: PreparedUpsert; values: ListingFieldChange[] };

/**
 * Listing-upsert jobs (a CSV import's rows) run set-wise in one transaction, with the results,
 * listings, history rows and stage trails that running runListingUpsertStages on each in turn gives.
 * Every row is parsed, validated and its building matched first (in file order, so a building is
 * created by its first row); then one statement finds the rows whose listing already exists. A row
 * that creates a listing no earlier row of the batch touched joins a queue, written with one insert
 * for the listings and one for their ORIGIN rows; any other row (an update, a duplicate, a second
 * row on a listing the batch creates) runs alone, as a single job would, after the queue before it
 * is written, so it sees every earlier row's change. Not for savepoints: a row that throws throws
 * the batch, whose caller runs it again row by row.
 */
export async function runListingUpsertBatch(
  tx: Db,
  jobs: readonly JobRow[],
  trails: readonly StageTrail[],
  midApply: (() => void) | undefined,
  buildings: BuildingCache,
): Promise<StageResult[]> {
  const results: (StageResult | undefined)[] = [];
  const prepared: (PreparedUpsert | undefined)[] = [];
  for (const [i, job] of jobs.entries()) {
    const row = await prepareListingUpsert(tx, job, trails[i], buildings);
    if (isStageResult(row)) {
      results[i] = row;
      continue;
    }
    // Created in this transaction, which commits or rolls back whole: the building's next rows reuse it.
    if (row.buildingCreated) rememberBuilding(buildings, row.parsed.building, row.building);
    prepared[i] = row;
  }

  let existing = await rowsWithListing(tx, prepared, 0);
  // The per-building bound (buildingListingBound.ts): the room each building has, taken row by row.
  const room = await roomInBuildings(
    tx,
    prepared.flatMap((row) => (row ? [row.building.id] : [])),
  );
  /** The identities and building/floor-slug places of the listings the batch's rows created or matched so far. */
  const touched = new Set<string>();
  let queue: NewRow[] = [];
  const flush = async () => {
    await createListings(tx, queue, results, midApply);
    queue = [];
  };
  for (const [i, job] of jobs.entries()) {
    const row = prepared[i];
    if (!row) continue;
    // By identity, and by the URL the listing gets: two rows may differ in the one and share the other.
    const at = `#${row.building.id}/${floorAndSuiteSegment(row.floorAndSuite)}`;
    const isNew = !existing.has(i) && !touched.has(row.identity) && !touched.has(at);
    if (isNew) {
      const full = takeRoom(room, row.building.id);
      if (full) {
        results[i] = full;
        continue;
      }
    }
    touched.add(row.identity);
    touched.add(at);
    if (isNew) {
      const values = enterCreate(trails[i], row);
      // A row refused at this point leaves its building's room taken: the bound errs on the safe side.
      if (!Array.isArray(values)) results[i] = values;
      else queue.push({ index: i, job, prepared: row, values });
      continue;
    }
    await flush();
    results[i] = await applyListingUpsert(tx, job, trails[i], row, midApply);
    // A listing's floor/suite changed: a later row may now name it. Look the rest up again.
    if (changedFloor(trails[i])) existing = await rowsWithListing(tx, prepared, i + 1);
  }
  await flush();
  return jobs.map((job, i) => {
    const result = results[i];
    if (!result) throw new Error(`job ${job.id} of the batch has no result`);
    return result;
  });
}

function changedFloor(trail: StageTrail): boolean {
  const changes = trail.stage === "apply" ? trail.input?.changes : undefined;
  return Array.isArray(changes) && changes.some((c: ListingFieldChange) => c.field === "floorAndSuite");
}

/**
 * The rows (from index `from` on) whose listing exists: the one with the row's identity, or at its
 * building with its floor/suite's URL slug (the lookup of applyListingUpsert), in one statement.
 * One `exists` of a union, so each row is two index probes (two `exists` or-ed become two hashed
 * subplans, each a scan of every listing).
 */
async function rowsWithListing(
  tx: Db,
  prepared: readonly (PreparedUpsert | undefined)[],
  from: number,
): Promise<Set<number>> {
  const values: SQL[] = [];
  for (let i = from; i < prepared.length; i++) {
    const row = prepared[i];
    if (row)
      values.push(
        sql`(${i}::int, ${row.identity}::text, ${row.building.id}::int, ${floorAndSuiteSegment(row.floorAndSuite)}::text)`,
      );
  }
  if (values.length === 0) return new Set();
  const found = await tx.execute(sql`
    select v.i from (values ${sql.join(values, sql`, `)}) as v(i, identity, building_id, floor)
    where exists (select 1 from ${listings} l where l.identity = v.identity
                  union all
                  select 1 from ${listings} l
                  where l.building_id = v.building_id and l.floor_slug = v.floor)`);
  return new Set(rowsOf<{ i: number }>(found).map((r) => Number(r.i)));
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** The queued new listings, in file order, then their ORIGIN rows: two statements. */
async function createListings(
  tx: Db,
  queue: readonly NewRow[],
  results: (StageResult | undefined)[],
  midApply: (() => void) | undefined,
): Promise<void> {
  if (queue.length === 0) return;
  const created = await tx.execute(
    sql`${insertRowsSql(
      listings,
      queue.map((q) => newListing(q.prepared, q.values)),
    )} returning id, identity`,
  );
  const idOf = new Map(rowsOf<{ id: number; identity: string }>(created).map((c) => [c.identity, c.id]));
  const idFor = (q: NewRow) => {
    const id = idOf.get(q.prepared.identity);
    if (id === undefined) throw new Error(`no listing was created for ${q.prepared.identity}`);
    return id;
  };
  for (const _ of queue) midApply?.();
  await tx.execute(
    insertRowsSql(
      listingHistory,
      queue.map((q) => originRow(q.job, idFor(q), q.values)),
    ),
  );
  for (const q of queue) {
    results[q.index] = {
      status: "SUCCESS",
      errors: [],
      listingId: idFor(q),
      listingIdentity: q.prepared.identity,
    };
  }
}
