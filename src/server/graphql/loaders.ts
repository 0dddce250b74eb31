import DataLoader from "dataloader";
import type { Db } from "../db/client";
import { createSubjectLoaders } from "../policies/subjectLoaders";
import { userSummaries } from "../services/userSummaries";
import { createVendorLoader } from "./csvImport/vendorOfUser";
import { createListingLoaders } from "./listing/listingLoaders";

/** Per-request batch loaders: created in each request's context, never shared between requests. */
export function createLoaders(db: Db) {
  return {
    /** A user's tasks, tours and latest campaign: one statement for the three fields. */
    summaryByUser: new DataLoader((ids: readonly number[]) => userSummaries(db, ids)),
    /** A user's vendor (User.vendor), for every user of a list at once. */
    vendorById: createVendorLoader(db),
    ...createListingLoaders(db),
    ...createSubjectLoaders(db),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
