import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AccountClient, type Json, outboxFor, uniqueEmail } from "../../testing/accountClient";
import { sessionCookieFor } from "../../testing/sessions";
import { startTestServer, type TestServer, testBackends } from "../../testing/testServer";
import { futureDay } from "../../testing/tourbookRoles";

const START = `mutation Start($input: StartCampaignInput!) {
  startCampaign(input: $input) { campaignId path invitationSent } }`;
const ADD = `mutation Add($listingIds: [ID!]!, $campaignIds: [ID!]) {
  addListings(listingIds: $listingIds, campaignIds: $campaignIds) { updatedCampaigns { id } } }`;
const ENTRIES = `query Entries($id: ID!) { campaign(id: $id) { listingsConnection { edges { id } } } }`;
const CREATE_SURVEY = `mutation CreateSurvey($input: CreateSurveyInput!) { createSurvey(input: $input) { id uuid } }`;
const NOTICE = "mailNotice { recipients { email name invited } nobodyReason }";
const PUBLISH = `mutation Publish($id: ID!) { publishSurvey(surveyId: $id) { id publishedAt ${NOTICE} } }`;
const CREATE_TOUR = `mutation CreateTour($input: CreateTourInput!) { createTour(input: $input) { id uuid stops { id } } }`;
const UPDATE_TOUR = `mutation UpdateTour($input: UpdateTourInput!) { updateTour(input: $input) { id ${NOTICE} } }`;
const SCHEDULE = `mutation Schedule($id: ID!) { scheduleTour(tourId: $id) { id scheduledAt ${NOTICE} } }`;
const CANCEL = `mutation Cancel($id: ID!) { cancelTour(tourId: $id) { id ${NOTICE} } }`;
const ACCEPT = `mutation Accept($id: ID!) { acceptInvitation(id: $id) { destination } }`;
const SURVEY = `query Survey($id: ID!) { survey(id: $id) { id viewerCanRespond mailNotice { nobodyReason } } }`;
const TOUR = `query Tour($id: ID!) { tour(id: $id) { id scheduledAt } }`;
const CAMPAIGN_MAIL = `query CampaignMail($id: ID!) { campaign(id: $id) {
  mail { id to kind status error html text links { url } } } }`;

const INVITATION_LINK = /\/invitation\/([0-9a-f-]{36})/;

/**
 * Issue 25, major 5: a campaign whose client is only invited still gets its survey and tour mail,
 * each with the way in (the campaign invitation's link); accepting later shows what was sent; every
 * mutation's answer names who was e-mailed; the broker sees the delivery on the campaign.
 */
