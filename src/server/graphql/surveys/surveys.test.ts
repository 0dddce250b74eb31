import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Json } from "../../testing/accountClient";
import { outboxFor } from "../../testing/accountClient";
import { startTestServer, type TestServer, testBackends } from "../../testing/testServer";
import {
  DEMO_CLIENT_EMAIL,
  errorCode,
  type TourbookRole,
  tourbookFixture,
  tourbookRoleEmails,
} from "../../testing/tourbookRoles";

const CREATE = `mutation Create($input: CreateSurveyInput!) {
  createSurvey(input: $input) { id uuid name publishedAt viewerCanEdit viewerCanRespond
    campaign { id displayName brokerName } listings { id position rating listing { id } } } }`;
const PUBLISH = `mutation Publish($id: ID!) { publishSurvey(surveyId: $id) { id publishedAt } }`;
const READ = `query Read($id: ID!) { survey(id: $id) { id name publishedAt viewerCanEdit viewerCanRespond
  listings { id rating clientComment ratedAt listing { id brokerNotes }
    answers { respondentName byClient byViewer rating comment answeredAt } } } }`;
const ANSWER = `mutation Answer($input: AnswerSurveyListingInput!) {
  answerSurveyListing(input: $input) { id rating clientComment ratedAt } }`;
const VISIT = `mutation Visit($campaignId: ID!, $surveyId: ID!) {
  sendSurveyVisitEmail(campaignId: $campaignId, surveyId: $surveyId) { success } }`;

const CAMPAIGN_SURVEYS = `query Surveys($id: ID!) { campaign(id: $id) { surveys { id } } }`;

type Role = TourbookRole;

