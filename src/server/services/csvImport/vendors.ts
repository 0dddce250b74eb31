import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { csvImports } from "../../db/schema/csvImports";
import { vendors } from "../../db/schema/vendors";
import { VENDOR_SLUG } from "../admin/vendorAccounts";

export type VendorRow = typeof vendors.$inferSelect;
export type CsvImportRow = typeof csvImports.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function findVendorBySlug(db: Db, slug: string): Promise<VendorRow | null> {
  if (!VENDOR_SLUG.test(slug)) return null;
  const [row] = await db.select().from(vendors).where(eq(vendors.slug, slug));
  return row ?? null;
}

/** An import by its public id (the uuid: ids in URLs say nothing about how many imports exist). */
export async function findCsvImport(db: Db, uuid: string): Promise<CsvImportRow | null> {
  if (!UUID.test(uuid)) return null;
  const [row] = await db.select().from(csvImports).where(eq(csvImports.uuid, uuid.toLowerCase()));
  return row ?? null;
}
