import DataLoader from "dataloader";
import { inArray } from "drizzle-orm";
import type { Db } from "../db/client";
import { completedUserTasks } from "../db/schema/users";
import { createSubjectLoaders } from "../policies/subjectLoaders";
import { latestCampaignsForUsers, toursForUsers } from "../services/campaignSummaries";
import { createListingLoaders } from "./listing/listingLoaders";

/** Per-request batch loaders: created in each request's context, never shared between requests. */
export function createLoaders(db: Db) {
  return {
    completedTasksByUser: new DataLoader<number, (typeof completedUserTasks.$inferSelect)[]>(async (ids) => {
      const rows = await db
        .select()
        .from(completedUserTasks)
        .where(inArray(completedUserTasks.userId, [...ids]));
      return ids.map((id) => rows.filter((r) => r.userId === id));
    }),
    latestCampaignByUser: new DataLoader((ids: readonly number[]) => latestCampaignsForUsers(db, ids)),
    toursByUser: new DataLoader((ids: readonly number[]) => toursForUsers(db, ids)),
    ...createListingLoaders(db),
    ...createSubjectLoaders(db),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