/** Surveys (issue 11): every mutation with every role, the draft rule, answers, and the e-mails. */
describe.each(testBackends())("surveys on $name", (backend) => {
  let server: TestServer;
  let campaignId: string;
  let campaignListingIds: string[];
  let call: Awaited<ReturnType<typeof tourbookFixture>>["call"];
  const clientEmail = DEMO_CLIENT_EMAIL;

  beforeAll(async () => {
    server = await startTestServer(backend);
    ({ campaignId, campaignListingIds, call } = await tourbookFixture(server));
  });
  afterAll(async () => {
    await server?.close();
  });

  const code = errorCode;

  async function newDraft(role: Role = "broker", name = "Shortlist") {
    const body = await call(CREATE, { input: { campaignId, name, campaignListingIds } }, role);
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

  it("refuses an empty name, no listings, and a survey listing of another campaign, writing nothing", async () => {
    const before = await server.database.query<{ n: number }>("select count(*)::int as n from surveys");
    expect(code(await call(CREATE, { input: { campaignId, name: " ", campaignListingIds } }, "broker"))).toBe(
      "BAD_USER_INPUT",
    );
    expect(
      code(await call(CREATE, { input: { campaignId, name: "X", campaignListingIds: [] } }, "broker")),
    ).toBe("BAD_USER_INPUT");
    const foreign = await server.database.query<{ id: number }>(
      "select id from campaign_listings where campaign_id <> $1 limit 1",
      [campaignId],
    );
    const body = await call(
      CREATE,
      {
        input: {
          campaignId,
          name: "X",
          campaignListingIds: [campaignListingIds[0], String(foreign.rows[0].id)],
        },
      },
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
    const surveyListing = (draft.listings as Json[])[0].id as string;
    const input = {
      surveyListingId: surveyListing,
      rating: "INTERESTED",
      clientComment: "  Love the light  ",
    };
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
      rating: null,
      answers: [
        {
          respondentName: "Alex Rivera",
          byClient: true,
          byViewer: false,
          rating: "NOT_INTERESTED",
          comment: "Love the light",
        },
      ],
    });

    // Taking an answer back clears it.
    const cleared = await call(
      ANSWER,
      { input: { surveyListingId: surveyListing, rating: null, clientComment: "" } },
      "client",
    );
    expect((cleared.data as Json).answerSurveyListing).toMatchObject({
      rating: null,
      clientComment: null,
      ratedAt: null,
    });
    const tooLong = { surveyListingId: surveyListing, rating: null, clientComment: "x".repeat(2001) };
    expect(code(await call(ANSWER, { input: tooLong }, "client"))).toBe("BAD_USER_INPUT");
  });

  /** Makes a role an invitee of a survey (an accepted survey invitation); that role's name. */
  async function invite(surveyId: string, role: "otherClient"): Promise<string> {
    const { rows } = await server.database.query<{ id: number; name: string }>(
      "select id, first_name || ' ' || last_name as name from users where email = $1",
      [(await tourbookRoleEmails(server.database))[role]],
    );
    await server.database.query(
      `insert into invitations (kind, campaign_id, survey_id, email, accepted_by_id, accepted_at)
       select 'SURVEY', campaign_id, id, $2, $3, now() from surveys where id = $1`,
      [surveyId, `${role}@invited.test`, rows[0].id],
    );
    return rows[0].name;
  }

  it("keeps one answer per respondent: an invitee never overwrites the client's, the broker sees both by name, each respondent only their own (issue 24)", async () => {
    const draft = ((await newDraft()).data as Json).createSurvey as Json;
    const surveyListing = (draft.listings as Json[])[0].id as string;
    await call(PUBLISH, { id: draft.id }, "broker");
    const inviteeName = await invite(draft.id as string, "otherClient");
    const brokerMails = (await outboxFor(server, "broker@squarely.test")).length;

    // The invitee answers first: the broker hears of it, by the invitee's name.
    const theirs = { surveyListingId: surveyListing, rating: "NOT_INTERESTED", clientComment: "Too dark" };
    const answered = ((await call(ANSWER, { input: theirs }, "otherClient")).data as Json)
      .answerSurveyListing as Json;
    expect(answered).toMatchObject({ rating: "NOT_INTERESTED", clientComment: "Too dark" });
    const mails = await outboxFor(server, "broker@squarely.test");
    expect(mails).toHaveLength(brokerMails + 1);
    expect(mails[0].kind).toBe("survey-answered");
    expect(mails[0].text).toContain(inviteeName);

    const mine = { surveyListingId: surveyListing, rating: "INTERESTED", clientComment: "Love the light" };
    await call(ANSWER, { input: mine }, "client");
    // The invitee changes their answer again: the client's stays as it was.
    await call(ANSWER, { input: { ...theirs, clientComment: "Still too dark" } }, "otherClient");

    const first = (role: Role) =>
      call(READ, { id: draft.id }, role).then(
        (body) => (((body.data as Json).survey as Json).listings as Json[])[0],
      );
    const client = await first("client");
    expect(client).toMatchObject({ rating: "INTERESTED", clientComment: "Love the light" });
    expect(client.answers).toEqual([
      expect.objectContaining({ respondentName: "Alex Rivera", byClient: true, byViewer: true }),
    ]);
    const invitee = await first("otherClient");
    expect(invitee).toMatchObject({ rating: "NOT_INTERESTED", clientComment: "Still too dark" });
    expect(invitee.answers).toEqual([
      expect.objectContaining({ respondentName: inviteeName, byClient: false, byViewer: true }),
    ]);
    expect(JSON.stringify(invitee)).not.toContain("Love the light");
    expect(JSON.stringify(client)).not.toContain("too dark");

    for (const role of ["broker", "admin"] as const) {
      const seen = await first(role);
      expect(seen.rating, role).toBeNull();
      expect(seen.answers, role).toEqual([
        expect.objectContaining({
          respondentName: inviteeName,
          byClient: false,
          byViewer: false,
          rating: "NOT_INTERESTED",
          comment: "Still too dark",
        }),
        expect.objectContaining({
          respondentName: "Alex Rivera",
          byClient: true,
          byViewer: false,
          rating: "INTERESTED",
          comment: "Love the light",
        }),
      ]);
    }

    // Taking one's answer back removes that answer only.
    await call(
      ANSWER,
      { input: { surveyListingId: surveyListing, rating: null, clientComment: null } },
      "otherClient",
    );
    const after = await first("broker");
    expect(after.answers).toEqual([expect.objectContaining({ respondentName: "Alex Rivera" })]);
    const { rows } = await server.database.query<{ n: number }>(
      "select count(*)::int as n from survey_answers where survey_listing_id = $1",
      [surveyListing],
    );
    expect(rows[0].n).toBe(1);
  });

  it("keeps the demo client's seeded answers, as theirs", async () => {
    const { rows } = await server.database.query<{ uuid: string }>(
      "select s.uuid from surveys s join survey_listings sl on sl.survey_id = s.id join survey_answers a on a.survey_listing_id = sl.id limit 1",
    );
    const seen = ((await call(READ, { id: rows[0].uuid }, "broker")).data as Json).survey as Json;
    const comments = (seen.listings as Json[]).flatMap((l) => (l.answers as Json[]).map((a) => a.comment));
    expect(comments).toEqual([
      "Great light. Can we see it on the tour?",
      "Too far from the subway for the team.",
    ]);
    const client = ((await call(READ, { id: rows[0].uuid }, "client")).data as Json).survey as Json;
    expect((client.listings as Json[])[0]).toMatchObject({
      rating: "INTERESTED",
      clientComment: "Great light. Can we see it on the tour?",
    });
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
