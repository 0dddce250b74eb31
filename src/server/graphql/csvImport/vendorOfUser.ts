import { eq } from "drizzle-orm";
import { vendors } from "../../db/schema/vendors";
import type { UserRow } from "../../policies/policy";
import type { GraphQLContext } from "../context";

/** The vendor a user uploads CSVs for, or null. The caller has checked who may read it. */
export async function vendorOfUser(ctx: GraphQLContext, user: UserRow) {
  if (user.vendorId === null) return null;
  const [vendor] = await ctx.db.select().from(vendors).where(eq(vendors.id, user.vendorId));
  return vendor ?? null;
}
