import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Json } from "../../testing/accountClient";
import { sessionCookieFor } from "../../testing/sessions";
import { startTestServer, type TestServer, testBackends } from "../../testing/testServer";
import { BUILDING_CARD_FIELDS, LISTING_CARD_FIELDS } from "./listingCards";

/** Every card field of a building, with its object fields' own selections. */
const BUILDING_CARD = [...BUILDING_CARD_FIELDS]
  .map((field) =>
    field === "neighborhood"
      ? "neighborhood { id name slug }"
      : field === "market"
        ? "market { id name slug }"
        : field,
  )
  .join(" ");

/** Every card field, with its object fields' own selections: these read narrow rows. */
const CARD_SELECTION: Record<string, string> = Object.fromEntries(
  [...LISTING_CARD_FIELDS].map((field) => [field, field]),
);
Object.assign(CARD_SELECTION, {
  photos: "photos(first: 1) { id url thumbnailUrl cardUrl width height alt }",
  building: `building { ${BUILDING_CARD} }`,
  neighborhood: "neighborhood { id name slug }",
  market: "market { id name slug }",
});
const CARD = Object.values(CARD_SELECTION).join(" ");

const campaignQuery = (node: string) => `query($id: ID!) { campaign(id: $id) {
  listingsConnection { edges { id node { ${node} } } } } }`;

describe.each(testBackends())("a campaign's list cards on $name", (backend) => {
  let server: TestServer;
  let campaignId: string;
  const cookie: Record<string, string> = {};

  beforeAll(async () => {
    server = await startTestServer(backend);
    const mine = await server.database.query<{ id: number }>(
      `select c.id from campaigns c join users u on u.id = c.client_id
       where u.email = 'client@squarely.test' and c.display_name = 'Acme Robotics'`,
    );
    campaignId = String(mine.rows[0].id);
    for (const who of ["client", "broker"])
      cookie[who] = await sessionCookieFor(server.database, `${who}@squarely.test`);
  });
  afterAll(async () => {
    await server?.close();
  });

  async function nodes(node: string, who: string): Promise<Json[]> {
    const res = await server.graphql(
      { query: campaignQuery(node), variables: { id: campaignId } },
      { cookie: cookie[who] },
    );
    const body = await res.json();
    expect(body.errors).toBeUndefined();
    return body.data.campaign.listingsConnection.edges.map((e: Json) => e.node);
  }

  it("answers the card fields from narrow rows exactly as from whole listings, for a client and a broker", async () => {
    for (const who of ["client", "broker"]) {
      // `description` is no card field: that selection reads whole rows.
      const narrow = await nodes(`...on Listing { ${CARD} } __typename`, who);
      const whole = await nodes(`${CARD} description __typename`, who);
      expect(narrow.length).toBeGreaterThan(1);
      expect(narrow).toEqual(whole.map(({ description: _d, ...card }) => card));
      for (const card of narrow) expect(card.photos.length).toBeLessThanOrEqual(1);
    }
  });

  it("answers cards alike whether the campaign's statement read them or the loaders did", async () => {
    for (const who of ["client", "broker"]) {
      // Card fields alone: the listings, buildings and first photos come with the entries.
      const withEntries = await nodes(`${CARD} more: photos(first: 2) { id url }`, who);
      // A building field that is no card field: the listings come from the loaders again.
      const fromLoaders = await nodes(
        `${CARD} more: photos(first: 2) { id url } b: building { description }`,
        who,
      );
      expect(withEntries).toEqual(fromLoaders.map(({ b: _b, ...card }) => card));
      expect(withEntries.some((card) => card.more.length === 2)).toBe(true);
    }
  });

  it("answers a card's listing, building and first photo as they are in the tables", async () => {
    const cards = await nodes(
      "id address squareFeet psf status updatedAt building { id address lat zip } photos(first: 1) { id width alt }",
      "broker",
    );
    const rows = await server.database.query<Record<string, unknown>>(
      `select l.id, l.address, l.square_feet, l.psf::float8 as psf, l.status::text, l.updated_at, b.id as building_id,
         b.address as building_address, b.lat, b.zip,
         (select p.id from image_uploads p where p.attached_to_kind = 'LISTING' and p.attached_to_id = l.id
           and p.status = 'READY' order by p.is_cover desc, p.position, p.id limit 1) as photo_id
       from campaign_listings cl join listings l on l.id = cl.listing_id join buildings b on b.id = l.building_id
       where cl.campaign_id = $1 order by cl.position, cl.id`,
      [Number(campaignId)],
    );
    expect(cards.map((c) => c.id)).toEqual(rows.rows.map((r) => String(r.id)));
    for (const [i, r] of rows.rows.entries()) {
      const card = cards[i];
      expect(card).toMatchObject({
        address: r.address,
        squareFeet: r.square_feet,
        psf: r.psf === null ? null : Number(r.psf),
        status: r.status,
        updatedAt: new Date(r.updated_at as string).toISOString(),
        building: { id: String(r.building_id), address: r.building_address, lat: Number(r.lat), zip: r.zip },
      });
      expect(card.photos.map((p: Json) => p.id)).toEqual(r.photo_id === null ? [] : [String(r.photo_id)]);
    }
  });

  it("still answers a private field beside the card fields only to a broker", async () => {
    const [forClient] = await nodes(`${CARD} privateFloor brokerNotes`, "client");
    expect(forClient).toMatchObject({ privateFloor: null, brokerNotes: null });
    const direct = await server.database.query<{ id: number; broker_notes: string | null }>(
      "select id, broker_notes from listings where broker_notes is not null",
    );
    const notes = new Map(direct.rows.map((r) => [String(r.id), r.broker_notes]));
    const forBroker = await nodes("id brokerNotes", "broker");
    for (const card of forBroker) expect(card.brokerNotes).toBe(notes.get(card.id) ?? null);
  });
});
