import type { Db } from "../client";
import { users } from "../schema/users";
import { vendors } from "../schema/vendors";

/** The demo vendor, whose upload page is /acme-feeds/csv-upload. */
export const DEMO_VENDOR = { slug: "acme-feeds", name: "Acme Feeds" } as const;

/** The demo vendor's user: signs in with the demo password and uploads for Acme Feeds only. */
export const DEMO_VENDOR_USER = {
  email: "vendor@squarely.test",
  firstName: "Vic",
  lastName: "Vendor",
  companyName: "Acme Feeds",
} as const;

/** Inserts the demo vendor and its user (demo mode and `npm run db:seed` only). */
export async function insertDemoVendors(db: Db, passwordHash: string, referenceDate: Date): Promise<void> {
  const [vendor] = await db.insert(vendors).values(DEMO_VENDOR).returning({ id: vendors.id });
  await db.insert(users).values({
    ...DEMO_VENDOR_USER,
    passwordHash,
    isRenter: false,
    isVerified: true,
    confirmedAt: referenceDate,
    vendorId: vendor.id,
    createdAt: referenceDate,
    updatedAt: referenceDate,
  });
}
