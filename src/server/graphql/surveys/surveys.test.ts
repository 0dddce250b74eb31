import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Json } from "../../testing/accountClient";
import { outboxFor } from "../../testing/accountClient";
import { sessionCookieFor } from "../../testing/sessions";
import { startTestServer, type TestServer, testBackends } from "../../testing/testServer";
import { TOURBOOK_ROLES, tourbookRoleEmails } from "../../testing/tourbookRoles";

const CREATE = `mutation Create($input: CreateSurveyInput!) {
  createSurvey(input: $input) { id uuid name publishedAt viewerCanEdit viewerCanRespond
    campaign { id displayName brokerName } listings { id position rating listing { id } } } }`;
const PUBLISH = `mutation Publish($id: ID!) { publishSurvey(surveyId: $id) { id publishedAt } }`;
const READ = `query Read($id: ID!) { survey(id: $id) { id name publishedAt viewerCanEdit viewerCanRespond
  listings { id rating clientComment ratedAt listing { id brokerNotes } } } }`;
const ANSWER = `mutation Answer($input: AnswerSurveyListingInput!) {
  answerSurveyListing(input: $input) { id rating clientComment ratedAt } }`;
const VISIT = `mutation Visit($campaignId: ID!, $surveyId: ID!) {
  sendSurveyVisitEmail(campaignId: $campaignId, surveyId: $surveyId) { success } }`;

const CAMPAIGN_SURVEYS = `query Surveys($id: ID!) { campaign(id: $id) { surveys { id } } }`;

const ROLES = TOURBOOK_ROLES;
type Role = (typeof ROLES)[number] | "signedOut";

