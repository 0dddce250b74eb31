import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { floorAndSuiteSegment } from "../services/listings/listingPaths";
import { freshDatabase, testBackends } from "../testing/testServer";
import type { Database } from "./client";
import { floorSlugSql } from "./schema/floorSlugSql";

/** Every kind of label a feed or a broker writes, and the awkward ones. */
const LABELS = [
  "Floor 2, Suite 200",
  "floor-2-suite-200",
  "  FLOOR 2 / SUITE 200  ",
  "2nd Floor, Suite 205",
  "Ground Floor Retail",
  "Penthouse",
  "Unit A",
  "",
  "   ",
  "---",
  "Suite #12-B",
  "Rez-de-chaussée, Bureau 3",
  "Étage 4 — Suite Œuvre",
  "Straße 5 · Büro Ø",
  "STRASSE ẞ Æ Þ Ł Đ",
  "Mezzanine & Loft",
  "Tenant's Suite",
  "Tenant’s Suite No. 4.5",
  "Ｆｌｏｏｒ ３",
  "ﬁfth floor",
  "Ñandú 7",
  "İstanbul Ofis",
  "Suite 1\u0301A",
  "Floor 7 (duplicate 123)",
  "日本 Floor 8",
  "Кв 9",
];

/** The database's floor_slug and the URL's floor/suite segment agree on every label (issue 25). */
describe.each(testBackends())("floor_slug on $name", (backend) => {
  let database: Database;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const fresh = await freshDatabase(backend);
    database = fresh.database;
    drop = fresh.dropDatabase;
  });
  afterAll(async () => {
    await database?.close();
    await drop?.();
  });

  it("is the listing URL's floor/suite segment for every kind of label", async () => {
    for (const label of LABELS) {
      const result = await database.db.execute(sql`select ${floorSlugSql(sql`${label}::text`)} as slug`);
      const [row] = (result as unknown as { rows: { slug: string }[] }).rows;
      expect({ label, slug: row.slug }).toEqual({ label, slug: floorAndSuiteSegment(label) });
    }
  });
});
