import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Json } from "../../testing/accountClient";
import { importerRoles } from "../../testing/importerRoles";
import { startTestServer, type TestServer, testBackends } from "../../testing/testServer";

const PREVIEW = `query P($s: ID!, $t: ID!) { buildingMergePreview(sourceId: $s, targetId: $t) {
  preview { listings collidingListings
    floorCollisions { floorAndSuite removedFloorAndSuite keptListingId removedListingId keptStatus removedStatus } }
  error { code } } }`;
const MERGE = `mutation M($s: ID!, $t: ID!) { mergeBuildings(sourceId: $s, targetId: $t) {
  building { id } error { code message } } }`;
const LISTING = `query L($id: ID!) { listing(id: $id) { id path floorAndSuite
  history { origin { sourceName } changes { sourceName fields { field oldValue newValue } } } } }`;

/** Issue 25: a building merge never leaves two listings with one URL. */
describe.each(testBackends())("merging buildings with a floor and suite in both on $name", (backend) => {
  let server: TestServer;
  let fx: Awaited<ReturnType<typeof importerRoles>>;
  const q = <T>(sql: string, values: unknown[] = []) =>
    server.database.query<T>(sql, values).then((r) => r.rows);
  const data = (body: Json, field: string) => (body.data as Json | null)?.[field] as Json;
  const get = (path: string) => fetch(`${server.url}${path}`, { redirect: "manual" });

  beforeAll(async () => {
    server = await startTestServer(backend, { listings: 40 });
    fx = await importerRoles(server);
  });
  afterAll(async () => {
    await server?.close();
  });

  /** Two buildings of one market, neither the importer fixture's. */
  async function pair() {
    const [row] = await q<{ source: number; target: number }>(
      `select min(id) as source, max(id) as target from (
         select id, market_id, count(*) over (partition by market_id) n from buildings where id <> $1) b
       where n >= 2 group by market_id order by market_id limit 1`,
      [Number(fx.buildingId)],
    );
    return row;
  }

  async function addListing(buildingId: number, floorAndSuite: string, source: string): Promise<number> {
    const [row] = await q<{ id: number }>(
      `insert into listings (identity, building_id, market_id, neighborhood_id, lat, lng, address,
         floor_and_suite, square_feet, status)
       select b.identity || '/merge-test-' || $2, b.id, b.market_id, b.neighborhood_id, b.lat, b.lng,
         b.address, $2, 2000, 'AVAILABLE' from buildings b where b.id = $1 returning id`,
      [buildingId, floorAndSuite],
    );
    await q(
      `insert into listing_history (listing_id, kind, source_name, fields) values
        ($1, 'ORIGIN', $2, '[]'), ($1, 'CHANGE', $2, '[{"field":"squareFeet","oldValue":1900,"newValue":2000}]')`,
      [row.id, source],
    );
    return row.id;
  }

  it("previews the floor and suite both have, then merges the two listings into one: histories, tourbook, survey answers and tour stops kept, the old URL 301s", async () => {
    const { source, target } = await pair();
    const kept = await addListing(target, "Floor 2, Suite 200", "kept feed");
    const removed = await addListing(source, "Floor 2, Suite 200", "removed feed");
    const keptBefore = data(await fx.call(LISTING, { id: String(kept) }, "admin"), "listing");
    const removedBefore = data(await fx.call(LISTING, { id: String(removed) }, "admin"), "listing");
    // Two buildings, one floor/suite each: the same URL but for the building's part.
    expect(removedBefore.path.split("/").at(-1)).toBe(keptBefore.path.split("/").at(-1));

    // Campaign A has both listings; campaign B only the removed one, with a survey answer and a tour stop.
    const [a, b] = await q<{ id: number }>(
      `insert into campaigns (display_name, identifier) values ('Merge A', 'MERGE-A'), ('Merge B', 'MERGE-B')
       returning id`,
    );
    const [keptEntry] = await q<{ id: number }>(
      "insert into campaign_listings (campaign_id, listing_id, stage) values ($1, $2, 'SAVED') returning id",
      [a.id, kept],
    );
    const [removedEntryA] = await q<{ id: number }>(
      "insert into campaign_listings (campaign_id, listing_id, stage) values ($1, $2, 'SUGGESTED') returning id",
      [a.id, removed],
    );
    const [removedEntryB] = await q<{ id: number }>(
      "insert into campaign_listings (campaign_id, listing_id) values ($1, $2) returning id",
      [b.id, removed],
    );
    const [surveyA] = await q<{ id: number }>(
      "insert into surveys (campaign_id, name) values ($1, 'A survey') returning id",
      [a.id],
    );
    // In campaign A's survey only the removed one's entry: it follows to the kept listing's entry.
    const [surveyListing] = await q<{ id: number }>(
      `insert into survey_listings (survey_id, listing_id, campaign_listing_id) values ($1, $2, $3) returning id`,
      [surveyA.id, removed, removedEntryA.id],
    );
    await q(
      "insert into survey_answers (survey_listing_id, user_id, rating, comment) values ($1, null, 'INTERESTED', 'Love it')",
      [surveyListing.id],
    );
    const [tourB] = await q<{ id: number }>(
      "insert into tours (campaign_id, name) values ($1, 'B tour') returning id",
      [b.id],
    );
    await q("insert into tour_listings (tour_id, listing_id, campaign_listing_id) values ($1, $2, $3)", [
      tourB.id,
      removed,
      removedEntryB.id,
    ]);
    await q(
      `insert into image_uploads (attached_to_kind, attached_to_id, status, is_cover, position)
       values ('LISTING', $1, 'READY', true, 0)`,
      [removed],
    );
    await q(
      "insert into notes (record_type, record_id, text) values ('Listing', $1, 'Ask about the terrace')",
      [removed],
    );

    const preview = data(
      await fx.call(PREVIEW, { s: String(source), t: String(target) }, "admin"),
      "buildingMergePreview",
    );
    expect(preview.error).toBeNull();
    expect(preview.preview.floorCollisions).toContainEqual({
      floorAndSuite: "Floor 2, Suite 200",
      removedFloorAndSuite: "Floor 2, Suite 200",
      keptListingId: String(kept),
      removedListingId: String(removed),
      keptStatus: "AVAILABLE",
      removedStatus: "AVAILABLE",
    });
    expect(preview.preview.collidingListings).toBe(preview.preview.floorCollisions.length);

    const merged = data(
      await fx.call(MERGE, { s: String(source), t: String(target) }, "admin"),
      "mergeBuildings",
    );
    expect(merged.error).toBeNull();

    // One listing at that URL: the kept one.
    expect(await q("select id from listings where id = $1", [removed])).toEqual([]);
    const atUrl = await q<{ id: number }>(
      "select id from listings where building_id = $1 and floor_slug = 'floor-2-suite-200'",
      [target],
    );
    expect(atUrl).toEqual([{ id: kept }]);
    const after = data(await fx.call(LISTING, { id: String(kept) }, "admin"), "listing");
    expect(after.path).toBe(keptBefore.path);
    // Both histories: the kept one's origin, the removed one's rows, and the merge itself.
    expect(after.history.origin.sourceName).toBe("kept feed");
    const sources = after.history.changes.map((c: Json) => c.sourceName);
    expect(sources.filter((s: string) => s === "removed feed")).toHaveLength(2);
    expect(sources.filter((s: string) => s === "kept feed")).toHaveLength(1);
    const merge = after.history.changes.find((c: Json) => c.fields[0]?.field === "mergedListing");
    expect(merge.fields[0].oldValue).toContain(`listing ${removed}`);

    // Campaign A keeps one entry (the kept listing's); B's entry, survey answer and tour stop name it now.
    expect(
      await q("select id, listing_id from campaign_listings where campaign_id = $1 order by id", [a.id]),
    ).toEqual([{ id: keptEntry.id, listing_id: kept }]);
    expect(await q("select id, listing_id from campaign_listings where campaign_id = $1", [b.id])).toEqual([
      { id: removedEntryB.id, listing_id: kept },
    ]);
    expect(
      await q<{ listing_id: number; campaign_listing_id: number; comment: string }>(
        `select s.listing_id, s.campaign_listing_id, a.comment from survey_listings s
         join survey_answers a on a.survey_listing_id = s.id where s.survey_id = $1`,
        [surveyA.id],
      ),
    ).toEqual([{ listing_id: kept, campaign_listing_id: keptEntry.id, comment: "Love it" }]);
    expect(await q("select listing_id from tour_listings where tour_id = $1", [tourB.id])).toEqual([
      { listing_id: kept },
    ]);
    const [moved] = await q<{ photos: number; covers: number; notes: number }>(
      `select (select count(*)::int from image_uploads where attached_to_kind = 'LISTING' and attached_to_id = $1) photos,
        (select count(*)::int from image_uploads where attached_to_kind = 'LISTING' and attached_to_id = $1 and is_cover) covers,
        (select count(*)::int from notes where record_type = 'Listing' and record_id = $1) notes`,
      [kept],
    );
    expect(moved).toEqual({ photos: 1, covers: 1, notes: 1 });

    // The removed listing's page answers 301 to the kept one, which opens.
    const res = await get(removedBefore.path);
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe(keptBefore.path);
    expect((await get(keptBefore.path)).status).toBe(200);
    const [audit] = await q<{ before: { mergedListings: Json[] } }>(
      "select before from audit_log where action = 'building.merge' order by id desc limit 1",
    );
    expect(audit.before.mergedListings).toContainEqual({
      floorAndSuite: "Floor 2, Suite 200",
      listingId: removed,
      into: kept,
    });
  });

  it("refuses, in the database, a second listing of a building at one URL", async () => {
    const [building] = await q<{ id: number }>("select id from buildings order by id limit 1");
    await addListing(building.id, "Floor 9, Suite 900", "a feed");
    // Another label, the same URL segment ("floor-9-suite-900").
    await expect(addListing(building.id, "floor 9 / suite 900", "a feed")).rejects.toThrow(
      /listings_building_floor_slug_key/,
    );
    // Another building may have it.
    const [other] = await q<{ id: number }>("select id from buildings where id <> $1 order by id limit 1", [
      building.id,
    ]);
    await expect(addListing(other.id, "Floor 9, Suite 900", "a feed")).resolves.toBeTypeOf("number");
  });
});
