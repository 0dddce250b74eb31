import { getTableName } from "drizzle-orm";
import { announceCatalogueChange } from "../../changes/catalogue";
import { hashPassword } from "../../services/password";
import type { FileStorage } from "../../storage/fileStorage";
import { tables } from "../allTables";
import type { Database, Db } from "../client";
import { buildingContactBuildings, buildingContacts, buildings } from "../schema/buildings";
import { listings } from "../schema/listings";
import { insertListingActivity, type ListingMeta } from "./activity";
import { inBatches } from "./batch";
import { planBuildings } from "./buildings";
import { bulkInsert } from "./bulkInsert";
import { planContacts } from "./contacts";
import { copyInsert, withoutIndexes } from "./copyRows";
import { insertDemoCampaigns } from "./demoCampaigns";
import { DEMO_PASSWORD, insertDemoUsers } from "./demoUsers";
import { insertDemoVendors } from "./demoVendors";
import { insertLeasingManagers } from "./leasingManagers";
import { generateListings, type ListingRow } from "./listings";
import { generateSeedMedia } from "./media/generateSeedMedia";
import { insertSeedMediaRows } from "./media/seedMediaRows";
import { createRandom } from "./prng";
import { insertResearchChecks } from "./researchChecks";
import { insertMarkets, type SeededMarket } from "./seedMarkets";

/** Fixed PRNG seed: the same listing count always produces the same data. */
export const SEED = 20_260_101;

/**
 * Dates (availability, updatedAt...) are relative to this fixed day rather than "now", so two runs
 * produce identical rows. Pass options.referenceDate to move the demo data in time.
 */
export const SEED_REFERENCE_DATE = new Date("2026-11-01T15:00:00.000Z");

export type SeedOptions = {
  listings: number;
  log?: (msg: string) => void;
  referenceDate?: Date;
  /**
   * The moment of seeding, which the tourbook's demo data (campaigns, survey, answers, the tour next
   * week) is relative to; the real clock unless a test fixes it.
   */
  now?: Date;
  /** Where the demo photos and floor plans are drawn (once; existing files are kept). Rows are inserted either way. */
  storage?: FileStorage;
};

/** True when the database holds no markets, i.e. it has never been seeded. */
export async function isDatabaseEmpty(database: Database): Promise<boolean> {
  const { rows } = await database.query<{ n: number }>("select count(*)::int as n from markets");
  return rows[0].n === 0;
}

/** Empties every application table (not pg-boss's or the migrator's) and resets identities. */
export async function truncateAllTables(database: Database): Promise<void> {
  const names = Object.values(tables).map((t) => `"${getTableName(t)}"`);
  await database.exec(`TRUNCATE TABLE ${names.join(", ")} RESTART IDENTITY CASCADE`);
}

// Rows per INSERT statement (each statement sends one JSON parameter, see bulkInsert).
const BATCH = 2000;
// Rows per COPY on PostgreSQL (about 25 MB of text for listings).
const COPY_BATCH = 20_000;

/**
 * Inserts the reference data every deployment needs, demo or not: the real markets, submarkets and
 * neighbourhoods of the city map. For an empty, migrated database.
 */
export async function seedReferenceData(database: Database, options: Pick<SeedOptions, "log"> = {}) {
  await database.db.transaction(async (tx) => {
    logMarkets(options.log, await insertMarkets(tx as Db));
    await announceCatalogueChange(database, { kind: "market" }, tx as Db);
  });
}

/**
 * Inserts the reference data and the demo data set (buildings, listings, media rows, the demo
 * accounts with the published password, campaigns) into an empty, migrated database, all in one
 * transaction. Only for demo mode and `npm run db:seed`.
 */
