import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSession } from "../services/sessionService";
import { seededDatabase, testBackends } from "../testing/testServer";
import type { Database } from "./client";
import { rowFromJson, rowJson } from "./jsonRows";
import { analyticsEvents } from "./schema/analytics";
import { buildings } from "./schema/buildings";
import { listings } from "./schema/listings";
import { imageUploads } from "./schema/media";
import { sessions } from "./schema/sessions";
import { users } from "./schema/users";

/**
 * A row read as JSON must be the very row a typed read answers, column by column, on each backend:
 * every seeded listing, building, user, session and photo, and a listing with awkward values.
 */
describe.each(testBackends())("rows read as JSON on $name", (backend) => {
  let database: Database;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const fresh = await seededDatabase(backend);
    database = fresh.database;
    drop = fresh.dropDatabase;
    const [user] = await database.db.select().from(users).limit(1);
    await createSession(database.db, user.id);
    // Cents (a consistent PER_MONTH pair, issue 25), microseconds, quotes and commas in an array, nested JSON, text beyond ASCII, nulls.
    const [first] = await database.db
      .select({ id: listings.id })
      .from(listings)
      .orderBy(listings.id)
      .limit(1);
    await database.db.execute(sql`
      update listings set price_model = 'PER_MONTH', square_feet = 1200, accurate_monthly_price = 12345.5,
        accurate_psf = 123.46, estimated_monthly_price = 10, estimated_psf = 0.1,
        created_at = '2026-03-01 10:11:12.987654+00', amenities = array['a "quoted", one', 'b\\c', '{x}'],
        details = '{"nested": {"list": [1, "two", null]}, "s": "é ☃"}', description = 'Ünïcode ☃ "q" \\n',
        date_available = '2026-12-31', lease_term = null
      where id = ${first.id}`);
  }, 120_000);
  afterAll(async () => {
    await database?.close();
    await drop?.();
  });

  it.each([
    ["listings", listings, listings.id],
    ["buildings", buildings, buildings.id],
    ["users", users, users.id],
    ["sessions", sessions, sessions.idHash],
    ["image_uploads", imageUploads, imageUploads.id],
  ] as const)("reads every row of %s as a typed read does", async (_name, table, key) => {
    const typed = await database.db.select().from(table).orderBy(key);
    const fromJson = (
      await database.db
        .select({ row: rowJson(table) })
        .from(table)
        .orderBy(key)
    ).map((r) => rowFromJson(table, r.row));
    expect(typed.length).toBeGreaterThan(0);
    expect(fromJson).toStrictEqual(typed);
  });

  it("keeps the awkward listing's values", async () => {
    const [row] = await database.db
      .select({ row: rowJson(listings) })
      .from(listings)
      .where(eq(listings.accurateMonthlyPrice, 12345.5));
    const listing = rowFromJson(listings, row.row);
    expect(listing.amenities).toEqual(['a "quoted", one', "b\\c", "{x}"]);
    expect(listing.createdAt.toISOString()).toBe("2026-03-01T10:11:12.987Z");
    expect(listing.details).toEqual({ nested: { list: [1, "two", null] }, s: "é ☃" });
    expect(listing.estimatedPsf).toBe(0.1);
    expect(listing.dateAvailable).toBe("2026-12-31");
  });

  it("refuses a table with a column whose JSON form could differ", () => {
    expect(() => rowJson(analyticsEvents)).toThrow(/not read as JSON/);
  });
});