/** Surveys (issue 11): every mutation with every role, the draft rule, answers, and the e-mails. */
describe.each(testBackends())("surveys on $name", (backend) => {
  let server: TestServer;
  const cookie: Partial<Record<Role, string>> = {};
  let campaignId: string;
  let entryIds: string[];
  let clientEmail: string;

  beforeAll(async () => {
    server = await startTestServer(backend);
    const q = server.database.query.bind(server.database);
    const own = await q<{ id: number }>(
      `select c.id from campaigns c join users u on u.id = c.client_id
       where u.email = 'client@squarely.test' and c.archived_at is null order by c.id limit 1`,
    );
    campaignId = String(own.rows[0].id);
    const entries = await q<{ id: number }>(
      "select id from campaign_listings where campaign_id = $1 order by position, id limit 3",
      [campaignId],
    );
    entryIds = entries.rows.map((r) => String(r.id));
    clientEmail = "client@squarely.test";
    const emails = await tourbookRoleEmails(server.database);
    for (const role of ROLES) cookie[role] = await sessionCookieFor(server.database, emails[role]);
  });
  afterAll(async () => {
    await server?.close();
  });

  async function call(query: string, variables: Record<string, unknown>, role: Role): Promise<Json> {
    const res = await server.graphql(
      { query, variables },
      { cookie: cookie[role as (typeof ROLES)[number]] },
    );
    expect(res.status).toBe(200);
    return res.json();
  }

  const code = (body: Json) =>
    (body.errors as { extensions: { code: string } }[] | undefined)?.[0]?.extensions.code;

  async function newDraft(role: Role = "broker", name = "Shortlist") {
    const body = await call(CREATE, { input: { campaignId, name, campaignListingIds: entryIds } }, role);
    return body;
  }

  it("lets only the campaign's broker or an admin create a survey, as a draft in the order given", async () => {
    for (const role of ["client", "otherClient", "otherBroker", "research", "signedOut"] as const) {
      const body = await newDraft(role);
      expect(code(body), role).toBe(role === "signedOut" ? "UNAUTHENTICATED" : "FORBIDDEN");
    }
    for (const role of ["broker", "admin"] as const) {
      const body = await newDraft(role, `  By ${role}  `);
      const survey = (body.data as Json).createSurvey as Json;
      expect(survey.name).toBe(`By ${role}`);
      expect(survey.publishedAt).toBeNull();
      expect(survey.viewerCanEdit).toBe(true);
      expect(survey.viewerCanRespond).toBe(false);
      expect((survey.listings as Json[]).map((l) => l.position)).toEqual([0, 1, 2]);
    }
  });

  it("refuses an empty name, no listings, and an entry of another campaign, writing nothing", async () => {
    const before = await server.database.query<{ n: number }>("select count(*)::int as n from surveys");
    expect(
      code(await call(CREATE, { input: { campaignId, name: " ", campaignListingIds: entryIds } }, "broker")),
    ).toBe("BAD_USER_INPUT");
    expect(
      code(await call(CREATE, { input: { campaignId, name: "X", campaignListingIds: [] } }, "broker")),
    ).toBe("BAD_USER_INPUT");
    const foreign = await server.database.query<{ id: number }>(
      "select id from campaign_listings where campaign_id <> $1 limit 1",
      [campaignId],
    );
    const body = await call(
      CREATE,
      { input: { campaignId, name: "X", campaignListingIds: [entryIds[0], String(foreign.rows[0].id)] } },
      "broker",
    );
    expect(code(body)).toBe("BAD_USER_INPUT");
    const after = await server.database.query<{ n: number }>("select count(*)::int as n from surveys");
    expect(after.rows[0].n).toBe(before.rows[0].n);
  });

  it("hides a draft from the client until it is published, then e-mails the client once", async () => {
    const draft = ((await newDraft()).data as Json).createSurvey as Json;
    const id = draft.id as string;
    for (const role of ["client", "otherClient", "otherBroker", "research"] as const) {
      expect(((await call(READ, { id }, role)).data as Json).survey, role).toBeNull();
    }
    expect(((await call(READ, { id }, "admin")).data as Json).survey).not.toBeNull();
    // The campaign lists the draft to its broker, not to its client.
    const listed = async (role: Role) =>
      (((await call(CAMPAIGN_SURVEYS, { id: campaignId }, role)).data as Json).campaign as Json)
        .surveys as Json[];
    expect((await listed("broker")).map((s) => s.id)).toContain(id);
    expect((await listed("client")).map((s) => s.id)).not.toContain(id);
    for (const role of ["client", "otherBroker", "research"] as const) {
      expect(code(await call(PUBLISH, { id }, role)), role).toBe("FORBIDDEN");
    }
    const mailsBefore = (await outboxFor(server, clientEmail)).length;
    const published = ((await call(PUBLISH, { id }, "broker")).data as Json).publishSurvey as Json;
    expect(published.publishedAt).not.toBeNull();
    // Publishing again changes nothing and sends nothing.
    await call(PUBLISH, { id }, "broker");
    const mails = await outboxFor(server, clientEmail);
    expect(mails).toHaveLength(mailsBefore + 1);
    expect(mails[0].kind).toBe("survey-published");
    expect(mails[0].text).toContain(`/tourbook/surveys/${draft.uuid}`);

    expect((await listed("client")).map((s) => s.id)).toContain(id);
    const seen = ((await call(READ, { id: draft.uuid }, "client")).data as Json).survey as Json;
    expect(seen.viewerCanRespond).toBe(true);
    expect(seen.viewerCanEdit).toBe(false);
    // A client never reads a broker-only listing field, even through a survey.
    const listings = seen.listings as { listing: { brokerNotes: unknown } }[];
    expect(listings.every((l) => l.listing.brokerNotes === null)).toBe(true);
    for (const role of ["otherClient", "otherBroker", "research"] as const) {
      expect(((await call(READ, { id }, role)).data as Json).survey, role).toBeNull();
    }
  });

  it("takes the client's answers (and no one else's), shows them to the broker, and tells the broker once per window", async () => {
    const draft = ((await newDraft()).data as Json).createSurvey as Json;
    const entry = (draft.listings as Json[])[0].id as string;
    const input = { surveyListingId: entry, rating: "INTERESTED", clientComment: "  Love the light  " };
    // A draft cannot be answered, even by its client.
    expect(code(await call(ANSWER, { input }, "client"))).toBe("FORBIDDEN");
    await call(PUBLISH, { id: draft.id }, "broker");
    for (const role of ["otherClient", "broker", "otherBroker", "research", "admin"] as const) {
      expect(code(await call(ANSWER, { input }, role)), role).toBe("FORBIDDEN");
    }
    const brokerMails = (await outboxFor(server, "broker@squarely.test")).length;
    const answer = ((await call(ANSWER, { input }, "client")).data as Json).answerSurveyListing as Json;
    expect(answer).toMatchObject({ rating: "INTERESTED", clientComment: "Love the light" });
    expect(answer.ratedAt).not.toBeNull();
    await call(ANSWER, { input: { ...input, rating: "NOT_INTERESTED" } }, "client");
    const mails = await outboxFor(server, "broker@squarely.test");
    expect(mails).toHaveLength(brokerMails + 1);
    expect(mails[0].kind).toBe("survey-answered");

    const seen = ((await call(READ, { id: draft.id }, "broker")).data as Json).survey as Json;
    expect((seen.listings as Json[])[0]).toMatchObject({
      rating: "NOT_INTERESTED",
      clientComment: "Love the light",
    });

    // Taking an answer back clears it.
    const cleared = await call(
      ANSWER,
      { input: { surveyListingId: entry, rating: null, clientComment: "" } },
      "client",
    );
    expect((cleared.data as Json).answerSurveyListing).toMatchObject({
      rating: null,
      clientComment: null,
      ratedAt: null,
    });
    const tooLong = { surveyListingId: entry, rating: null, clientComment: "x".repeat(2001) };
    expect(code(await call(ANSWER, { input: tooLong }, "client"))).toBe("BAD_USER_INPUT");
  });

  it("e-mails the broker when the campaign's client opens a survey, once per hour, and refuses anyone else", async () => {
    const draft = ((await newDraft()).data as Json).createSurvey as Json;
    await call(PUBLISH, { id: draft.id }, "broker");
    const vars = { campaignId, surveyId: draft.id };
    for (const role of ["otherClient", "broker", "otherBroker", "research", "admin"] as const) {
      expect(code(await call(VISIT, vars, role)), role).toBe("FORBIDDEN");
    }
    expect(code(await call(VISIT, vars, "signedOut"))).toBe("UNAUTHENTICATED");
    // The survey must belong to the campaign named.
    const other = await server.database.query<{ id: number }>(
      "select id from campaigns where id <> $1 order by id limit 1",
      [campaignId],
    );
    expect(code(await call(VISIT, { ...vars, campaignId: String(other.rows[0].id) }, "client"))).toBe(
      "FORBIDDEN",
    );
    const before = (await outboxFor(server, "broker@squarely.test")).length;
    expect(((await call(VISIT, vars, "client")).data as Json).sendSurveyVisitEmail).toEqual({
      success: true,
    });
    expect(((await call(VISIT, vars, "client")).data as Json).sendSurveyVisitEmail).toEqual({
      success: false,
    });
    const mails = await outboxFor(server, "broker@squarely.test");
    expect(mails).toHaveLength(before + 1);
    expect(mails[0].kind).toBe("survey-visit");
  });

  it("answers null alike for a missing survey and a malformed id", async () => {
    for (const id of ["999999", "not-an-id", "00000000-0000-4000-8000-000000000000"]) {
      expect(((await call(READ, { id }, "admin")).data as Json).survey, id).toBeNull();
    }
  });
});