export async function seedDatabase(database: Database, options: SeedOptions): Promise<void> {
  const log = options.log ?? (() => {});
  const referenceDate = options.referenceDate ?? SEED_REFERENCE_DATE;
  const total = Math.max(0, Math.floor(options.listings));
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  if (options.storage) {
    const media = await generateSeedMedia(options.storage);
    log(`demo pictures: ${media.generated} drawn, ${media.kept} already there`);
  }

  await database.db.transaction(async (tx) => {
    const db = tx as Db;
    // PostgreSQL loads buildings, contacts and listings with COPY, and builds the listings' indexes
    // once they are all in (a million listings in about two minutes); PGlite inserts JSON batches.
    const copying = database.kind === "postgres";
    const insert = copying ? copyInsert : bulkInsert;
    const batchSize = copying ? COPY_BATCH : BATCH;
    const markets = await insertMarkets(db);
    logMarkets(log, markets);
    const userIds = await insertDemoUsers(db, markets, passwordHash, referenceDate);
    await insertDemoVendors(db, passwordHash, referenceDate);

    const plans = planBuildings(createRandom(SEED + 1), markets, total, referenceDate);
    const insertedBuildings = await inBatches(
      plans.map((p) => p.row),
      batchSize,
      (batch) => insert(db, buildings, batch, ["id", "identity"]),
    );
    const buildingIdByIdentity = new Map(
      insertedBuildings.map((b) => [b.identity as string, b.id as number]),
    );
    const buildingIds = plans.map((p) => buildingIdByIdentity.get(p.row.identity)!);
    log(`buildings: ${buildingIds.length}`);

    const { contacts, links } = planContacts(createRandom(SEED + 2), plans, referenceDate);
    // Identity values are drawn in insertion order, so ascending ids line up with the array.
    const contactIds = (
      await inBatches(
        contacts.map((c) => c.row),
        batchSize,
        (batch) => insert(db, buildingContacts, batch, ["id"]),
      )
    )
      .map((r) => r.id as number)
      .sort((a, b) => a - b);
    await inBatches(
      links.map((l) => ({ buildingId: buildingIds[l.buildingIndex], contactId: contactIds[l.contactIndex] })),
      batchSize,
      (batch) => insert(db, buildingContactBuildings, batch),
    );
    const contactsByBuilding = new Map<number, number[]>();
    for (const link of links) {
      const list = contactsByBuilding.get(link.buildingIndex) ?? [];
      list.push(contactIds[link.contactIndex]);
      contactsByBuilding.set(link.buildingIndex, list);
    }
    log(`building contacts: ${contactIds.length}`);

    const metas: ListingMeta[] = [];
    let batch: ListingRow[] = [];
    const flush = async (full: ListingRow[]) => {
      const inserted = await insert(db, listings, full, ["id", "identity"]);
      const ids = new Map(inserted.map((r) => [r.identity as string, r.id as number]));
      for (const row of full) {
        metas.push({
          id: ids.get(row.identity)!,
          identity: row.identity,
          marketId: row.marketId,
          neighborhoodId: row.neighborhoodId ?? null,
          buildingId: row.buildingId,
          status: row.status ?? "VETTING",
          squareFeet: row.squareFeet,
          psf: row.accuratePsf ?? row.estimatedPsf ?? 0,
          accuratePsf: row.accuratePsf ?? null,
          createdAt: row.createdAt ?? referenceDate,
        });
      }
    };
    const rows = generateListings(createRandom(SEED + 3), plans, {
      referenceDate,
      totalListings: total,
      buildingIds,
      contactsByBuilding,
    });
    const rebuildIndexes = copying ? await withoutIndexes(db, "listings") : null;
    // One batch is written while the next is drawn: the server ingests on one core while this
    // process generates on the other (it yields every 500 rows so the socket drains).
    let writing: Promise<void> = Promise.resolve();
    for (const row of rows) {
      batch.push(row);
      if (copying && batch.length % 500 === 0) await new Promise(setImmediate);
      if (batch.length >= batchSize) {
        const full = batch;
        batch = [];
        await writing;
        writing = flush(full);
        // Awaited before the next batch (which rethrows); never an unhandled rejection meanwhile.
        writing.catch(() => {});
      }
    }
    await writing;
    if (batch.length > 0) await flush(batch);
    await rebuildIndexes?.();
    log(`listings: ${metas.length}`);
    const rebuildMedia = copying
      ? [await withoutIndexes(db, "image_uploads"), await withoutIndexes(db, "floor_plans")]
      : [];
    const media = await insertSeedMediaRows(db);
    for (const rebuild of rebuildMedia) await rebuild();
    log(`photos: ${media.photos}, floor plans: ${media.floorPlans}`);

    const brokerIds = [...userIds].filter(
      ([email]) => !email.startsWith("client") && !email.startsWith("research"),
    );
    const activity = await insertListingActivity(
      db,
      createRandom(SEED + 4),
      metas,
      brokerIds.map(([, id]) => id),
      referenceDate,
    );
    log(`broker insights: ${activity.insights}, history rows: ${activity.history}`);
    const checks = await insertResearchChecks(
      db,
      metas,
      markets[0].id,
      userIds.get("research@squarely.test")!,
      referenceDate,
    );
    log(`research-team status checks: ${checks}`);

    const demo = await insertDemoCampaigns({
      db,
      rng: createRandom(SEED + 5),
      markets,
      userIds,
      metas,
      now: options.now ?? new Date(),
    });
    log(`campaigns: ${demo.campaigns}, featured listings: ${demo.featured}`);

    await insertLeasingManagers(
      db,
      markets,
      plans.map((p, i) => ({ id: buildingIds[i], marketId: p.row.marketId })),
      userIds.get("admin@squarely.test")!,
    );
    // Servers already running on this database (`npm run db:seed` on PostgreSQL) drop what they keep.
    await announceCatalogueChange(database, { kind: "all" }, db);
  });
  // Fresh statistics for the planner, and a visibility map so search counts are index-only scans.
  await database.exec("VACUUM (ANALYZE) listings, buildings, image_uploads, floor_plans");
}

function logMarkets(log: ((msg: string) => void) | undefined, markets: SeededMarket[]) {
  log?.(
    `markets: ${markets.length}, neighborhoods: ${markets.reduce((n, m) => n + m.neighborhoods.length, 0)}`,
  );
}
