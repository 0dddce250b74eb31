import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { users } from "../../db/schema/users";
import { vendors } from "../../db/schema/vendors";
import type { SignedInViewer, UserRow } from "../../policies/policy";
import { type AccountDeps, type AccountResult, fail, ok } from "../accountResult";
import { recordAudit } from "./auditLog";

export type VendorRow = typeof vendors.$inferSelect;

/** Vendors user admin lists at most (by name). */
export const ADMIN_VENDORS_MAX = 200;

/** The {vendor} of /{vendor}/csv-upload: what findVendorBySlug accepts. */
export const VENDOR_SLUG = /^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$/;
export const VENDOR_SLUG_MESSAGE =
  "Use lower-case letters, digits and hyphens (at most 64), starting and ending with a letter or digit.";

export function listAdminVendors(db: Db): Promise<VendorRow[]> {
  return db.select().from(vendors).orderBy(asc(vendors.name), asc(vendors.id)).limit(ADMIN_VENDORS_MAX);
}

/**
 * A new vendor (admins): its name, the slug of its upload page and whether its new listings skip the
 * research team's review. A slug in use is refused with its own message. Audited.
 */
export async function createVendor(
  deps: AccountDeps,
  viewer: SignedInViewer,
  input: { name: string; slug: string; trusted: boolean },
): Promise<AccountResult<VendorRow>> {
  const outcome = await deps.database.db.transaction(async (tx) => {
    const [taken] = await tx.select({ id: vendors.id }).from(vendors).where(eq(vendors.slug, input.slug));
    if (taken) return null;
    const [created] = await tx.insert(vendors).values(input).onConflictDoNothing().returning();
    if (!created) return null;
    await recordAudit(tx, viewer.user, {
      action: "vendor.create",
      subjectKind: "vendor",
      subjectId: created.id,
      after: { name: created.name, slug: created.slug, trusted: created.trusted },
    });
    return created;
  });
  if (!outcome) return fail("INVALID_INPUT", "Another vendor has this address already.", "slug");
  deps.log.info({ event: "vendor_created", actorId: viewer.user.id, vendorId: outcome.id });
  return ok(outcome);
}

/** Trusts a vendor to publish its new listings directly, or sends them to review again. Audited. */
export async function setVendorTrusted(
  deps: AccountDeps,
  viewer: SignedInViewer,
  input: { vendorId: number; trusted: boolean },
): Promise<AccountResult<VendorRow>> {
  const updated = await deps.database.db.transaction(async (tx) => {
    const [before] = await tx.select().from(vendors).where(eq(vendors.id, input.vendorId)).for("update");
    if (!before || before.trusted === input.trusted) return before ?? null;
    const [after] = await tx
      .update(vendors)
      .set({ trusted: input.trusted })
      .where(eq(vendors.id, input.vendorId))
      .returning();
    await recordAudit(tx, viewer.user, {
      action: "vendor.setTrusted",
      subjectKind: "vendor",
      subjectId: input.vendorId,
      before: { trusted: before.trusted },
      after: { trusted: after.trusted },
    });
    return after;
  });
  if (!updated) return fail("INVALID_INPUT", "There is no such vendor.", "vendorId");
  return ok(updated);
}

/**
 * Links a user to the vendor they upload CSVs for, or (null) unlinks them. A user uploads for one
 * vendor at most. Audited with the vendor before and after.
 */
export async function setUserVendor(
  deps: AccountDeps,
  viewer: SignedInViewer,
  input: { userId: number; vendorId: number | null },
): Promise<AccountResult<UserRow>> {
  const outcome = await deps.database.db.transaction(async (tx) => {
    if (input.vendorId !== null) {
      const [vendor] = await tx
        .select({ id: vendors.id })
        .from(vendors)
        .where(eq(vendors.id, input.vendorId));
      if (!vendor) return fail("INVALID_INPUT", "There is no such vendor.", "vendorId");
    }
    const [before] = await tx.select().from(users).where(eq(users.id, input.userId)).for("update");
    if (!before) return fail("INVALID_INPUT", "There is no such user.", "userId");
    if (before.vendorId === input.vendorId) return ok(before);
    const [after] = await tx
      .update(users)
      .set({ vendorId: input.vendorId, updatedAt: new Date() })
      .where(eq(users.id, input.userId))
      .returning();
    await recordAudit(tx, viewer.user, {
      action: "user.setVendor",
      subjectKind: "user",
      subjectId: input.userId,
      before: { vendorId: before.vendorId },
      after: { vendorId: after.vendorId },
    });
    return ok(after);
  });
  if (outcome.ok) {
    deps.log.info({ event: "user_vendor_set", actorId: viewer.user.id, userId: input.userId });
  }
  return outcome;
}
