import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Json } from "../../testing/accountClient";
import { sessionCookieFor } from "../../testing/sessions";
import { startTestServer, type TestServer, testBackends } from "../../testing/testServer";

const ADD = `mutation Add($listingIds: [ID!]!, $campaignIds: [ID!], $surveyIds: [ID!], $tourIds: [ID!]) {
  addListings(listingIds: $listingIds, campaignIds: $campaignIds, surveyIds: $surveyIds, tourIds: $tourIds) {
    updatedCampaigns { id uuid displayName }
    updatedSurveys { id name }
    updatedTours { id name state }
  } }`;

describe.each(testBackends())("addListings on $name", (backend) => {
  let server: TestServer;
  const cookie: Record<string, string> = {};
  let ownCampaign: string;
  let otherCampaign: string;
  let surveyId: string;
  let tourId: string;
  let available: string[];
  let vetting: string;

  beforeAll(async () => {
    server = await startTestServer(backend);
    const q = server.database.query.bind(server.database);
    const own = await q<{ id: number; survey: number; tour: number }>(
      `select c.id, (select id from surveys s where s.campaign_id = c.id limit 1) as survey,
         (select id from tours t where t.campaign_id = c.id and t.name = 'Acme Robotics tour') as tour
       from campaigns c join users u on u.id = c.client_id
       where u.email = 'client@squarely.test' and c.archived_at is null`,
    );
    ownCampaign = String(own.rows[0].id);
    surveyId = String(own.rows[0].survey);
    tourId = String(own.rows[0].tour);
    const other = await q<{ id: number }>(
      `select c.id from campaigns c join users u on u.id = c.client_id
       where u.email <> 'client@squarely.test' order by c.id limit 1`,
    );
    otherCampaign = String(other.rows[0].id);
    const listings = await q<{ id: number }>(
      `select id from listings where status = 'AVAILABLE' and id not in (select listing_id from campaign_listings)
       order by id limit 4`,
    );
    available = listings.rows.map((r) => String(r.id));
    vetting = String(
      (await q<{ id: number }>("select id from listings where status = 'VETTING' limit 1")).rows[0].id,
    );
    for (const who of ["client", "broker", "admin"]) {
      cookie[who] = await sessionCookieFor(server.database, `${who}@squarely.test`);
    }
  });
  afterAll(async () => {
    await server?.close();
  });

  async function add(variables: Record<string, unknown>, who?: string): Promise<Json> {
    const res = await server.graphql({ query: ADD, variables }, { cookie: who ? cookie[who] : undefined });
    expect(res.status).toBe(200);
    return res.json();
  }
  async function entries(
    table: "campaign_listings" | "survey_listings" | "tour_listings",
    parent: string,
    id: string,
  ) {
    const { rows } = await server.database.query<{ listing_id: number; email: string | null }>(
      `select t.listing_id, u.email from ${table} t left join users u on u.id = t.added_by_id
       where t.${parent} = $1 order by t.listing_id`,
      [Number(id)],
    );
    return rows.map((r) => ({ listingId: String(r.listing_id), addedBy: r.email }));
  }

  it("lets a client add listings to their own campaign, once", async () => {
    const body = await add({ listingIds: [available[0]], campaignIds: [ownCampaign] }, "client");
    expect(body.errors).toBeUndefined();
    expect(body.data.addListings).toMatchObject({
      updatedCampaigns: [{ id: ownCampaign, displayName: "Acme Robotics" }],
      updatedSurveys: [],
      updatedTours: [],
    });
    const again = await add({ listingIds: [available[0]], campaignIds: [ownCampaign] }, "client");
    expect(again.errors).toBeUndefined();
    const rows = (await entries("campaign_listings", "campaign_id", ownCampaign)).filter(
      (e) => e.listingId === available[0],
    );
    expect(rows).toEqual([{ listingId: available[0], addedBy: "client@squarely.test" }]);
  });

  it("shows what was added in the client's latestCampaign: every listing in order, the surveys, the requirement's neighbourhoods", async () => {
    await add({ listingIds: [available[0]], campaignIds: [ownCampaign] }, "client");
    const res = await server.graphql(
      {
        query: `{ currentUser { latestCampaign { id listings { id } surveys { id }
          currentActiveRequirements { neighborhoods { id name } } } } }`,
      },
      { cookie: cookie.client },
    );
    const latest = (await res.json()).data.currentUser.latestCampaign;
    const q = server.database.query.bind(server.database);
    const listed = await q<{ listing_id: number }>(
      "select listing_id from campaign_listings where campaign_id = $1 order by position, id",
      [Number(ownCampaign)],
    );
    const hoods = await q<{ id: number; name: string }>(
      `select n.id, n.name from requirement_neighborhoods rn join neighborhoods n on n.id = rn.neighborhood_id
       join requirements r on r.id = rn.requirement_id where r.campaign_id = $1 and r.is_current_active
       order by n.name, n.id`,
      [Number(ownCampaign)],
    );
    expect(latest.id).toBe(ownCampaign);
    expect(listed.rows.length).toBeGreaterThan(1);
    expect(latest.listings.map((l: Json) => l.id)).toEqual(listed.rows.map((r) => String(r.listing_id)));
    expect(latest.listings.map((l: Json) => l.id)).toContain(available[0]);
    expect(latest.surveys.map((sv: Json) => sv.id)).toContain(surveyId);
    expect(hoods.rows.length).toBeGreaterThan(1);
    expect(latest.currentActiveRequirements.neighborhoods).toEqual(
      hoods.rows.map((h) => ({ id: String(h.id), name: h.name })),
    );
  });

  it("refuses a client another client's campaign, and the surveys and tours of their own", async () => {
    for (const variables of [
      { listingIds: [available[1]], campaignIds: [otherCampaign] },
      { listingIds: [available[1]], surveyIds: [surveyId] },
      { listingIds: [available[1]], tourIds: [tourId] },
      // One forbidden target fails the whole call: nothing is added to the allowed one either.
      { listingIds: [available[1]], campaignIds: [ownCampaign], surveyIds: [surveyId] },
    ]) {
      const body = await add(variables, "client");
      expect(body.errors[0].extensions.code, JSON.stringify(variables)).toBe("FORBIDDEN");
      expect(body.data).toBeNull();
    }
    const { rows } = await server.database.query<{ n: number }>(
      "select count(*)::int as n from campaign_listings where listing_id = $1",
      [Number(available[1])],
    );
    expect(rows[0].n).toBe(0);
  });

  it("lets the campaign's broker add to its survey and tour, which also puts the listing in the campaign", async () => {
    const body = await add(
      { listingIds: [available[2]], surveyIds: [surveyId], tourIds: [tourId] },
      "broker",
    );
    expect(body.errors).toBeUndefined();
    expect(body.data.addListings.updatedSurveys).toEqual([
      { id: surveyId, name: "Flatiron & SoHo shortlist" },
    ]);
    expect(body.data.addListings.updatedTours).toEqual([
      { id: tourId, name: "Acme Robotics tour", state: "SCHEDULED" },
    ]);
    expect(body.data.addListings.updatedCampaigns.map((c: Json) => c.id)).toEqual([ownCampaign]);
    expect(await entries("survey_listings", "survey_id", surveyId)).toContainEqual({
      listingId: available[2],
      addedBy: "broker@squarely.test",
    });
    expect(await entries("tour_listings", "tour_id", tourId)).toContainEqual({
      listingId: available[2],
      addedBy: "broker@squarely.test",
    });
    const linked = await server.database.query<{ n: number }>(
      `select count(*)::int as n from survey_listings sl join campaign_listings cl on cl.id = sl.campaign_listing_id
       where sl.survey_id = $1 and sl.listing_id = $2 and cl.campaign_id = $3`,
      [Number(surveyId), Number(available[2]), Number(ownCampaign)],
    );
    expect(linked.rows[0].n).toBe(1);
  });

  it("lets an admin add to anyone's campaign; a broker may add to campaigns they run", async () => {
    const admin = await add({ listingIds: [available[3]], campaignIds: [otherCampaign] }, "admin");
    expect(admin.errors).toBeUndefined();
    const broker = await add({ listingIds: [available[3]], campaignIds: [ownCampaign] }, "broker");
    expect(broker.errors).toBeUndefined();
  });

  it("puts what the client adds in Saved and what the broker or an admin adds in Suggested (issue 25)", async () => {
    const fresh = await server.database.query<{ id: number }>(
      `select id from listings where status = 'AVAILABLE' and id not in (select listing_id from campaign_listings)
       order by id desc limit 3`,
    );
    const [mine, suggested, viaTour] = fresh.rows.map((r) => String(r.id));
    await add({ listingIds: [mine], campaignIds: [ownCampaign] }, "client");
    await add({ listingIds: [suggested], campaignIds: [ownCampaign] }, "broker");
    await add({ listingIds: [viaTour], tourIds: [tourId] }, "admin");
    // Already there: the broker adding the client's listing again leaves its stage alone.
    await add({ listingIds: [mine], campaignIds: [ownCampaign] }, "broker");
    const { rows } = await server.database.query<{ listing_id: number; stage: string }>(
      "select listing_id, stage from campaign_listings where campaign_id = $1 and listing_id = any($2::int[])",
      [Number(ownCampaign), [mine, suggested, viaTour].map(Number)],
    );
    const stageOf = new Map(rows.map((r) => [String(r.listing_id), r.stage]));
    expect([stageOf.get(mine), stageOf.get(suggested), stageOf.get(viaTour)]).toEqual([
      "SAVED",
      "SUGGESTED",
      "SUGGESTED",
    ]);
  });

  it("answers unknown or invalid ids with BAD_USER_INPUT and a signed-out visitor with UNAUTHENTICATED", async () => {
    for (const variables of [
      { listingIds: ["99999999"], campaignIds: [ownCampaign] },
      { listingIds: [vetting], campaignIds: [ownCampaign] },
      { listingIds: ["abc"], campaignIds: [ownCampaign] },
      { listingIds: [], campaignIds: [ownCampaign] },
      { listingIds: [available[0]] },
    ]) {
      const body = await add(variables, "client");
      expect(body.errors[0].extensions.code, JSON.stringify(variables)).toBe("BAD_USER_INPUT");
    }
    const anonymous = await add({ listingIds: [available[0]], campaignIds: [ownCampaign] });
    expect(anonymous.errors[0].extensions.code).toBe("UNAUTHENTICATED");
  });

  it("answers a campaign, survey or tour that does not exist exactly like one the viewer may not use", async () => {
    const answer = async (variables: Record<string, unknown>) => {
      const body = await add({ listingIds: [available[0]], ...variables }, "client");
      expect(body.data).toBeNull();
      return { code: body.errors[0].extensions.code, message: body.errors[0].message };
    };
    // The client's own campaign's survey and tour belong to its broker: the client may not add to them.
    const cases = [
      ["campaign", "campaignIds", otherCampaign],
      ["survey", "surveyIds", surveyId],
      ["tour", "tourIds", tourId],
    ];
    for (const [label, key, theirs] of cases) {
      const missing = await answer({ [key]: ["99999999"] });
      const notYours = await answer({ [key]: [theirs] });
      expect(missing).toEqual({
        code: "FORBIDDEN",
        message: `You cannot add listings to ${label} 99999999: not found, or not yours to change.`,
      });
      expect(notYours).toEqual({
        code: "FORBIDDEN",
        message: `You cannot add listings to ${label} ${theirs}: not found, or not yours to change.`,
      });
    }
  });
});
