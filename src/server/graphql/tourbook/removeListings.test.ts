import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Json } from "../../testing/accountClient";
import { sessionCookieFor } from "../../testing/sessions";
import { startTestServer, type TestServer, testBackends } from "../../testing/testServer";

const REMOVE = `mutation Remove($c: [ID!], $s: [ID!], $t: [ID!], $force: Boolean) {
  removeListings(campaignListingIds: $c, surveyListingIds: $s, tourListingIds: $t, force: $force) {
    updatedCampaigns { id uuid displayName }
    updatedSurveys { id name }
  } }`;

/**
 * Each test puts its own listings into the demo client's campaign (and its survey and tour) through
 * SQL, then removes them: no test depends on another's leftovers or on the order they run in.
 */
describe.each(testBackends())("removeListings on $name", (backend) => {
  let server: TestServer;
  const cookie: Record<string, string> = {};
  let campaignId: number;
  let surveyId: number;
  let tourId: number;
  let otherCampaignId: number;
  let spare: number[];
  let nextSpare = 0;

  beforeAll(async () => {
    server = await startTestServer(backend);
    const q = server.database.query.bind(server.database);
    const own = await q<{ id: number; survey: number; tour: number }>(
      `select c.id, (select id from surveys s where s.campaign_id = c.id order by id limit 1) as survey,
         (select id from tours t where t.campaign_id = c.id order by id limit 1) as tour
       from campaigns c join users u on u.id = c.client_id
       where u.email = 'client@squarely.test' and c.display_name = 'Acme Robotics'`,
    );
    ({ id: campaignId, survey: surveyId, tour: tourId } = own.rows[0]);
    otherCampaignId = (
      await q<{ id: number }>(
        `select c.id from campaigns c join users u on u.id = c.client_id
         where u.email = 'sofia.rossi@squarely.test' order by c.id limit 1`,
      )
    ).rows[0].id;
    spare = (
      await q<{ id: number }>(
        `select id from listings where status = 'AVAILABLE'
         and id not in (select listing_id from campaign_listings) order by id limit 40`,
      )
    ).rows.map((r) => r.id);
    for (const who of ["client", "broker", "admin", "research", "sofia.rossi", "maria.gonzalez"]) {
      cookie[who] = await sessionCookieFor(server.database, `${who}@squarely.test`);
    }
  });
  afterAll(async () => {
    await server?.close();
  });

  async function remove(variables: Record<string, unknown>, who?: string): Promise<Json> {
    const res = await server.graphql({ query: REMOVE, variables }, { cookie: who ? cookie[who] : undefined });
    expect(res.status).toBe(200);
    return res.json();
  }

  /** A fresh campaign entry of `campaign`, optionally also in its survey and tour. */
  async function entry(options: { campaign?: number; survey?: boolean; tour?: boolean } = {}) {
    const q = server.database.query.bind(server.database);
    const listingId = spare[nextSpare++];
    const campaign = options.campaign ?? campaignId;
    const [{ id }] = (
      await q<{ id: number }>(
        "insert into campaign_listings (campaign_id, listing_id, position) values ($1, $2, 1000) returning id",
        [campaign, listingId],
      )
    ).rows;
    const result = { campaignListingId: String(id), surveyListingId: "", tourListingId: "", listingId };
    if (options.survey) {
      const [row] = (
        await q<{ id: number }>(
          `insert into survey_listings (survey_id, listing_id, campaign_listing_id) values ($1, $2, $3) returning id`,
          [surveyId, listingId, id],
        )
      ).rows;
      result.surveyListingId = String(row.id);
    }
    if (options.tour) {
      const [row] = (
        await q<{ id: number }>(
          `insert into tour_listings (tour_id, listing_id, campaign_listing_id) values ($1, $2, $3) returning id`,
          [tourId, listingId, id],
        )
      ).rows;
      result.tourListingId = String(row.id);
    }
    return result;
  }

  async function exists(table: string, id: string): Promise<boolean> {
    const { rows } = await server.database.query<{ n: number }>(
      `select count(*)::int as n from ${table} where id = $1`,
      [Number(id)],
    );
    return rows[0].n === 1;
  }

  it("lets the campaign's client remove their listings, and names the campaign", async () => {
    const a = await entry();
    const b = await entry();
    const body = await remove({ c: [a.campaignListingId, b.campaignListingId] }, "client");
    expect(body.errors).toBeUndefined();
    expect(body.data.removeListings).toEqual({
      updatedCampaigns: [{ id: String(campaignId), uuid: expect.any(String), displayName: "Acme Robotics" }],
      updatedSurveys: [],
    });
    expect(await exists("campaign_listings", a.campaignListingId)).toBe(false);
    expect(await exists("campaign_listings", b.campaignListingId)).toBe(false);
  });

  it("asks for force when a survey or tour lists the entry, and then removes it there too", async () => {
    const inSurvey = await entry({ survey: true });
    const onTour = await entry({ tour: true });
    for (const e of [inSurvey, onTour]) {
      const refused = await remove({ c: [e.campaignListingId] }, "broker");
      expect(refused.errors[0].extensions.code).toBe("FORCE_REQUIRED");
      expect(refused.data).toBeNull();
      expect(await exists("campaign_listings", e.campaignListingId)).toBe(true);
    }
    const forced = await remove(
      { c: [inSurvey.campaignListingId, onTour.campaignListingId], force: true },
      "broker",
    );
    expect(forced.errors).toBeUndefined();
    expect(forced.data.removeListings.updatedSurveys).toEqual([
      { id: String(surveyId), name: expect.any(String) },
    ]);
    expect(await exists("campaign_listings", inSurvey.campaignListingId)).toBe(false);
    expect(await exists("survey_listings", inSurvey.surveyListingId)).toBe(false);
    expect(await exists("tour_listings", onTour.tourListingId)).toBe(false);
  });

  it("needs no force when the same call removes the survey and tour entries too", async () => {
    const e = await entry({ survey: true, tour: true });
    const body = await remove(
      { c: [e.campaignListingId], s: [e.surveyListingId], t: [e.tourListingId] },
      "broker",
    );
    expect(body.errors).toBeUndefined();
    expect(await exists("campaign_listings", e.campaignListingId)).toBe(false);
  });

  it("lets the broker remove from a survey or tour alone, leaving the campaign entry", async () => {
    const e = await entry({ survey: true, tour: true });
    const body = await remove({ s: [e.surveyListingId], t: [e.tourListingId] }, "broker");
    expect(body.errors).toBeUndefined();
    expect(body.data.removeListings).toMatchObject({
      updatedCampaigns: [],
      updatedSurveys: [{ id: String(surveyId) }],
    });
    expect(await exists("survey_listings", e.surveyListingId)).toBe(false);
    expect(await exists("tour_listings", e.tourListingId)).toBe(false);
    expect(await exists("campaign_listings", e.campaignListingId)).toBe(true);
  });

  it("refuses the client the survey and tour, other clients and brokers the campaign, research and visitors everything: nothing removed", async () => {
    const e = await entry({ survey: true, tour: true });
    const attempts: [Record<string, unknown>, string | undefined][] = [
      [{ s: [e.surveyListingId] }, "client"],
      [{ t: [e.tourListingId] }, "client"],
      [{ c: [e.campaignListingId], force: true }, "sofia.rossi"],
      [{ c: [e.campaignListingId], force: true }, "maria.gonzalez"],
      [{ c: [e.campaignListingId], force: true }, "research"],
    ];
    for (const [variables, who] of attempts) {
      const body = await remove(variables, who);
      expect(body.errors[0].extensions.code, `${who} ${JSON.stringify(variables)}`).toBe("FORBIDDEN");
    }
    const visitor = await remove({ c: [e.campaignListingId], force: true });
    expect(visitor.errors[0].extensions.code).toBe("UNAUTHENTICATED");
    for (const [table, id] of [
      ["campaign_listings", e.campaignListingId],
      ["survey_listings", e.surveyListingId],
      ["tour_listings", e.tourListingId],
    ]) {
      expect(await exists(table, id)).toBe(true);
    }
  });

  it("is all or none: one entry of another's campaign, or a missing one, refuses the whole call alike", async () => {
    const mine = await entry();
    const theirs = await entry({ campaign: otherCampaignId });
    const mixed = await remove({ c: [mine.campaignListingId, theirs.campaignListingId] }, "client");
    const missing = await remove({ c: [mine.campaignListingId, "999999999"] }, "client");
    expect(mixed.errors[0]).toMatchObject({ extensions: { code: "FORBIDDEN" } });
    expect(missing.errors[0].message).toBe(mixed.errors[0].message);
    expect(await exists("campaign_listings", mine.campaignListingId)).toBe(true);
    expect(await exists("campaign_listings", theirs.campaignListingId)).toBe(true);
    // An admin may remove from anyone's campaign.
    const admin = await remove({ c: [theirs.campaignListingId] }, "admin");
    expect(admin.errors).toBeUndefined();
    expect(await exists("campaign_listings", theirs.campaignListingId)).toBe(false);
  });

  it("refuses an empty call, more than 300 ids of a kind, and ids that are not ids, before any work", async () => {
    const tooMany = Array.from({ length: 301 }, (_, i) => String(i + 1));
    for (const variables of [{}, { c: tooMany }, { c: ["abc"] }, { s: ["1".repeat(12)] }]) {
      const body = await remove(variables, "admin");
      expect(body.errors[0].extensions.code, JSON.stringify(variables).slice(0, 60)).toBe("BAD_USER_INPUT");
    }
  });
});
