import DataLoader from "dataloader";
import { inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { vendors } from "../../db/schema/vendors";
import type { UserRow } from "../../policies/policy";
import type { GraphQLContext } from "../context";

export type VendorRow = typeof vendors.$inferSelect;

/** Vendors by id, one statement for every user a request reads (user admin lists 50). */
export function createVendorLoader(db: Db) {
  return new DataLoader<number, VendorRow | null>(async (ids) => {
    const rows = await db
      .select()
      .from(vendors)
      .where(inArray(vendors.id, [...ids]));
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.map((id) => byId.get(id) ?? null);
  });
}

/** The vendor a user uploads CSVs for, or null. The caller has checked who may read it. */
export async function vendorOfUser(ctx: GraphQLContext, user: UserRow): Promise<VendorRow | null> {
  if (user.vendorId === null) return null;
  return ctx.loaders.vendorById.load(user.vendorId);
}
