import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Json } from "../../testing/accountClient";
import { sessionCookieFor } from "../../testing/sessions";
import { startTestServer, type TestServer, testBackends } from "../../testing/testServer";
import { LISTING_CARD_FIELDS } from "./listingCards";

/** Every card field, with its object fields' own selections: these read narrow rows. */
const CARD_SELECTION: Record<string, string> = Object.fromEntries(
  [...LISTING_CARD_FIELDS].map((field) => [field, field]),
);
Object.assign(CARD_SELECTION, {
  photos: "photos(first: 1) { id url thumbnailUrl cardUrl width height alt }",
  building: "building { id lat lng propertyName address path }",
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