describe.each(testBackends())("mail to a campaign's invited client on $name", (backend) => {
  let server: TestServer;
  const cookie: Record<string, string> = {};
  let listingIds: string[];

  beforeAll(async () => {
    server = await startTestServer(backend);
    for (const [role, email] of [
      ["broker", "broker@squarely.test"],
      ["admin", "admin@squarely.test"],
      ["client", "client@squarely.test"],
    ] as const) {
      cookie[role] = await sessionCookieFor(server.database, email);
    }
    const { rows } = await server.database.query<{ id: number }>(
      "select id from listings where status = 'AVAILABLE' order by id limit 2",
    );
    listingIds = rows.map((r) => String(r.id));
  });
  afterAll(async () => {
    await server?.close();
  });

  async function call(query: string, variables: Record<string, unknown>, who: string | AccountClient) {
    if (who instanceof AccountClient) return who.gql(query, variables);
    const body: Json = await (await server.graphql({ query, variables }, { cookie: cookie[who] })).json();
    return body;
  }

  /** A new campaign for a new address, with two listings: its client is only invited. */
  async function invitedCampaign(address: string) {
    const input = {
      clientEmail: address,
      firstName: "Pat",
      lastName: "Prospect",
      companyName: "Prospect Labs",
    };
    const started = (await call(START, { input }, "broker")).data.startCampaign;
    expect(started.invitationSent).toBe(true);
    await call(ADD, { listingIds, campaignIds: [started.campaignId] }, "broker");
    const edges = (await call(ENTRIES, { id: started.campaignId }, "broker")).data.campaign.listingsConnection
      .edges;
    return {
      campaignId: started.campaignId as string,
      campaignListingIds: edges.map((e: Json) => e.id as string),
    };
  }

  it("mails the survey and the tour to the invited address with the invitation's link, names them, and the client sees both after accepting", async () => {
    const address = uniqueEmail("invited");
    const { campaignId, campaignListingIds } = await invitedCampaign(address);
    const [invitationMail] = await outboxFor(server, address);
    const invitationId = (invitationMail.text.match(INVITATION_LINK) as RegExpMatchArray)[1];
    // A survey sent on the invitation's last day must not carry a link that dies tomorrow.
    await server.database.query(
      "update invitations set expires_at = now() + interval '1 hour' where uuid = $1",
      [invitationId],
    );

    const survey = (
      await call(CREATE_SURVEY, { input: { campaignId, name: "First picks", campaignListingIds } }, "broker")
    ).data.createSurvey;
    const published = (await call(PUBLISH, { id: survey.id }, "broker")).data.publishSurvey;
    expect(published.publishedAt).not.toBeNull();
    expect(published.mailNotice).toEqual({
      recipients: [{ email: address, name: "Pat Prospect", invited: true }],
      nobodyReason: null,
    });
    const [surveyMail] = await outboxFor(server, address);
    expect(surveyMail.kind).toBe("survey-published");
    expect(surveyMail.subject).toContain("First picks");
    expect(surveyMail.text.match(INVITATION_LINK)?.[1]).toBe(invitationId);
    expect(surveyMail.text).toContain("accept your broker's invitation with this e-mail address");
    const { rows: renewed } = await server.database.query<{ days: number }>(
      "select round(extract(epoch from expires_at - now()) / 86400)::int as days from invitations where uuid = $1",
      [invitationId],
    );
    expect(renewed[0].days).toBe(14);
    // Published again: nothing more is sent, and the answer says nobody was e-mailed this time.
    expect((await call(PUBLISH, { id: survey.id }, "broker")).data.publishSurvey.mailNotice).toBeNull();
    // Only the mutation's answer carries the notice.
    expect((await call(SURVEY, { id: survey.id }, "broker")).data.survey.mailNotice).toBeNull();

    const tour = (
      await call(
        CREATE_TOUR,
        { input: { campaignId, name: "Tuesday tour", date: futureDay(7), campaignListingIds } },
        "broker",
      )
    ).data.createTour;
    const stops = tour.stops.map((s: Json, i: number) => ({
      id: s.id,
      startTime: `1${i}:00`,
      durationMinutes: 30,
    }));
    const saved = (await call(UPDATE_TOUR, { input: { tourId: tour.id, stops } }, "broker")).data.updateTour;
    expect(saved.mailNotice).toBeNull();
    const scheduled = (await call(SCHEDULE, { id: tour.id }, "broker")).data.scheduleTour;
    expect(scheduled.scheduledAt).not.toBeNull();
    expect(scheduled.mailNotice.recipients).toEqual([
      { email: address, name: "Pat Prospect", invited: true },
    ]);
    const { rows: tourMail } = await server.database.query<{ text: string; attachments: Json }>(
      "select text, attachments from email_outbox where \"to\" = $1 and kind = 'tour-scheduled'",
      [address],
    );
    expect(tourMail).toHaveLength(1);
    expect(tourMail[0].text.match(INVITATION_LINK)?.[1]).toBe(invitationId);
    expect(tourMail[0].attachments[0]).toMatchObject({ filename: "tour.ics" });
    expect(tourMail[0].attachments[0].content).toContain("METHOD:PUBLISH");

    // A change that moves the calendar event names who heard of it.
    const moved = stops.map((s: Json) => ({ ...s, startTime: s.startTime.replace(":00", ":30") }));
    const changed = (await call(UPDATE_TOUR, { input: { tourId: tour.id, stops: moved } }, "broker")).data
      .updateTour;
    expect(changed.mailNotice.recipients.map((r: Json) => r.email)).toEqual([address]);

    // The broker sees the delivery of each mail their actions sent; the statuses, not the messages.
    const mail = (await call(CAMPAIGN_MAIL, { id: campaignId }, "broker")).data.campaign.mail;
    expect(mail.map((m: Json) => m.kind)).toEqual([
      "tour-changed",
      "tour-scheduled",
      "survey-published",
      "campaign-invitation",
    ]);
    for (const m of mail) {
      expect(m).toMatchObject({
        to: address,
        status: "QUEUED",
        error: null,
        html: null,
        text: null,
        links: null,
      });
    }
    expect((await call(CAMPAIGN_MAIL, { id: campaignId }, "admin")).data.campaign.mail).toHaveLength(4);

    // The owner of the address signs up (unconfirmed) and accepts with the mailed link: the survey and
    // the tour they were sent are theirs.
    const invitee = new AccountClient(server);
    expect((await invitee.createAccount({ email: address })).error).toBeNull();
    const accepted = await call(ACCEPT, { id: invitationId }, invitee);
    expect(accepted.data.acceptInvitation.destination).toMatch(/^\/tourbook\/campaigns\//);
    expect((await call(SURVEY, { id: survey.uuid }, invitee)).data.survey).toMatchObject({
      viewerCanRespond: true,
    });
    expect((await call(TOUR, { id: tour.uuid }, invitee)).data.tour.scheduledAt).not.toBeNull();
    // The client sees no delivery list: it is the broker's.
    expect((await call(CAMPAIGN_MAIL, { id: campaignId }, invitee)).data.campaign.mail).toEqual([]);

    // Now a member: the cancellation goes to their account, no invitation link any more.
    const cancelled = (await call(CANCEL, { id: tour.id }, "broker")).data.cancelTour;
    expect(cancelled.mailNotice.recipients).toEqual([
      { email: address, name: "Casey Tester", invited: false },
    ]);
    const [cancelMail] = await outboxFor(server, address);
    expect(cancelMail.kind).toBe("tour-cancelled");
    expect(cancelMail.text).not.toMatch(INVITATION_LINK);
  });

  it("says nobody was e-mailed when the campaign has neither a client nor an invitation", async () => {
    const address = uniqueEmail("withdrawn");
    const { campaignId, campaignListingIds } = await invitedCampaign(address);
    await server.database.query("delete from invitations where campaign_id = $1", [Number(campaignId)]);
    const survey = (
      await call(CREATE_SURVEY, { input: { campaignId, name: "Picks", campaignListingIds } }, "broker")
    ).data.createSurvey;
    const published = (await call(PUBLISH, { id: survey.id }, "broker")).data.publishSurvey;
    expect(published.mailNotice).toEqual({ recipients: [], nobodyReason: "The campaign has no client yet." });
    expect((await outboxFor(server, address)).map((m) => m.kind)).toEqual(["campaign-invitation"]);
  });

  it("names the client's account when the campaign has one", async () => {
    const { rows } = await server.database.query<{ id: number }>(
      `select c.id from campaigns c join users u on u.id = c.client_id where u.email = 'client@squarely.test'
       and c.archived_at is null order by c.id limit 1`,
    );
    const campaignId = String(rows[0].id);
    const edges = (await call(ENTRIES, { id: campaignId }, "broker")).data.campaign.listingsConnection.edges;
    const survey = (
      await call(
        CREATE_SURVEY,
        { input: { campaignId, name: "More picks", campaignListingIds: [edges[0].id] } },
        "broker",
      )
    ).data.createSurvey;
    const notice = (await call(PUBLISH, { id: survey.id }, "broker")).data.publishSurvey.mailNotice;
    expect(notice.recipients).toHaveLength(1);
    expect(notice.recipients[0]).toMatchObject({ email: "client@squarely.test", invited: false });
    expect(notice.recipients[0].name).toBeTruthy();
  });
});
