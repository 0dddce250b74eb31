import { LISTING_FIELDS } from "../../../common/listingFields/fieldRules";
import { DEAD_MESSAGE, IMPORTER_MAX_ATTEMPTS } from "../../services/importer/runImporterJob";
import { duplicate, failed, validationErrors } from "../../services/importer/stageTrail";
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

const SAMPLE_NOTES = [
  "Landlord will consider a 3-year term.",
  "Asking rent confirmed with the listing agent.",
  "Elevator modernisation finishes in March.",
  "",
  "Sublease: the tenant wants to be out by summer.",
  "",
  "Floor plan updated after the demising work.",
];

/** A seeded job's stage trail and errors as a run that ended in `status` leaves them (stageTrail.ts). */
function sampleRun(status: string | null, identity: string, fields: Record<string, unknown>) {
  if (status === null) return { lastStage: "queued", lastStageInput: null, errors: [] };
  if (status === "ERROR") {
    return {
      lastStage: "validate",
      lastStageInput: { fields },
      errors: failed(...validationErrors(LISTING_FIELDS, fields)).errors,
    };
  }
  if (status === "DUPLICATE") {
    return {
      lastStage: "duplicates",
      lastStageInput: { listingIdentity: identity, fields },
      errors: duplicate().errors,
    };
  }
  const changes = Object.entries(fields).map(([field, newValue]) => ({ field, oldValue: null, newValue }));
  return {
    lastStage: "apply",
    lastStageInput: { listingIdentity: identity, changes },
    errors: status === "DEAD" ? [{ error: DEAD_MESSAGE }] : [],
  };
}

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

  // A small importer history for /importer: finished jobs of every status and one still running.
  // Each names a real record and input, as the pipeline would have left it (services/importer/), so
  // the running one ends SUCCESS when the sweep runs it and a retried DEAD one applies.
  const sample = rng.sample(metas, Math.min(7, metas.length));
  const jobStatuses = ["SUCCESS", "SUCCESS", "SUCCESS", "ERROR", "DEAD", "DUPLICATE", null] as const;
  const jobRows: (typeof importerJobs.$inferInsert)[] = sample.map((meta, i) => {
    const status = jobStatuses[i];
    const createdAt = addDays(referenceDate, -i);
    const note = SAMPLE_NOTES[i];
    const fields =
      status === "ERROR"
        ? { squareFeet: 0 }
        : status === "DUPLICATE"
          ? { squareFeet: meta.squareFeet }
          : { brokerNotes: note };
    return {
      status,
      sourceName: i % 2 === 0 ? "broker-edit" : "Vendor CSV",
      recordType: "Listing" as const,
      recordId: meta.id,
      input: { fields },
      ...sampleRun(status, meta.identity, fields),
      listingIdentity: meta.identity,
      listingId: meta.id,
      attempts: status === null ? 0 : status === "DEAD" ? IMPORTER_MAX_ATTEMPTS : 1,
      createdById: rng.pick(brokerIds),
      createdAt,
      updatedAt: createdAt,
    };
  });
  // Two more failures, drawn from nothing random: a building change whose runs failed (DEAD; a retry
  // applies it) and a change to a listing that is gone (ERROR at match; a retry ends ERROR again).
  const [first] = sample;
  if (first) {
    const at = addDays(referenceDate, -7);
    const fields = {
      privateDescription: "Lobby renovation finishes in the spring; ask for the new floor plans.",
    };
    jobRows.push(
      {
        status: "DEAD",
        sourceName: "research-team",
        recordType: "Building",
        recordId: first.buildingId,
        input: { fields },
        ...sampleRun("DEAD", first.identity, fields),
        attempts: IMPORTER_MAX_ATTEMPTS,
        createdAt: at,
        updatedAt: at,
      },
      {
        status: "ERROR",
        sourceName: "broker-edit",
        recordType: "Listing",
        recordId: 2_000_000_000,
        input: { fields: { brokerNotes: "Tour booked for Tuesday." } },
        lastStage: "match",
        lastStageInput: { listingId: 2_000_000_000 },
        errors: [{ error: "Listing 2000000000 does not exist." }],
        attempts: 1,
        createdById: brokerIds[0] ?? null,
        createdAt: at,
        updatedAt: at,
      },
    );
  }
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
