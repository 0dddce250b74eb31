import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer, testBackends } from "../testing/testServer";
import { migrationsFolder } from "./client";

/** The hand-written part of the listing price migration: the backfill, then the CHECK constraint. */
function migrationStatements(): string[] {
  const file = fs.readdirSync(migrationsFolder).find((f) => f.endsWith("_listing_price_pairs.sql"));
  const text = fs.readFileSync(path.join(migrationsFolder, file as string), "utf8");
  return text
    .slice(text.indexOf("-- hand-written below"))
    .split("--> statement-breakpoint")
    .map((s) => s.trim())
    .filter((s) => s.replace(/^--.*$/gm, "").trim() !== "");
}

type Prices = {
  accurate_psf: string | null;
  accurate_monthly_price: string | null;
  estimated_psf: string | null;
  estimated_monthly_price: string | null;
};

/**
 * Issue 25: a listing's price per SF and monthly rent may not contradict each other. The migration
 * recomputes the derived figure of every stored pair, then a CHECK constraint refuses any write that
 * would store a contradictory one, whoever writes it.
 */
describe.each(testBackends())("listing price pairs on $name", (backend) => {
  let server: TestServer;
  const q = (text: string, params: unknown[] = []) => server.database.query(text, params);
  const prices = async (id: number) =>
    (
      await server.database.query<Prices>(
        "select accurate_psf::text, accurate_monthly_price::text, estimated_psf::text, estimated_monthly_price::text from listings where id = $1",
        [id],
      )
    ).rows[0];
  let ids: number[];

  beforeAll(async () => {
    server = await startTestServer(backend);
    ids = (
      await server.database.query<{ id: number }>("select id from listings order by id limit 4")
    ).rows.map((r) => r.id);
  });
  afterAll(async () => {
    await server?.close();
  });

  it("seeds only consistent pairs", async () => {
    // The constraint held for every seeded row; and the seed has both price models and both figures.
    const { rows } = await server.database.query<{ model: string; n: number }>(
      `select price_model as model, count(*)::int as n from listings
       where accurate_psf is not null and accurate_monthly_price is not null group by price_model`,
    );
    expect(rows.map((r) => r.model).sort()).toEqual(["PER_MONTH", "PER_SQUARE_FOOT"]);
  });

  it("refuses to store a contradictory pair, whoever writes it", async () => {
    await q(
      `update listings set price_model = 'PER_SQUARE_FOOT', square_feet = 4500, accurate_psf = 58,
         accurate_monthly_price = 21750, estimated_psf = null, estimated_monthly_price = null where id = $1`,
      [ids[0]],
    );
    // The bug of issue 25: the price per SF changed, the monthly rent left as it was.
    await expect(q("update listings set accurate_psf = 61 where id = $1", [ids[0]])).rejects.toThrow(
      /listings_price_pairs_check/,
    );
    await expect(q("update listings set square_feet = 5000 where id = $1", [ids[0]])).rejects.toThrow(
      /listings_price_pairs_check/,
    );
    await q("update listings set accurate_psf = 61, accurate_monthly_price = 22875 where id = $1", [ids[0]]);
    expect((await prices(ids[0])).accurate_monthly_price).toBe("22875.00");
  });

  it("recomputes every stored pair from its price model's figure, then adds the constraint", async () => {
    await q("alter table listings drop constraint listings_price_pairs_check");
    await q(
      `update listings set price_model = 'PER_SQUARE_FOOT', square_feet = 4500, accurate_psf = 61,
         accurate_monthly_price = 21750, estimated_psf = null, estimated_monthly_price = 20000 where id = $1`,
      [ids[1]],
    );
    await q(
      `update listings set price_model = 'PER_MONTH', square_feet = 1200, accurate_psf = 99,
         accurate_monthly_price = 12345.5, estimated_psf = 60, estimated_monthly_price = null where id = $1`,
      [ids[2]],
    );
    await q(
      `update listings set price_model = 'PER_SQUARE_FOOT', square_feet = 1, accurate_psf = null,
         accurate_monthly_price = 90000000, estimated_psf = null, estimated_monthly_price = null where id = $1`,
      [ids[3]],
    );
    for (const statement of migrationStatements()) await q(statement);

    // The model's figure kept, the other recomputed; a missing model figure converted from the other.
    expect(await prices(ids[1])).toEqual({
      accurate_psf: "61.00",
      accurate_monthly_price: "22875.00",
      estimated_psf: "53.33",
      estimated_monthly_price: "19999.00",
    });
    expect(await prices(ids[2])).toEqual({
      accurate_psf: "123.46",
      accurate_monthly_price: "12345.50",
      estimated_psf: "60.00",
      estimated_monthly_price: "6000.00",
    });
    // $1,080,000,000 a year per SF does not fit its column: the pair is cleared, not stored wrong.
    expect(await prices(ids[3])).toMatchObject({ accurate_psf: null, accurate_monthly_price: null });
    const { rows } = await server.database.query<{ n: number }>(
      "select count(*)::int as n from pg_constraint where conname = 'listings_price_pairs_check'",
    );
    expect(rows[0].n).toBe(1);
  });
});
