import { describe, expect, it } from "vitest";
import { testBackends } from "../../testing/testServer";
import { insertImporterJob } from "./createImporterJob";
import { listingUpsertWorld } from "./listingUpsertTestSupport";
import { runImporterJob, runImporterJobInline } from "./runImporterJob";
import { runImporterJobBatch } from "./runImporterJobBatch";

/** The listing-creation contract (listingUpsertStages.ts): record id null, { building, fields }. */
describe.each(testBackends())("listing upsert jobs on $name", (backend) => {
  const { t, q, job, statusOf } = listingUpsertWorld(backend);

  it("creates the building at its ZIP's centre and the listing with an ORIGIN row, then matches both", async () => {
    const input = {
      building: {
        address: "1 Market Street",
        city: "San Francisco",
        state: "ca",
        zip: "94105",
        propertyName: null,
      },
      fields: { floorAndSuite: "Floor 3", squareFeet: 3200, status: "AVAILABLE" },
    };
    const first = await job(input);
    expect(await runImporterJobInline(t.server.database, first)).toBe("SUCCESS");
    const { listing_id } = await statusOf(first);
    const [row] = await q<{ identity: string; lat: number; status: string; market: string }>(
      `select l.identity, b.lat, l.status, m.slug as market from listings l
       join buildings b on b.id = l.building_id join markets m on m.id = l.market_id where l.id = $1`,
      [listing_id],
    );
    expect(row).toMatchObject({
      identity: "ca/san-francisco/94105/1-market-street/floor-3",
      status: "AVAILABLE",
    });
    expect(row.lat).toBeCloseTo(37.79, 1);
    expect(
      await q("select kind, source_name from listing_history where listing_id = $1", [listing_id]),
    ).toEqual([{ kind: "ORIGIN", source_name: "Some Feed" }]);
    // The same content again changes nothing; a retry of an ended job is skipped.
    const again = await job(input);
    expect(await runImporterJobInline(t.server.database, again)).toBe("DUPLICATE");
    expect(await runImporterJob(t.server.database, first)).toBe("ended");
    // A new value is a CHANGE on the same listing.
    const change = await job({ ...input, fields: { ...input.fields, squareFeet: 3300 } });
    expect(await runImporterJobInline(t.server.database, change)).toBe("SUCCESS");
    expect((await statusOf(change)).listing_id).toBe(listing_id);
    expect(
      (await q<{ n: number }>("select count(*)::int n from buildings where address = '1 Market Street'"))[0]
        .n,
    ).toBe(1);
  });

  it("creates a listing of the row's kind of space, and a known listing keeps its own", async () => {
    const input = {
      building: {
        address: "20 Retail Row",
        city: "San Francisco",
        state: "ca",
        zip: "94105",
        propertyName: null,
      },
      fields: { floorAndSuite: "Ground floor", squareFeet: 1800 },
      propertyType: "retail",
    };
    const first = await job(input);
    expect(await runImporterJobInline(t.server.database, first)).toBe("SUCCESS");
    const { listing_id } = await statusOf(first);
    const kindOf = async () =>
      (
        await q<{ property_type: string }>("select property_type from listings where id = $1", [listing_id])
      )[0].property_type;
    expect(await kindOf()).toBe("retail");
    const later = await job({
      ...input,
      propertyType: "industrial",
      fields: { ...input.fields, squareFeet: 1900 },
    });
    expect(await runImporterJobInline(t.server.database, later)).toBe("SUCCESS");
    expect(await kindOf()).toBe("retail");
    const wrong = await job({ ...input, propertyType: "warehouse" });
    expect(await runImporterJobInline(t.server.database, wrong)).toBe("ERROR");
    expect((await statusOf(wrong)).errors.map((e) => e.error).join(" ")).toContain(
      "propertyType: Enter one of",
    );
  });

  it("matches a merged building's alias identity instead of creating it again", async () => {
    const [b] = await q<{ id: number; market_id: number; slug: string }>(
      "select b.id, b.market_id, m.slug from buildings b join markets m on m.id = b.market_id where m.slug = 'new-york' order by b.id limit 1",
    );
    await q(
      `insert into building_aliases (building_id, market_id, slug, identity, former_building_id)
       values ($1, $2, '99-gone-street', 'ny/new-york/10001/99-gone-street', 999999)`,
      [b.id, b.market_id],
    );
    const id = await job({
      building: {
        address: "99 Gone Street",
        city: "Manhattan",
        state: "ny",
        zip: "10001",
        propertyName: null,
      },
      fields: { floorAndSuite: "Suite 5", squareFeet: 800 },
    });
    expect(await runImporterJobInline(t.server.database, id)).toBe("SUCCESS");
    const [listing] = await q<{ building_id: number }>(
      "select l.building_id from listings l join importer_jobs j on j.listing_id = l.id where j.id = $1",
      [id],
    );
    expect(listing.building_id).toBe(b.id);
  });

  it("tells one street address in two ZIPs of a market apart by its ZIP, and refuses an unknown ZIP", async () => {
    const at = (zip: string) =>
      job({
        building: { address: "5 Twin Street", city: "New York", state: "ny", zip, propertyName: null },
        fields: { floorAndSuite: "Suite 1", squareFeet: 100 },
      });
    const ids = [await at("10001"), await at("10016"), await at("10016")];
    expect([...(await runImporterJobBatch(t.server.database, ids)).values()]).toEqual([
      "SUCCESS",
      "SUCCESS",
      "DUPLICATE",
    ]);
    expect(
      await q(
        "select slug, zip, neighborhood_id is not null as placed from buildings where address = '5 Twin Street' order by id",
      ),
    ).toEqual([
      { slug: "5-twin-street", zip: "10001", placed: true },
      { slug: "5-twin-street-10016", zip: "10016", placed: true },
    ]);
    const unknown = await at("00000");
    expect(await runImporterJobInline(t.server.database, unknown)).toBe("ERROR");
    expect((await statusOf(unknown)).errors).toEqual([
      { error: "zip: ZIP code 00000 is not a known US ZIP code." },
    ]);
  });

  it("refuses bad fields and an unknown building id with messages, changing nothing", async () => {
    const bad = await job({
      building: { buildingId: 1 },
      fields: { floorAndSuite: "Suite 9", squareFeet: -4 },
    });
    expect(await runImporterJobInline(t.server.database, bad)).toBe("ERROR");
    expect((await statusOf(bad)).errors).toEqual([
      { error: "squareFeet: Enter a number from 1 to 10,000,000." },
    ]);
    const gone = await job({
      building: { buildingId: 99999999 },
      fields: { floorAndSuite: "Suite 9", squareFeet: 40 },
    });
    expect(await runImporterJobInline(t.server.database, gone)).toBe("ERROR");
    expect((await statusOf(gone)).errors).toEqual([
      { error: "buildingId: Building 99999999 does not exist." },
    ]);
    const nothing = await job({ fields: {} });
    expect(await runImporterJobInline(t.server.database, nothing)).toBe("ERROR");
  });

  it("matches a listing by its URL, not its label's case, and refuses a change that would give one URL two listings (issue 25)", async () => {
    const [building] = await q<{ id: number }>("select id from buildings order by id limit 1");
    // Listings whose identity is not made from their label (the seed's private floors, a merged building's).
    const at = async (floorAndSuite: string) =>
      (
        await q<{ id: number }>(
          `insert into listings (identity, building_id, market_id, lat, lng, address, floor_and_suite, square_feet)
           select 'elsewhere/' || $2, b.id, b.market_id, b.lat, b.lng, b.address, $2, 1000
           from buildings b where b.id = $1 returning id`,
          [building.id, floorAndSuite],
        )
      )[0].id;
    const suite400 = await at("Floor 4, Suite 400");
    const suite500 = await at("Floor 5, Suite 500");
    const count = async (slug: string) =>
      (
        await q<{ n: number }>(
          "select count(*)::int n from listings where building_id = $1 and floor_slug = $2",
          [building.id, slug],
        )
      )[0].n;

    // "floor 4 / suite 400" is the same URL: the research team's "Add a listing" is a DUPLICATE...
    const added = await job({
      building: { buildingId: building.id },
      fields: { floorAndSuite: "floor 4 / suite 400", squareFeet: 1000 },
      createOnly: true,
    });
    expect(await runImporterJobInline(t.server.database, added)).toBe("DUPLICATE");
    expect(await statusOf(added)).toMatchObject({
      listing_id: suite400,
      errors: [{ error: "This building already has a listing at Floor 4, Suite 400." }],
    });
    // ...and a feed's row changes that listing, alone or in a batch: never a second listing there.
    const single = await job({
      building: { buildingId: building.id },
      fields: { floorAndSuite: "FLOOR 4 - SUITE 400", squareFeet: 1100 },
    });
    expect(await runImporterJobInline(t.server.database, single)).toBe("SUCCESS");
    expect((await statusOf(single)).listing_id).toBe(suite400);
    const batch = [
      await job({
        building: { buildingId: building.id },
        fields: { floorAndSuite: "Floor 5 Suite 500", squareFeet: 1200 },
      }),
      await job({
        building: { buildingId: building.id },
        fields: { floorAndSuite: "Floor 6, Suite 600", squareFeet: 1300 },
      }),
      await job({
        building: { buildingId: building.id },
        fields: { floorAndSuite: "floor 6 suite 600.", squareFeet: 1400 },
      }),
    ];
    expect([...(await runImporterJobBatch(t.server.database, batch)).values()]).toEqual([
      "SUCCESS",
      "SUCCESS",
      "SUCCESS",
    ]);
    expect((await statusOf(batch[0])).listing_id).toBe(suite500);
    expect((await statusOf(batch[2])).listing_id).toBe((await statusOf(batch[1])).listing_id);
    expect([
      await count("floor-4-suite-400"),
      await count("floor-5-suite-500"),
      await count("floor-6-suite-600"),
    ]).toEqual([1, 1, 1]);

    // Renaming one listing to another's floor and suite is a row error that names it; nothing changes.
    const rename = await insertImporterJob(t.server.database.db, {
      recordType: "Listing",
      recordId: suite500,
      input: { fields: { floorAndSuite: "Floor 4 Suite 400" } },
      sourceName: "Some Feed",
      createdById: null,
    });
    expect(await runImporterJobInline(t.server.database, rename)).toBe("ERROR");
    expect((await statusOf(rename)).errors).toEqual([
      {
        error:
          "floorAndSuite: This building already has a listing at FLOOR 4 - SUITE 400. Change that listing instead.",
      },
    ]);
    expect(await q("select floor_and_suite from listings where id = $1", [suite500])).toEqual([
      { floor_and_suite: "Floor 5 Suite 500" },
    ]);
  });
});
