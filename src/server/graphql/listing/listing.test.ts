import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Json } from "../../testing/accountClient";
import { sessionCookieFor } from "../../testing/sessions";
import { startTestServer, type TestServer, testBackends } from "../../testing/testServer";
import { buildSchema } from "../schema";

const CARD = `id status address floorAndSuite squareFeet psf path
  photos { id url thumbnailUrl width height alt }
  floorPlanCollection { id floorPlans { url width height alt } }
  building { id path slug zip photos { url } availableListings { id status } }
  neighborhood { slug } market { slug }`;

const BY_PATH = `query ByPath($state: String!, $city: String!, $zip: String!, $neighborhood: String!,
    $address: String!, $floorAndSuite: String!) {
  listingByPath(state: $state, city: $city, zip: $zip, neighborhood: $neighborhood, address: $address,
    floorAndSuite: $floorAndSuite) { id path }
  buildingByPath(state: $state, city: $city, zip: $zip, neighborhood: $neighborhood, address: $address) { id path }
  buildingByShortPath(state: $state, city: $city, address: $address) { id }
}`;

/** Sub-selections for the broker-only fields that are objects. */
const BROKER_SELECTIONS: Record<string, string> = {
  brokerInsights: "brokerInsights { id content author { displayName } updatedAt }",
  history: `history { origin { sourceName createdAt } changes { sourceName changedAt
    fields { field oldValue newValue } contacts { created updated deleted } subleaseContact } }`,
  subleaseContact: "subleaseContact { id email phone displayName firstName lastName }",
  contacts: "contacts { displayName email title companyName phone phoneType cellPhone contactType }",
  sharedNotes: "sharedNotes { id text author { displayName } file { url } }",
};

/** Fields the SDL marks "Broker only." on a type: the test covers whatever the contract says. */
function brokerOnlyFields(typeName: "Listing" | "Building"): string[] {
  const type = buildSchema().getType(typeName) as unknown as {
    getFields(): Record<string, { description?: string | null }>;
  };
  return Object.entries(type.getFields())
    .filter(([, f]) => f.description?.startsWith("Broker only"))
    .map(([name]) => name);
}

const pathArgs = (path: string) => {
  const [, , state, city, zip, neighborhood, address, floorAndSuite] = path.split("/");
  return { state, city, zip, neighborhood, address, floorAndSuite };
};

