import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Json } from "../../testing/accountClient";
import { sessionCookieFor } from "../../testing/sessions";
import { startTestServer, type TestServer, testBackends } from "../../testing/testServer";

const CAMPAIGN = `query Campaign($id: ID!) {
  campaign(id: $id) {
    id uuid displayName identifier marketName
    client { displayName } broker { displayName }
    listingsConnection { totalCount edges { id stage createdAt addedBy { displayName } node { id address } } }
  } }`;

const MOVE = `mutation Move($campaignId: ID!, $ids: [ID!]!, $stage: CampaignListingStage!) {
  moveCampaignListings(campaignId: $campaignId, campaignListingIds: $ids, stage: $stage) {
    updatedEdges { id stage node { id } }
  } }`;

describe.each(testBackends())("a campaign's page and moving its listings on $name", (backend) => {
  let server: TestServer;
  const cookie: Record<string, string> = {};
  let own: { id: string; uuid: string };
  let other: { id: string; entry: string };

  beforeAll(async () => {
    server = await startTestServer(backend);
    const q = server.database.query.bind(server.database);
    const mine = await q<{ id: number; uuid: string }>(
      `select c.id, c.uuid from campaigns c join users u on u.id = c.client_id
       where u.email = 'client@squarely.test' and c.archived_at is null and c.display_name = 'Acme Robotics'`,
    );
    own = { id: String(mine.rows[0].id), uuid: mine.rows[0].uuid };
    const theirs = await q<{ id: number; entry: number }>(
      `select c.id, (select id from campaign_listings cl where cl.campaign_id = c.id order by id limit 1) as entry
       from campaigns c join users u on u.id = c.client_id
       where u.email <> 'client@squarely.test' and exists (select 1 from campaign_listings cl where cl.campaign_id = c.id)
       order by c.id limit 1`,
    );
    other = { id: String(theirs.rows[0].id), entry: String(theirs.rows[0].entry) };
    for (const who of ["client", "broker", "admin", "research"]) {
      cookie[who] = await sessionCookieFor(server.database, `${who}@squarely.test`);
    }
  });
  afterAll(async () => {
    await server?.close();
  });

  async function gql(query: string, variables: Record<string, unknown>, who?: string): Promise<Json> {
    const res = await server.graphql({ query, variables }, { cookie: who ? cookie[who] : undefined });
    expect(res.status).toBe(200);
    return res.json();
  }
  const entriesOf = async (campaignId: string) =>
    (
      await server.database.query<{ id: number; stage: string; listing_id: number }>(
        "select id, stage::text, listing_id from campaign_listings where campaign_id = $1 order by position, id",
        [Number(campaignId)],
      )
    ).rows;

  it("shows the campaign's listings in its order, with stage, who added each and when, by id or uuid", async () => {
    const byId = await gql(CAMPAIGN, { id: own.id }, "client");
    expect(byId.errors).toBeUndefined();
    const campaign = byId.data.campaign;
    expect(campaign).toMatchObject({ displayName: "Acme Robotics", client: { displayName: "Alex Rivera" } });
    const rows = await entriesOf(own.id);
    expect(campaign.listingsConnection.totalCount).toBe(rows.length);
    expect(campaign.listingsConnection.edges.map((e: Json) => [e.id, e.stage, e.node.id])).toEqual(
      rows.map((r) => [String(r.id), r.stage, String(r.listing_id)]),
    );
    for (const edge of campaign.listingsConnection.edges) expect(edge.addedBy.displayName).toBeTruthy();
    const byUuid = await gql(CAMPAIGN, { id: own.uuid }, "broker");
    expect(byUuid.data.campaign.id).toBe(own.id);
  });

  it("answers null alike for another's campaign, a missing one and a malformed id; a visitor is refused", async () => {
    for (const id of [other.id, "999999", "not-an-id", "00000000-0000-4000-8000-000000000000"]) {
      const body = await gql(CAMPAIGN, { id }, "client");
      expect(body.errors).toBeUndefined();
      expect(body.data.campaign).toBeNull();
    }
    expect((await gql(CAMPAIGN, { id: own.id }, "research")).data.campaign).toBeNull();
    expect((await gql(CAMPAIGN, { id: own.id })).errors[0].extensions.code).toBe("UNAUTHENTICATED");
    expect((await gql(CAMPAIGN, { id: other.id }, "admin")).data.campaign.id).toBe(other.id);
  });

  it("lists the campaign's surveys and tours by name for its parties; another client gets no campaign at all", async () => {
    const SHORTLISTS = `query Shortlists($id: ID!) { campaign(id: $id) { surveys { id name } tours { id name } } }`;
    const q = server.database.query.bind(server.database);
    const surveys = await q<{ id: number; name: string }>(
      "select id, name from surveys where campaign_id = $1 order by created_at desc, id desc",
      [Number(own.id)],
    );
    const tours = await q<{ id: number; name: string }>(
      "select id, name from tours where campaign_id = $1 order by date asc nulls last, id",
      [Number(own.id)],
    );
    expect(surveys.rows.length).toBeGreaterThan(0);
    expect(tours.rows.length).toBeGreaterThan(0);
    for (const who of ["client", "broker", "admin"]) {
      const body = await gql(SHORTLISTS, { id: own.id }, who);
      expect(body.data.campaign).toEqual({
        surveys: surveys.rows.map((r) => ({ id: String(r.id), name: r.name })),
        tours: tours.rows.map((r) => ({ id: String(r.id), name: r.name })),
      });
    }
    expect((await gql(SHORTLISTS, { id: own.id }, "research")).data.campaign).toBeNull();
  });

  it("moves listings to a stage for the client, all or none", async () => {
    const rows = await entriesOf(own.id);
    const ids = rows.slice(0, 2).map((r) => String(r.id));
    const moved = await gql(MOVE, { campaignId: own.id, ids, stage: "TOURED" }, "client");
    expect(moved.errors).toBeUndefined();
    expect(moved.data.moveCampaignListings.updatedEdges.map((e: Json) => [e.id, e.stage])).toEqual(
      ids.map((id) => [id, "TOURED"]),
    );
    expect((await entriesOf(own.id)).slice(0, 2).map((r) => r.stage)).toEqual(["TOURED", "TOURED"]);

    // One entry of another campaign in the call: nothing moves.
    const mixed = await gql(
      MOVE,
      { campaignId: own.id, ids: [String(rows[2].id), other.entry], stage: "OFFER" },
      "broker",
    );
    expect(mixed.errors[0].extensions.code).toBe("BAD_USER_INPUT");
    expect((await entriesOf(own.id))[2].stage).toBe(rows[2].stage);
  });

  it("refuses moving in another's campaign or a missing one alike (FORBIDDEN), and bounds the call", async () => {
    for (const campaignId of [other.id, "999999"]) {
      const body = await gql(MOVE, { campaignId, ids: [other.entry], stage: "OFFER" }, "client");
      expect(body.errors[0].extensions.code).toBe("FORBIDDEN");
    }
    expect(
      (await gql(MOVE, { campaignId: own.id, ids: [other.entry], stage: "OFFER" }, "research")).errors[0]
        .extensions.code,
    ).toBe("FORBIDDEN");
    expect(
      (await gql(MOVE, { campaignId: own.id, ids: [other.entry], stage: "OFFER" })).errors[0].extensions.code,
    ).toBe("UNAUTHENTICATED");
    const tooMany = Array.from({ length: 101 }, (_, i) => String(i + 1));
    for (const ids of [[], tooMany, ["x"]]) {
      const body = await gql(MOVE, { campaignId: own.id, ids, stage: "OFFER" }, "broker");
      expect(body.errors[0].extensions.code).toBe("BAD_USER_INPUT");
    }
    const before = await entriesOf(other.id);
    expect(before.find((r) => String(r.id) === other.entry)?.stage).not.toBe("OFFER");
  });

  const PICKED = `query Picked($id: ID!, $ids: [ID!]) {
    campaign(id: $id) { id listingsConnection(listingIds: $ids) { totalCount edges { id node { id psf amenities building { yearBuilt } } } } } }`;

  it("gives only the asked listings' entries, in the campaign's order, for the drawer and the comparison", async () => {
    const rows = await entriesOf(own.id);
    const asked = [rows[2], rows[0]].map((r) => String(r.listing_id));
    const body = await gql(PICKED, { id: own.id, ids: [...asked, asked[0], "999999"] }, "client");
    expect(body.errors).toBeUndefined();
    const connection = body.data.campaign.listingsConnection;
    // A listing asked twice comes once; one not in the campaign is simply not there.
    expect(connection.totalCount).toBe(2);
    expect(connection.edges.map((e: Json) => e.node.id)).toEqual(
      [rows[0], rows[2]].map((r) => String(r.listing_id)),
    );
    const none = await gql(PICKED, { id: own.id, ids: [] }, "client");
    expect(none.data.campaign.listingsConnection).toEqual({ totalCount: 0, edges: [] });
  });

  it("refuses more than 50 listings or a malformed id, and gives another's campaign nothing", async () => {
    const tooMany = Array.from({ length: 51 }, (_, i) => String(i + 1));
    const body = await gql(PICKED, { id: own.id, ids: tooMany }, "client");
    expect(body.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    const malformed = await gql(PICKED, { id: own.id, ids: ["1 or 1=1"] }, "client");
    expect(malformed.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    const theirs = await gql(PICKED, { id: other.id, ids: ["1"] }, "client");
    expect(theirs.data.campaign).toBeNull();
  });
});
