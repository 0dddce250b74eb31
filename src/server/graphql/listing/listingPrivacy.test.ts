import { describe, expect, it } from "vitest";
import { testBackends } from "../../testing/testServer";
import { buildSchema } from "../schema";
import { listingWorld } from "./listingTestSupport";

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

/** Who reads a listing's and a building's private fields: brokers, research, admins, nobody else. */
describe.each(testBackends())("private listing and building fields on $name", (backend) => {
  const { w, cookies, gql } = listingWorld(backend);

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
    const variables = { id: String(w.privateListingId) };

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
    await w.server.database.query(
      "update listings set identity = $2, floor_and_suite = 'Penthouse' where id = $1",
      [w.privateListingId, `${"ny/new-york/10001/some-building"}/floor-7-suite-710`],
    );
    try {
      for (const who of [undefined, cookies.client, cookies.broker]) {
        const { listing } = await gql(
          `query($id: ID!) { listing(id: $id) { identity } }`,
          {
            id: String(w.privateListingId),
          },
          who,
        );
        expect(listing.identity).toBe("ny/new-york/10001/some-building/penthouse");
      }
    } finally {
      await w.server.database.query("update listings set identity = $2, floor_and_suite = $3 where id = $1", [
        w.privateListingId,
        w.privateIdentity.identity,
        w.privateIdentity.floorAndSuite,
      ]);
    }
  });

  it("gives a broker the building contacts of their own market only (research and admins: every market)", async () => {
    const query = `query($id: ID!) { listing(id: $id) { id building { contacts { displayName } } } }`;
    const variables = { id: String(w.privateListingId) };
    const otherMarket = await w.server.database.query<{ id: number }>(
      "select id from markets where id <> (select market_id from listings where id = $1) order by id limit 1",
      [w.privateListingId],
    );
    const broker = await w.server.database.query<{ broker_market_id: number }>(
      "select broker_market_id from users where email = 'broker@squarely.test'",
    );
    await w.server.database.query(
      "update users set broker_market_id = $1 where email = 'broker@squarely.test'",
      [otherMarket.rows[0].id],
    );
    try {
      expect((await gql(query, variables, cookies.broker)).listing.building.contacts).toBeNull();
      for (const who of [cookies.research, cookies.admin]) {
        expect((await gql(query, variables, who)).listing.building.contacts.length).toBeGreaterThan(0);
      }
    } finally {
      await w.server.database.query(
        "update users set broker_market_id = $1 where email = 'broker@squarely.test'",
        [broker.rows[0].broker_market_id],
      );
    }
    expect((await gql(query, variables, cookies.broker)).listing.building.contacts.length).toBeGreaterThan(0);
  });

  it("gives the research team building contacts and off-market listings, but not broker listing fields", async () => {
    const query = `query($id: ID!) { listing(id: $id) { id status privateFloor brokerNotes
      building { id privateDescription contacts { displayName } } } }`;
    const { listing } = await gql(query, { id: String(w.privateListingId) }, cookies.research);
    expect(listing).toMatchObject({ privateFloor: null, brokerNotes: null });
    expect(listing.building.privateDescription).toBeNull();
    expect(listing.building.contacts).toEqual(
      expect.arrayContaining([expect.objectContaining({ displayName: "Dana Broker" })]),
    );
    // They keep availability, so a listing off the market is still theirs to find.
    const vetting = await gql(query, { id: String(w.vettingId) }, cookies.research);
    expect(vetting.listing).toMatchObject({ id: String(w.vettingId), status: "VETTING", privateFloor: null });
  });
});
