import type { Db } from "../client";
import { importerJobs } from "../schema/importerJobs";
import { listingHistory } from "../schema/listingHistory";
import { brokerInsights } from "../schema/listings";
import { notes } from "../schema/notes";
import { inBatches } from "./batch";
import { bulkInsert } from "./bulkInsert";
import { brokerInsight } from "./describe";
import type { Random } from "./prng";
import { addDays } from "./util";

/** What later seed steps need to know about each inserted listing. */
export type ListingMeta = {
  id: number;
  identity: string;
  marketId: number;
  neighborhoodId: number | null;
  buildingId: number;
  status: string;
  squareFeet: number;
  psf: number;
  accuratePsf: number | null;
  createdAt: Date;
};

const ORIGIN_SOURCES = ["Vendor CSV", "Research team", "Broker upload", "Landlord feed"] as const;

/** Broker insights, listing history, importer jobs and notes on a sample of listings. */
export async function insertListingActivity(
  db: Db,
  rng: Random,
  metas: readonly ListingMeta[],
  brokerIds: readonly number[],
  referenceDate: Date,
): Promise<{ insights: number; history: number; importerJobs: number }> {
  const insightRows: (typeof brokerInsights.$inferInsert)[] = [];
  const historyRows: (typeof listingHistory.$inferInsert)[] = [];
  for (const meta of metas) {
    if (rng.chance(0.03)) {
      const at = addDays(referenceDate, -rng.int(0, 90));
      insightRows.push({
        listingId: meta.id,
        authorId: rng.pick(brokerIds),
        content: brokerInsight(rng, meta.psf),
        createdAt: at,
        updatedAt: at,
      });
    }
    if (rng.chance(0.05)) {
      const sourceName = rng.pick(ORIGIN_SOURCES);
      historyRows.push({
        listingId: meta.id,
        kind: "ORIGIN",
        sourceName,
        changedAt: meta.createdAt,
        fields: [],
        contacts: null,
        userId: null,
      });
      if (rng.chance(0.5)) {
        const oldPsf = Math.round(meta.psf * rng.float(1.03, 1.12));
        historyRows.push({
          listingId: meta.id,
          kind: "CHANGE",
          sourceName: rng.pick(["Broker edit", sourceName]),
          changedAt: addDays(referenceDate, -rng.int(1, 60)),
          fields: [
            {
              field: meta.accuratePsf === null ? "estimatedPsf" : "accuratePsf",
              oldValue: oldPsf,
              newValue: meta.psf,
            },
            ...(meta.status !== "VETTING"
              ? [{ field: "status", oldValue: "VETTING", newValue: meta.status }]
              : []),
          ],
          contacts: { created: [], updated: [], deleted: [] },
          userId: sourceName === "Broker upload" ? rng.pick(brokerIds) : null,
        });
      }
    }
  }
  await inBatches(insightRows, 2000, (batch) => bulkInsert(db, brokerInsights, batch));
  await inBatches(historyRows, 2000, (batch) => bulkInsert(db, listingHistory, batch));

  // A small importer history for /importer: a few finished jobs, failures and one still running.
  const sample = rng.sample(metas, Math.min(7, metas.length));
  const jobStatuses = ["SUCCESS", "SUCCESS", "SUCCESS", "ERROR", "DEAD", "DUPLICATE", null] as const;
  const jobRows = sample.map((meta, i) => {
    const status = jobStatuses[i];
    const createdAt = addDays(referenceDate, -i);
    return {
      status,
      sourceName: i % 2 === 0 ? "broker-edit" : "Vendor CSV",
      // The pipeline's stage names (services/importer/stageTrail.ts).
      lastStage:
        status === null
          ? "match"
          : status === "SUCCESS"
            ? "apply"
            : status === "DUPLICATE"
              ? "duplicates"
              : "validate",
      lastStageInput: { listingIdentity: meta.identity, squareFeet: meta.squareFeet },
      listingIdentity: meta.identity,
      listingId: status === "ERROR" || status === "DEAD" ? null : meta.id,
      errors:
        status === "ERROR"
          ? [{ error: "squareFeet must be a positive number" }]
          : status === "DEAD"
            ? [{ error: "The change could not be applied after 3 attempts." }]
            : status === "DUPLICATE"
              ? [{ error: "A listing with this identity already exists" }]
              : [],
      createdById: rng.pick(brokerIds),
      createdAt,
      updatedAt: createdAt,
    };
  });
  if (jobRows.length > 0) await db.insert(importerJobs).values(jobRows);

  const noted = rng.sample(metas, Math.min(5, metas.length));
  if (noted.length > 0) {
    await db.insert(notes).values(
      noted.map((meta, i) => ({
        recordType: "Listing" as const,
        recordId: meta.id,
        text: [
          "Called the agent: the landlord will consider a 3-year term.",
          "Client liked the light but worries about the elevator wait at 9am.",
          "Floor plan updated after the demising work; the old one had the wrong core.",
          "Confirmed availability with the listing department this morning.",
          "Asked for the electric cost per month; waiting to hear back.",
        ][i],
        authorId: rng.pick(brokerIds),
        createdAt: addDays(referenceDate, -i - 1),
        updatedAt: addDays(referenceDate, -i - 1),
      })),
    );
  }
  return { insights: insightRows.length, history: historyRows.length, importerJobs: jobRows.length };
}
