import type { Db } from "../../db/client";
import type { BuildingCache } from "./buildingResolve";
import { runBuildingStages, runContactStages } from "./buildingStages";
import { type JobRow, runInsightStages, runListingStages } from "./listingStages";
import { runListingUpsertStages } from "./listingUpsertStages";
import { failed, type StageResult, type StageTrail } from "./stageTrail";

export { StageTrail } from "./stageTrail";

/** The stages of one job, by the type of record it changes. */
export function runStages(
  tx: Db,
  job: JobRow,
  trail: StageTrail,
  midApply?: () => void,
  /** Buildings already found in this transaction (a batch of CSV rows), by the row's building. */
  buildings?: BuildingCache,
): Promise<StageResult> {
  switch (job.recordType) {
    case "Listing":
      // No record id: create or update by building + floor/suite (listingUpsertStages.ts).
      return job.recordId === null
        ? runListingUpsertStages(tx, job, trail, midApply, buildings)
        : runListingStages(tx, job, trail, midApply);
    case "Building":
      return runBuildingStages(tx, job, trail, midApply);
    case "BrokerInsight":
      return runInsightStages(tx, job, trail, midApply);
    case "Contact":
      return runContactStages(tx, job, trail, midApply);
    default:
      return Promise.resolve(failed("The job names no record type."));
  }
}