describe.each(testBackends())("listings and buildings on $name", (backend) => {
  let server: TestServer;
  let privateListingId: number;
  let privateBuildingId: number;
  let vettingId: number;
  let privateIdentity: { identity: string; floorAndSuite: string };
  const cookies: Record<string, string> = {};

  beforeAll(async () => {
    server = await startTestServer(backend, { listings: 240 });
    const q = server.database.query.bind(server.database);
    const { rows } = await q<{ id: number; building_id: number }>(
      `select l.id, l.building_id from listings l join markets m on m.id = l.market_id
       where l.status = 'AVAILABLE' and m.slug = 'new-york' order by l.id limit 1`,
    );
    privateListingId = rows[0].id;
    privateBuildingId = rows[0].building_id;
    const stored = await q<{ identity: string; floor_and_suite: string }>(
      "select identity, floor_and_suite from listings where id = $1",
      [privateListingId],
    );
    privateIdentity = { identity: stored.rows[0].identity, floorAndSuite: stored.rows[0].floor_and_suite };
    // Give one listing and its building a value in every broker-only field.
    const contact = await q<{ id: number }>(
      `insert into building_contacts (display_name, first_name, last_name, email, phone, phone_type, contact_type, title, company_name, cell_phone)
       values ('Dana Broker', 'Dana', 'Broker', 'dana@agent.example.com', '(212) 555-0199', 'personal', 'BUILDING_AGENT', 'Agent', 'Agency', '(917) 555-0100')
       returning id`,
    );
    await q("insert into building_contact_buildings (building_id, contact_id) values ($1, $2)", [
      privateBuildingId,
      contact.rows[0].id,
    ]);
    await q(
      `update listings set private_floor = '7', private_suite = '710', private_description = 'Landlord flexible on term',
         broker_notes = 'Call Dana first', details = '{"ceilingHeightFt": 12}', sublease_contact_id = $2 where id = $1`,
      [privateListingId, contact.rows[0].id],
    );
    await q("update buildings set private_description = 'Owner wants credit tenants' where id = $1", [
      privateBuildingId,
    ]);
    await q(
      `insert into broker_insights (listing_id, author_id, content)
       values ($1, (select id from users where email = 'broker@squarely.test'), 'Priced 5% above the street')`,
      [privateListingId],
    );
    await q(
      `insert into listing_history (listing_id, kind, source_name, fields) values
         ($1, 'ORIGIN', 'Vendor CSV', '[]'),
         ($1, 'CHANGE', 'Broker edit', '[{"field": "accuratePsf", "oldValue": 80, "newValue": 75}]')`,
      [privateListingId],
    );
    const vetting = await q<{ id: number }>(
      "select id from listings where status = 'VETTING' order by id limit 1",
    );
    vettingId = vetting.rows[0].id;
    for (const who of ["client", "broker", "admin", "research"]) {
      cookies[who] = await sessionCookieFor(server.database, `${who}@squarely.test`);
    }
  });
  afterAll(async () => {
    await server?.close();
  });

  async function gql(query: string, variables: Record<string, unknown> = {}, cookie?: string): Promise<Json> {
    const body: Json = await (await server.graphql({ query, variables }, { cookie })).json();
    expect(body.errors).toBeUndefined();
    return body.data;
  }

  it("reads a listing by id with photos, floor plan, building and canonical paths", async () => {
    const { listing } = await gql(`query($id: ID!) { listing(id: $id) { ${CARD} } }`, {
      id: String(privateListingId),
    });
    expect(listing.id).toBe(String(privateListingId));
    expect(listing.photos).toHaveLength(3);
    for (const p of listing.photos) {
      expect(p.url).toMatch(/^\/uploads\/seed\/photo-\d\d\.webp$/);
      expect(p.thumbnailUrl).toMatch(/^\/uploads\/seed\/photo-\d\d-thumb\.webp$/);
      expect(p).toMatchObject({ width: 1200, height: 800 });
      expect(p.alt.length).toBeGreaterThan(10);
    }
    expect(new Set(listing.photos.map((p: Json) => p.url)).size).toBe(3);
    expect(listing.floorPlanCollection === null).toBe(privateListingId % 2 === 1);
    expect(listing.building.photos).toHaveLength(2);
    expect(listing.path).toBe(
      `/listings/ny/new-york/${listing.building.zip}/${listing.neighborhood.slug}/${listing.building.slug}/${listing.path.split("/").pop()}`,
    );
    expect(listing.building.path).toBe(
      listing.path.split("/").slice(0, 7).join("/").replace("/listings/", "/buildings/"),
    );
    expect(listing.building.availableListings.every((l: Json) => l.status === "AVAILABLE")).toBe(true);
    expect((await gql(`{ listing(id: "999999") { id } }`)).listing).toBeNull();
    expect((await gql(`{ listing(id: "abc") { id } }`)).listing).toBeNull();
  });

  it("gives the first photos of each listing with photos(first:), in order, and refuses a count outside 1–50", async () => {
    const ids = [privateListingId, privateListingId + 1, privateListingId + 2].map(String);
    const all = await gql(
      `query($a: ID!, $b: ID!, $c: ID!) {
      a: listing(id: $a) { id photos { id } } b: listing(id: $b) { id photos { id } } c: listing(id: $c) { id photos { id } } }`,
      { a: ids[0], b: ids[1], c: ids[2] },
    );
    const firstTwo = await gql(
      `query($a: ID!, $b: ID!, $c: ID!) {
      a: listing(id: $a) { id photos(first: 2) { id } } b: listing(id: $b) { id photos(first: 2) { id } }
      c: listing(id: $c) { id photos(first: 2) { id } } }`,
      { a: ids[0], b: ids[1], c: ids[2] },
    );
    for (const key of ["a", "b", "c"]) {
      if (all[key] === null) continue;
      expect(firstTwo[key].photos).toEqual(all[key].photos.slice(0, 2));
    }
    for (const first of [0, 51]) {
      const res = await server.graphql({
        query: `{ listing(id: "${ids[0]}") { photos(first: ${first}) { id } } }`,
      });
      const body: Json = await res.json();
      expect(body.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    }
  });

  it("finds the listing and building again from the paths it gives, and nothing when a segment is wrong", async () => {
    const { listing } = await gql(`query($id: ID!) { listing(id: $id) { id path building { id path } } }`, {
      id: String(privateListingId),
    });
    const args = pathArgs(listing.path);
    const found = await gql(BY_PATH, args);
    expect(found.listingByPath).toEqual({ id: listing.id, path: listing.path });
    expect(found.buildingByPath).toEqual(listing.building);
    expect(found.buildingByShortPath).toEqual({ id: listing.building.id });
    expect(
      (await gql(BY_PATH, { ...args, state: "NY", address: args.address.toUpperCase() })).listingByPath?.id,
    ).toBe(listing.id);
    for (const wrong of [
      { zip: "99999" },
      { neighborhood: "atlantis" },
      { city: "boston", state: "ma" },
      { floorAndSuite: "floor-999" },
    ]) {
      const result = await gql(BY_PATH, { ...args, ...wrong });
      expect(result.listingByPath, JSON.stringify(wrong)).toBeNull();
    }
    expect((await gql(BY_PATH, { ...args, zip: "99999" })).buildingByPath).toBeNull();
    const spaced = await gql(
      `{ buildingByShortPath(state: "ny", city: "new-york", address: "${args.address.replace(/-/g, " ")}") { id } }`,
    );
    expect(spaced.buildingByShortPath).toEqual({ id: listing.building.id });
  });

  it("hides a listing that is not AVAILABLE from everyone but brokers and admins", async () => {
    const query = `query($id: ID!) { listing(id: $id) { id status path } }`;
    const variables = { id: String(vettingId) };
    expect((await gql(query, variables)).listing).toBeNull();
    expect((await gql(query, variables, cookies.client)).listing).toBeNull();
    const seen = (await gql(query, variables, cookies.broker)).listing;
    expect(seen).toMatchObject({ id: String(vettingId), status: "VETTING" });
    expect((await gql(query, variables, cookies.admin)).listing.status).toBe("VETTING");
    const args = pathArgs(seen.path);
    expect((await gql(BY_PATH, args, cookies.client)).listingByPath).toBeNull();
    expect((await gql(BY_PATH, args, cookies.broker)).listingByPath.id).toBe(String(vettingId));
  });

  it("resolves every broker-only field of Listing and Building to null for clients and visitors", async () => {
    const listingFields = brokerOnlyFields("Listing");
    const buildingFields = brokerOnlyFields("Building");
    expect(listingFields).toEqual(
      expect.arrayContaining([
        "privateFloor",
        "privateSuite",
        "privateDescription",
        "brokerNotes",
        "brokerInsights",
        "history",
        "subleaseContact",
        "details",
      ]),
    );
    expect(buildingFields).toEqual(expect.arrayContaining(["privateDescription", "contacts"]));
    const select = (fields: string[]) => fields.map((f) => BROKER_SELECTIONS[f] ?? f).join("\n");
    const query = `query($id: ID!) { listing(id: $id) { id ${select(listingFields)}
      building { id ${select(buildingFields)} }
      sameBuildingListings { id brokerNotes } } }`;
    const variables = { id: String(privateListingId) };

    for (const who of [undefined, cookies.client]) {
      const { listing } = await gql(query, variables, who);
      for (const f of listingFields) expect(listing[f], `Listing.${f}`).toBeNull();
      for (const f of buildingFields) expect(listing.building[f], `Building.${f}`).toBeNull();
      for (const other of listing.sameBuildingListings) expect(other.brokerNotes).toBeNull();
    }
    for (const who of [cookies.broker, cookies.admin]) {
      const { listing } = await gql(query, variables, who);
      for (const f of listingFields) expect(listing[f], `Listing.${f}`).not.toBeNull();
      for (const f of buildingFields) expect(listing.building[f], `Building.${f}`).not.toBeNull();
      expect(listing).toMatchObject({
        privateFloor: "7",
        privateSuite: "710",
        brokerNotes: "Call Dana first",
        details: { ceilingHeightFt: 12 },
        subleaseContact: { displayName: "Dana Broker", email: "dana@agent.example.com" },
        brokerInsights: [{ content: "Priced 5% above the street" }],
        history: {
          origin: { sourceName: "Vendor CSV" },
          changes: [
            { sourceName: "Broker edit", fields: [{ field: "accuratePsf", oldValue: "80", newValue: "75" }] },
          ],
        },
      });
      expect(listing.brokerInsights[0].author.displayName.length).toBeGreaterThan(0);
      expect(listing.building.contacts).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ displayName: "Dana Broker", phoneType: "personal" }),
        ]),
      );
    }
    // The same fields inside search results.
    const anonymousSearch = await gql(
      `{ search(input: { state: "ny", citySlug: "new-york", limit: 48 }) { listings { id brokerNotes privateFloor details building { contacts { email } } } } }`,
    );
    for (const l of anonymousSearch.search.listings) {
      expect([l.brokerNotes, l.privateFloor, l.details, l.building.contacts]).toEqual([
        null,
        null,
        null,
        null,
      ]);
    }
  });

  it("builds Listing.identity from public fields only, never from the private floor and suite", async () => {
    // The stored identity (the importers' key) was made from the private floor and suite.
    await server.database.query(
      "update listings set identity = $2, floor_and_suite = 'Penthouse' where id = $1",
      [privateListingId, `${"ny/new-york/10001/some-building"}/floor-7-suite-710`],
    );
    try {
      for (const who of [undefined, cookies.client, cookies.broker]) {
        const { listing } = await gql(
          `query($id: ID!) { listing(id: $id) { identity } }`,
          {
            id: String(privateListingId),
          },
          who,
        );
        expect(listing.identity).toBe("ny/new-york/10001/some-building/penthouse");
      }
    } finally {
      await server.database.query("update listings set identity = $2, floor_and_suite = $3 where id = $1", [
        privateListingId,
        privateIdentity.identity,
        privateIdentity.floorAndSuite,
      ]);
    }
  });

  it("gives a broker the building contacts of their own market only (research and admins: every market)", async () => {
    const query = `query($id: ID!) { listing(id: $id) { id building { contacts { displayName } } } }`;
    const variables = { id: String(privateListingId) };
    const otherMarket = await server.database.query<{ id: number }>(
      "select id from markets where id <> (select market_id from listings where id = $1) order by id limit 1",
      [privateListingId],
    );
    const broker = await server.database.query<{ broker_market_id: number }>(
      "select broker_market_id from users where email = 'broker@squarely.test'",
    );
    await server.database.query(
      "update users set broker_market_id = $1 where email = 'broker@squarely.test'",
      [otherMarket.rows[0].id],
    );
    try {
      expect((await gql(query, variables, cookies.broker)).listing.building.contacts).toBeNull();
      for (const who of [cookies.research, cookies.admin]) {
        expect((await gql(query, variables, who)).listing.building.contacts.length).toBeGreaterThan(0);
      }
    } finally {
      await server.database.query(
        "update users set broker_market_id = $1 where email = 'broker@squarely.test'",
        [broker.rows[0].broker_market_id],
      );
    }
    expect((await gql(query, variables, cookies.broker)).listing.building.contacts.length).toBeGreaterThan(0);
  });

  it("gives the research team building contacts and off-market listings, but not broker listing fields", async () => {
    const query = `query($id: ID!) { listing(id: $id) { id status privateFloor brokerNotes
      building { id privateDescription contacts { displayName } } } }`;
    const { listing } = await gql(query, { id: String(privateListingId) }, cookies.research);
    expect(listing).toMatchObject({ privateFloor: null, brokerNotes: null });
    expect(listing.building.privateDescription).toBeNull();
    expect(listing.building.contacts).toEqual(
      expect.arrayContaining([expect.objectContaining({ displayName: "Dana Broker" })]),
    );
    // They keep availability, so a listing off the market is still theirs to find.
    const vetting = await gql(query, { id: String(vettingId) }, cookies.research);
    expect(vetting.listing).toMatchObject({ id: String(vettingId), status: "VETTING", privateFloor: null });
  });

  it("lists other available listings in the building and nearby in the neighbourhood, closest size first", async () => {
    const { rows } = await server.database.query<{ id: number }>(
      `select l.id from listings l where l.status = 'AVAILABLE' and exists (
         select 1 from listings o where o.building_id = l.building_id and o.id <> l.id and o.status = 'AVAILABLE')
       and exists (select 1 from listings o where o.neighborhood_id = l.neighborhood_id and o.building_id <> l.building_id
         and o.status = 'AVAILABLE') order by l.id limit 1`,
    );
    const { listing } = await gql(
      `query($id: ID!) { listing(id: $id) { id squareFeet building { id } neighborhood { id }
        sameBuildingListings { id status squareFeet building { id } }
        nearbyListings(limit: 3) { id status squareFeet building { id } neighborhood { id } } } }`,
      { id: String(rows[0].id) },
    );
    expect(listing.sameBuildingListings.length).toBeGreaterThan(0);
    expect(listing.nearbyListings.length).toBeGreaterThan(0);
    expect(listing.nearbyListings.length).toBeLessThanOrEqual(3);
    for (const l of listing.sameBuildingListings) {
      expect(l).toMatchObject({ status: "AVAILABLE", building: { id: listing.building.id } });
      expect(l.id).not.toBe(listing.id);
    }
    for (const l of listing.nearbyListings) {
      expect(l).toMatchObject({ status: "AVAILABLE", neighborhood: { id: listing.neighborhood.id } });
      expect(l.building.id).not.toBe(listing.building.id);
    }
    const gaps = listing.nearbyListings.map((l: Json) => Math.abs(l.squareFeet - listing.squareFeet));
    expect(gaps).toEqual([...gaps].sort((a, b) => a - b));
  });

  it("lists a market's featured listings and refuses a bad limit", async () => {
    const { featuredListings } = await gql(
      `{ featuredListings(state: "ny", city: "new-york") { id status market { slug } } }`,
    );
    expect(featuredListings.length).toBeGreaterThan(0);
    for (const l of featuredListings)
      expect(l).toMatchObject({ status: "AVAILABLE", market: { slug: "new-york" } });
    expect((await gql(`{ featuredListings(state: "zz", city: "nowhere") { id } }`)).featuredListings).toEqual(
      [],
    );
    const bad: Json = await (
      await server.graphql({ query: `{ featuredListings(state: "ny", city: "new-york", limit: 0) { id } }` })
    ).json();
    expect(bad.errors[0].extensions.code).toBe("BAD_USER_INPUT");
  });

  it("lists only the featured listings of the property type asked for", async () => {
    const all = (
      await gql(`{ featuredListings(state: "ny", city: "new-york", limit: 24) { id propertyType } }`)
    ).featuredListings;
    for (const type of ["OFFICE", "RETAIL", "INDUSTRIAL"]) {
      const { featuredListings } = await gql(
        `{ featuredListings(state: "ny", city: "new-york", propertyType: ${type}, limit: 24) { id propertyType } }`,
      );
      expect(featuredListings.every((l: Json) => l.propertyType === type)).toBe(true);
      expect(featuredListings.map((l: Json) => l.id)).toEqual(
        all.filter((l: Json) => l.propertyType === type).map((l: Json) => l.id),
      );
    }
  });
});
