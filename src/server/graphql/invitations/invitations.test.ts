import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  DEMO_CAMPAIGN_INVITEE,
  DEMO_TOUR_INVITATION_ID,
  DEMO_TOUR_INVITEE,
} from "../../db/seed/demoCampaigns";
import { hitRateLimit } from "../../services/rateLimit";
import { INVITATION_LOOKUP_IP_RULE } from "../../services/tourbook/invitations";
import { START_CAMPAIGN_USER_RULE } from "../../services/tourbook/startCampaign";
import {
  AccountClient,
  awayFromWindowEdge,
  type Json,
  outboxFor,
  uniqueEmail,
  uniqueIp,
} from "../../testing/accountClient";
import { sessionCookieFor } from "../../testing/sessions";
import { startTestServer, type TestServer, testBackends } from "../../testing/testServer";
import { TOURBOOK_ROLES, type TourbookRole, tourbookRoleEmails } from "../../testing/tourbookRoles";

const INVITATION = `query Invitation($id: ID!) { invitation(id: $id) {
  id kind state campaignName inviterName maskedEmail emailMatchesViewer destination
  prefill { email firstName lastName } } }`;
const ACCEPT = `mutation Accept($id: ID!) { acceptInvitation(id: $id) { destination } }`;
const PUBLIC_SURVEY = `query PublicSurvey($uuid: ID!) { publicSurvey(uuid: $uuid) {
  id name brokerName publishedAt viewerPath viewerCanJoin
  listings { id address squareFeet status brokerNotes privateDescription photos { id } } } }`;
const START = `mutation Start($input: StartCampaignInput!) {
  startCampaign(input: $input) { campaignId path invitationSent } }`;
const CAMPAIGN = `query Campaign($id: ID!) { campaign(id: $id) { id identifier displayName
  client { id displayName } broker { displayName } } }`;
const SURVEY = `query Survey($id: ID!) { survey(id: $id) { id viewerCanRespond } }`;
const JOIN = `mutation Join($surveyId: ID!) { joinSurvey(surveyId: $surveyId) { destination } }`;
const TOUR = `query Tour($id: ID!) { tour(id: $id) { id } }`;
const ME = `query Me { currentUser { id confirmed } }`;
const LIST = `query List { campaigns(input: { limit: 50, sort: CREATED }) { campaigns { id invitationPending client { id } } } }`;

const ROLES = TOURBOOK_ROLES;
type Role = TourbookRole;

/** Invitations, the public survey and starting a campaign (issue 11), with every role. */
describe.each(testBackends())("invitations on $name", (backend) => {
  let server: TestServer;
  const cookie: Partial<Record<Role, string>> = {};
  const email: Partial<Record<Role, string>> = {};
  let tourInvitation: string;
  let tourUuid: string;
  let surveyInvitation: string;
  let surveyUuid: string;
  let surveyRowId: number;
  let acmeId: number;

  beforeAll(async () => {
    server = await startTestServer(backend, { env: { TRUST_PROXY: "1" } });
    const q = server.database.query.bind(server.database);
    const tour = await q<{ uuid: string; tour_uuid: string }>(
      "select i.uuid, t.uuid as tour_uuid from invitations i join tours t on t.id = i.tour_id where i.email = $1",
      [DEMO_TOUR_INVITEE],
    );
    tourInvitation = tour.rows[0].uuid;
    expect(tourInvitation).toBe(DEMO_TOUR_INVITATION_ID);
    tourUuid = tour.rows[0].tour_uuid;
    const survey = await q<{ uuid: string; survey_uuid: string; survey_id: number; campaign_id: number }>(
      `select i.uuid, s.uuid as survey_uuid, s.id as survey_id, s.campaign_id from invitations i
       join surveys s on s.id = i.survey_id where i.kind = 'SURVEY' order by i.id limit 1`,
    );
    surveyInvitation = survey.rows[0].uuid;
    surveyUuid = survey.rows[0].survey_uuid;
    surveyRowId = survey.rows[0].survey_id;
    acmeId = survey.rows[0].campaign_id;
    Object.assign(email, await tourbookRoleEmails(server.database));
    for (const role of ROLES) cookie[role] = await sessionCookieFor(server.database, email[role] as string);
  });
  afterAll(async () => {
    await server?.close();
  });

  /** Each call from its own address unless one is given, so the per-address limit is not shared. */
  async function call(
    query: string,
    variables: Record<string, unknown>,
    who: Role | "signedOut" | AccountClient,
    ip = uniqueIp(),
  ): Promise<Json> {
    if (who instanceof AccountClient) return who.gql(query, variables);
    const res = await server.graphql(
      { query, variables },
      { cookie: who === "signedOut" ? undefined : cookie[who], headers: { "x-forwarded-for": ip } },
    );
    return res.json();
  }
  const code = (body: Json) => body.errors?.[0]?.extensions?.code;

  /** A new account with this address, signed in. */
  async function newAccount(address: string): Promise<AccountClient> {
    const account = new AccountClient(server);
    const created = await account.createAccount({ email: address });
    expect(created.error).toBeNull();
    return account;
  }

  it("shows a pending invitation to anyone with its link: who, what, a masked address, no ids", async () => {
    const body = await call(INVITATION, { id: tourInvitation }, "signedOut");
    expect(body.data.invitation).toEqual({
      id: tourInvitation,
      kind: "TOUR",
      state: "PENDING",
      campaignName: "Acme Robotics",
      inviterName: "Jamie Chen",
      maskedEmail: "j•••@acme-robotics.example.com",
      emailMatchesViewer: null,
      destination: null,
      prefill: { email: DEMO_TOUR_INVITEE, firstName: "Jordan", lastName: "Lee" },
    });
    for (const role of ROLES) {
      const seen = (await call(INVITATION, { id: tourInvitation.toUpperCase() }, role)).data.invitation;
      expect(seen.emailMatchesViewer, role).toBe(false);
      expect(seen.prefill, role).toBeNull();
      // The tour's own readers are shown the way in; nobody else is.
      const reads = role === "client" || role === "broker" || role === "admin";
      expect(seen.destination, role).toBe(reads ? `/tourbook/tours/${tourUuid}` : null);
    }
  });

  it("answers null for garbage, row ids and unknown uuids, without an error", async () => {
    const { rows } = await server.database.query<{ id: number }>("select id from invitations limit 1");
    for (const id of [
      "",
      "garbage",
      String(rows[0].id),
      "00000000-0000-4000-8000-000000000000",
      "x".repeat(64),
    ]) {
      const body = await call(INVITATION, { id }, "signedOut");
      expect(body.errors, id).toBeUndefined();
      expect(body.data.invitation, id).toBeNull();
    }
    expect(code(await call(INVITATION, { id: "x".repeat(65) }, "signedOut"))).toBe("BAD_USER_INPUT");
  });

  it("limits invitation look-ups per address, so nobody walks through uuids", async () => {
    await awayFromWindowEdge(INVITATION_LOOKUP_IP_RULE.windowMs);
    const ip = uniqueIp();
    for (let i = 0; i < INVITATION_LOOKUP_IP_RULE.limit; i++) {
      const body = await call(INVITATION, { id: crypto.randomUUID() }, "signedOut", ip);
      expect(body.errors).toBeUndefined();
    }
    const refused = await call(INVITATION, { id: tourInvitation }, "signedOut", ip);
    expect(code(refused)).toBe("RATE_LIMITED");
    expect(refused.errors[0].message).toMatch(
      /^Too many invitation look-ups from your address; try again in \d+ minutes?\.$/,
    );
    expect(code(await call(ACCEPT, { id: tourInvitation }, "client", ip))).toBe("RATE_LIMITED");
    // Another address is not affected.
    expect((await call(INVITATION, { id: tourInvitation }, "signedOut")).data.invitation).not.toBeNull();
  });

  it("accepts only for the invited address: signed out and other accounts are refused with clear messages", async () => {
    const out = await call(ACCEPT, { id: tourInvitation }, "signedOut");
    expect(code(out)).toBe("UNAUTHENTICATED");
    for (const role of ROLES) {
      const body = await call(ACCEPT, { id: tourInvitation }, role);
      expect(code(body), role).toBe("WRONG_ACCOUNT");
      expect(body.errors[0].message).toBe(
        "This invitation was sent to j•••@acme-robotics.example.com. Sign out, then sign in or create an account with that address to accept it.",
      );
    }
    for (const id of ["garbage", "1", crypto.randomUUID()]) {
      expect(code(await call(ACCEPT, { id }, "client")), id).toBe("INVITATION_NOT_FOUND");
    }
    const { rows } = await server.database.query<{ n: number }>(
      "select count(*)::int as n from invitations where accepted_at is not null",
    );
    expect(rows[0].n).toBe(0);
  });

  it("makes a new account with the invited address (any case) an invitee of the tour, once; a second accept just answers", async () => {
    const jordan = await newAccount(DEMO_TOUR_INVITEE.replace("jordan", "Jordan"));
    const before = (await call(INVITATION, { id: tourInvitation }, jordan)).data.invitation;
    expect(before).toMatchObject({
      emailMatchesViewer: true,
      destination: null,
      state: "PENDING",
      prefill: null,
    });
    const [first, second] = await Promise.all([
      call(ACCEPT, { id: tourInvitation }, jordan),
      call(ACCEPT, { id: tourInvitation }, jordan),
    ]);
    expect(first.data.acceptInvitation.destination).toBe(`/tourbook/tours/${tourUuid}`);
    expect(second.data.acceptInvitation.destination).toBe(`/tourbook/tours/${tourUuid}`);
    const after = (await call(INVITATION, { id: tourInvitation }, jordan)).data.invitation;
    expect(after).toMatchObject({ state: "ACCEPTED", destination: `/tourbook/tours/${tourUuid}` });
    // A tour invitee reads the tour, not the whole tourbook.
    expect((await call(CAMPAIGN, { id: String(acmeId) }, jordan)).data.campaign).toBeNull();
    expect((await call(INVITATION, { id: tourInvitation }, "signedOut")).data.invitation.prefill).toBeNull();
  });

  it("refuses an invitation used by someone else and an expired one, changing nothing", async () => {
    const q = server.database.query.bind(server.database);
    const [{ id: clientId }] = (
      await q<{ id: number }>("select id from users where email = 'client@squarely.test'")
    ).rows;
    const used = await q<{ uuid: string }>(
      `insert into invitations (kind, campaign_id, email, accepted_by_id, accepted_at, expires_at)
       values ('CAMPAIGN', $1, $2, $3, now(), now() + interval '1 day') returning uuid`,
      [acmeId, (email.otherClient as string).toUpperCase(), clientId],
    );
    const usedBody = await call(ACCEPT, { id: used.rows[0].uuid }, "otherClient");
    expect(code(usedBody)).toBe("INVITATION_USED");
    expect(usedBody.errors[0].message).toBe(
      "This invitation has already been used. Each invitation works once.",
    );

    const expired = await q<{ uuid: string }>(
      `insert into invitations (kind, campaign_id, email, expires_at)
       values ('CAMPAIGN', $1, $2, now() - interval '1 minute') returning uuid`,
      [acmeId, email.otherClient],
    );
    expect(
      (await call(INVITATION, { id: expired.rows[0].uuid }, "otherClient")).data.invitation,
    ).toMatchObject({
      state: "EXPIRED",
      emailMatchesViewer: true,
      destination: null,
    });
    const expiredBody = await call(ACCEPT, { id: expired.rows[0].uuid }, "otherClient");
    expect(code(expiredBody)).toBe("INVITATION_EXPIRED");
    expect(expiredBody.errors[0].message).toBe(
      "This invitation has expired. Ask the person who invited you to send a new one.",
    );
    const still = await q<{ accepted_at: Date | null }>(
      "select accepted_at from invitations where uuid = $1",
      [expired.rows[0].uuid],
    );
    expect(still.rows[0].accepted_at).toBeNull();
    expect((await call(CAMPAIGN, { id: String(acmeId) }, "otherClient")).data.campaign).toBeNull();
  });

  it("makes a campaign invitee a member when the campaign has a client, and a survey invitee able to answer", async () => {
    const address = uniqueEmail("member");
    const { rows } = await server.database.query<{ uuid: string }>(
      `insert into invitations (kind, campaign_id, email, expires_at)
       values ('CAMPAIGN', $1, $2, now() + interval '14 days') returning uuid`,
      [acmeId, address],
    );
    const member = await newAccount(address);
    const accepted = await call(ACCEPT, { id: rows[0].uuid }, member);
    const acme = (await call(CAMPAIGN, { id: String(acmeId) }, member)).data.campaign;
    expect(accepted.data.acceptInvitation.destination).toBe(`/tourbook/campaigns/${await acmeUuid()}`);
    expect(acme.client.displayName).toBe("Alex Rivera");

    // Pat was invited to the survey; a new account with Pat's address is not confirmed, so only the
    // mailed link lets it in (issue 24).
    const pat = await newAccount("pat.morgan@acme-robotics.example.com");
    expect((await call(SURVEY, { id: surveyUuid }, pat)).data.survey).toBeNull();
    const shown = (await call(PUBLIC_SURVEY, { uuid: surveyUuid }, pat)).data.publicSurvey;
    expect(shown).toMatchObject({ viewerCanJoin: false, viewerPath: null });
    expect(code(await call(JOIN, { surveyId: surveyUuid }, pat))).toBe("EMAIL_NOT_CONFIRMED");
    const body = await call(ACCEPT, { id: surveyInvitation }, pat);
    expect(body.data.acceptInvitation.destination).toBe(`/tourbook/surveys/${surveyUuid}`);
    expect((await call(SURVEY, { id: surveyUuid }, pat)).data.survey.viewerCanRespond).toBe(true);
    const again = (await call(PUBLIC_SURVEY, { uuid: surveyUuid }, pat)).data.publicSurvey;
    expect(again).toMatchObject({ viewerCanJoin: false, viewerPath: `/tourbook/surveys/${surveyUuid}` });
    // The link proves this invitation, not the account: its address stays unconfirmed.
    expect((await call(ME, {}, pat)).data.currentUser.confirmed).toBe(false);
  });

  /** A new pending invitation to the demo survey or tour for this address; its uuid. */
  async function inviteTo(kind: "SURVEY" | "TOUR", address: string): Promise<string> {
    const column = kind === "SURVEY" ? "survey_id" : "tour_id";
    const target = kind === "SURVEY" ? surveyRowId : (await tourRow()).id;
    const { rows } = await server.database.query<{ uuid: string }>(
      `insert into invitations (kind, campaign_id, ${column}, email, expires_at)
       values ($1, $2, $3, $4, now() + interval '14 days') returning uuid`,
      [kind, acmeId, target, address],
    );
    return rows[0].uuid;
  }
  async function tourRow() {
    const { rows } = await server.database.query<{ id: number }>("select id from tours where uuid = $1", [
      tourUuid,
    ]);
    return rows[0];
  }
  const confirm = (address: string) =>
    server.database.query("update users set confirmed_at = now() where lower(email) = lower($1)", [address]);

  it("never lets an unconfirmed account with an invited address in by look-up, nor hands it an invitation id (issue 24)", async () => {
    const address = uniqueEmail("squatter");
    const surveyLink = await inviteTo("SURVEY", address);
    const tourLink = await inviteTo("TOUR", address);
    const campaignLink = (
      await server.database.query<{ uuid: string }>(
        `insert into invitations (kind, campaign_id, email, expires_at)
         values ('CAMPAIGN', $1, $2, now() + interval '14 days') returning uuid`,
        [acmeId, address],
      )
    ).rows[0].uuid;
    const squatter = await newAccount(address);
    const answers = [
      await call(PUBLIC_SURVEY, { uuid: surveyUuid }, squatter),
      await call(JOIN, { surveyId: surveyUuid }, squatter),
      await call(SURVEY, { id: surveyUuid }, squatter),
      await call(TOUR, { id: tourUuid }, squatter),
      await call(CAMPAIGN, { id: String(acmeId) }, squatter),
      await call(LIST, {}, squatter),
    ];
    expect(answers[0].data.publicSurvey).toMatchObject({ viewerCanJoin: false, viewerPath: null });
    expect(code(answers[1])).toBe("EMAIL_NOT_CONFIRMED");
    expect(answers[1].errors[0].message).toBe(
      "Confirm your e-mail address first, or open the link in your invitation e-mail.",
    );
    expect(answers[2].data.survey).toBeNull();
    expect(answers[3].data.tour).toBeNull();
    expect(answers[4].data.campaign).toBeNull();
    expect(answers[5].data.campaigns.campaigns).toEqual([]);
    const text = JSON.stringify(answers);
    for (const link of [surveyLink, tourLink, campaignLink]) expect(text).not.toContain(link);
    // The field that handed the id out is gone.
    const old = await call(
      "query Old($uuid: ID!) { publicSurvey(uuid: $uuid) { viewerInvitationId } }",
      { uuid: surveyUuid },
      squatter,
    );
    expect(old.errors[0].message).toMatch(/Cannot query field "viewerInvitationId"/);
    const { rows } = await server.database.query<{ n: number }>(
      "select count(*)::int as n from invitations where uuid = any($1::uuid[]) and accepted_at is not null",
      [[surveyLink, tourLink, campaignLink]],
    );
    expect(rows[0].n).toBe(0);

    // With the links that were mailed, each is accepted.
    for (const link of [surveyLink, tourLink, campaignLink]) {
      expect((await call(ACCEPT, { id: link }, squatter)).data.acceptInvitation.destination).toMatch(
        /^\/tourbook\//,
      );
    }
    expect((await call(SURVEY, { id: surveyUuid }, squatter)).data.survey.viewerCanRespond).toBe(true);
    expect((await call(TOUR, { id: tourUuid }, squatter)).data.tour).not.toBeNull();
    expect((await call(CAMPAIGN, { id: String(acmeId) }, squatter)).data.campaign).not.toBeNull();
  });

  it("lets a confirmed account join a survey it was invited to by its address, once; anyone else is told there is none", async () => {
    const address = uniqueEmail("colleague");
    await inviteTo("SURVEY", address);
    const colleague = await newAccount(address);
    await confirm(address);
    const shown = (await call(PUBLIC_SURVEY, { uuid: surveyUuid }, colleague)).data.publicSurvey;
    expect(shown).toMatchObject({ viewerCanJoin: true, viewerPath: null });
    expect(JSON.stringify(shown)).not.toMatch(/invitation/i);
    const joined = await call(JOIN, { surveyId: surveyUuid }, colleague);
    expect(joined.data.joinSurvey.destination).toBe(`/tourbook/surveys/${surveyUuid}`);
    expect((await call(SURVEY, { id: surveyUuid }, colleague)).data.survey.viewerCanRespond).toBe(true);
    const after = (await call(PUBLIC_SURVEY, { uuid: surveyUuid }, colleague)).data.publicSurvey;
    expect(after).toMatchObject({ viewerCanJoin: false, viewerPath: `/tourbook/surveys/${surveyUuid}` });

    // A confirmed account that was not invited, a draft or unknown survey, and a visitor.
    for (const [who, surveyId] of [
      ["otherClient", surveyUuid],
      ["otherClient", crypto.randomUUID()],
      ["otherClient", "garbage"],
    ] as const) {
      const refused = await call(JOIN, { surveyId }, who);
      expect(code(refused), surveyId).toBe("INVITATION_NOT_FOUND");
    }
    expect(code(await call(JOIN, { surveyId: surveyUuid }, "signedOut"))).toBe("UNAUTHENTICATED");
    expect(
      (await call(PUBLIC_SURVEY, { uuid: surveyUuid }, "otherClient")).data.publicSurvey.viewerCanJoin,
    ).toBe(false);
  });

  async function acmeUuid(): Promise<string> {
    const { rows } = await server.database.query<{ uuid: string }>(
      "select uuid from campaigns where id = $1",
      [acmeId],
    );
    return rows[0].uuid;
  }

  it("shows a published survey to everyone by uuid, with public listing fields only", async () => {
    for (const who of ["signedOut", ...ROLES] as const) {
      const survey = (await call(PUBLIC_SURVEY, { uuid: surveyUuid }, who)).data.publicSurvey;
      expect(survey, who).toMatchObject({
        id: surveyUuid,
        name: "Flatiron & SoHo shortlist",
        brokerName: "Jamie Chen",
      });
      expect(survey.listings.length, who).toBeGreaterThan(0);
      const reads = who === "client" || who === "broker" || who === "admin";
      expect(survey.viewerPath, who).toBe(reads ? `/tourbook/surveys/${surveyUuid}` : null);
      if (who === "broker" || who === "otherBroker" || who === "admin") continue;
      for (const listing of survey.listings) {
        expect(listing.brokerNotes, who).toBeNull();
        expect(listing.privateDescription, who).toBeNull();
        if (who === "signedOut") expect(listing.status).toBe("AVAILABLE");
      }
    }
    // No answers: the type has no rating or comment to ask for.
    const rating = await call(
      "query R($uuid: ID!) { publicSurvey(uuid: $uuid) { name rating clientComment campaign { id } } }",
      { uuid: surveyUuid },
      "signedOut",
    );
    expect(rating.errors.map((e: Json) => e.message).join(" ")).toMatch(/Cannot query field "rating"/);
    const text = JSON.stringify((await call(PUBLIC_SURVEY, { uuid: surveyUuid }, "signedOut")).data);
    expect(text).not.toContain("Great light");
    expect(text).not.toContain("Alex Rivera");
  });

  it("answers null for a draft survey, a row id and garbage", async () => {
    const draft = await server.database.query<{ uuid: string }>(
      "insert into surveys (campaign_id, name) values ($1, 'Secret draft') returning uuid",
      [acmeId],
    );
    for (const uuid of [draft.rows[0].uuid, String(surveyRowId), "garbage", crypto.randomUUID()]) {
      const body = await call(PUBLIC_SURVEY, { uuid }, "broker");
      expect(body.errors, uuid).toBeUndefined();
      expect(body.data.publicSurvey, uuid).toBeNull();
    }
  });

  const startInput = (overrides: Record<string, unknown> = {}) => ({
    clientEmail: uniqueEmail("prospect"),
    firstName: "Casey",
    lastName: "Prospect",
    companyName: "Prospect Labs",
    ...overrides,
  });

  it("lets only brokers and admins start a campaign", async () => {
    for (const role of ["client", "otherClient", "research"] as const) {
      expect(code(await call(START, { input: startInput() }, role)), role).toBe("FORBIDDEN");
    }
    expect(code(await call(START, { input: startInput() }, "signedOut"))).toBe("UNAUTHENTICATED");
  });

  it("invites a new address: a campaign without a client, an invitation e-mail, 'Invitation pending', then the invitee becomes the client", async () => {
    const address = uniqueEmail("newclient");
    const body = await call(
      START,
      { input: startInput({ clientEmail: `  ${address.toUpperCase()} ` }) },
      "broker",
    );
    const started = body.data.startCampaign;
    expect(started.invitationSent).toBe(true);
    expect(started.path).toMatch(/^\/tourbook\/campaigns\/[0-9a-f-]{36}$/);
    const campaign = (await call(CAMPAIGN, { id: started.campaignId }, "broker")).data.campaign;
    expect(campaign).toMatchObject({
      displayName: "Prospect Labs",
      client: null,
      broker: { displayName: "Jamie Chen" },
    });
    expect(campaign.identifier).toMatch(/^PROSPECT-LABS-\d{4}(-\d+)?$/);
    for (const role of ["otherBroker", "client", "research"] as const) {
      expect((await call(CAMPAIGN, { id: started.campaignId }, role)).data.campaign, role).toBeNull();
    }
    const listed = (await call(LIST, {}, "broker")).data.campaigns.campaigns.find(
      (c: Json) => c.id === started.campaignId,
    );
    expect(listed).toMatchObject({ invitationPending: true, client: null });

    const [mail] = await outboxFor(server, address);
    expect(mail.kind).toBe("campaign-invitation");
    const link = mail.text.match(/\/invitation\/([0-9a-f-]{36})/);
    expect(link).not.toBeNull();
    const invitationId = (link as RegExpMatchArray)[1];
    const { rows } = await server.database.query<{ days: number }>(
      "select round(extract(epoch from expires_at - created_at) / 86400)::int as days from invitations where uuid = $1",
      [invitationId],
    );
    expect(rows[0].days).toBe(14);

    const invitee = await newAccount(address);
    const accepted = await call(ACCEPT, { id: invitationId }, invitee);
    expect(accepted.data.acceptInvitation.destination).toBe(started.path);
    const mine = (await call(CAMPAIGN, { id: started.campaignId }, invitee)).data.campaign;
    expect(mine.client.displayName).toBe("Casey Tester");
    const after = (await call(LIST, {}, "broker")).data.campaigns.campaigns.find(
      (c: Json) => c.id === started.campaignId,
    );
    expect(after.invitationPending).toBe(false);
  });

  it("makes an existing user the client at once and tells them; identifiers stay unique", async () => {
    const first = (
      await call(START, { input: startInput({ clientEmail: email.otherClient, marketId: null }) }, "admin")
    ).data.startCampaign;
    expect(first.invitationSent).toBe(false);
    const second = (await call(START, { input: startInput({ clientEmail: email.otherClient }) }, "admin"))
      .data.startCampaign;
    const [a, b] = await Promise.all(
      [first, second].map(
        async (s) => (await call(CAMPAIGN, { id: s.campaignId }, "otherClient")).data.campaign,
      ),
    );
    expect(a.client).not.toBeNull();
    expect(a.identifier).not.toBe(b.identifier);
    const mails = await outboxFor(server, email.otherClient as string);
    expect(mails[0].kind).toBe("campaign-started");
    expect(mails.some((m) => m.text.includes(first.path))).toBe(true);
    const { rows } = await server.database.query<{ n: number }>(
      "select count(*)::int as n from invitations where campaign_id = $1",
      [Number(first.campaignId)],
    );
    expect(rows[0].n).toBe(0);
  });

  it("invites an unconfirmed account's address instead of making it the client; its mailed link makes it the client (issue 24)", async () => {
    const address = uniqueEmail("early");
    const early = await newAccount(address);
    const started = (await call(START, { input: startInput({ clientEmail: address }) }, "broker")).data
      .startCampaign;
    expect(started.invitationSent).toBe(true);
    expect((await call(CAMPAIGN, { id: started.campaignId }, "broker")).data.campaign.client).toBeNull();
    expect((await call(CAMPAIGN, { id: started.campaignId }, early)).data.campaign).toBeNull();
    const listed = (await call(LIST, {}, "broker")).data.campaigns.campaigns.find(
      (c: Json) => c.id === started.campaignId,
    );
    expect(listed).toMatchObject({ invitationPending: true, client: null });
    const mails = await outboxFor(server, address);
    const invitationMail = mails.find((m) => m.kind === "campaign-invitation");
    expect(mails.some((m) => m.kind === "campaign-started")).toBe(false);
    const link = invitationMail?.text.match(/\/invitation\/([0-9a-f-]{36})/);
    expect(link).toBeTruthy();
    // Whoever reads that mailbox accepts with the link, signed in as the account they have.
    const accepted = await call(ACCEPT, { id: (link as RegExpMatchArray)[1] }, early);
    expect(accepted.data.acceptInvitation.destination).toBe(started.path);
    expect((await call(CAMPAIGN, { id: started.campaignId }, early)).data.campaign.client).not.toBeNull();
  });

  it("makes a confirmed account the client at once (issue 24)", async () => {
    const address = uniqueEmail("proven");
    const proven = await newAccount(address);
    await confirm(address);
    const started = (await call(START, { input: startInput({ clientEmail: address }) }, "broker")).data
      .startCampaign;
    expect(started.invitationSent).toBe(false);
    expect((await call(CAMPAIGN, { id: started.campaignId }, proven)).data.campaign.client).not.toBeNull();
    expect((await outboxFor(server, address)).some((m) => m.kind === "campaign-started")).toBe(true);
  });

  it("refuses bad input with the form's rules, a broker's address, and an unknown market, writing nothing", async () => {
    const before = await server.database.query<{ n: number }>("select count(*)::int as n from campaigns");
    for (const input of [
      startInput({ clientEmail: "not an address" }),
      startInput({ firstName: " " }),
      startInput({ lastName: "x".repeat(81) }),
      startInput({ name: "x".repeat(121) }),
      startInput({ companyName: "two\nlines" }),
      startInput({ clientEmail: "broker@squarely.test" }),
      startInput({ marketId: "999999" }),
      startInput({ marketId: "abc" }),
    ]) {
      expect(code(await call(START, { input }, "broker")), JSON.stringify(input)).toBe("BAD_USER_INPUT");
    }
    const after = await server.database.query<{ n: number }>("select count(*)::int as n from campaigns");
    expect(after.rows[0].n).toBe(before.rows[0].n);
  });

  it("limits how many campaigns a broker starts an hour", async () => {
    await awayFromWindowEdge(START_CAMPAIGN_USER_RULE.windowMs);
    const { rows } = await server.database.query<{ id: number }>("select id from users where email = $1", [
      email.otherBroker,
    ]);
    for (let i = 0; i < START_CAMPAIGN_USER_RULE.limit; i++) {
      await hitRateLimit(server.database.db, START_CAMPAIGN_USER_RULE, String(rows[0].id));
    }
    expect(code(await call(START, { input: startInput() }, "otherBroker"))).toBe("RATE_LIMITED");
    expect((await call(START, { input: startInput() }, "broker")).data.startCampaign.invitationSent).toBe(
      true,
    );
  });

  it("seeds a pending campaign invitation to an address without an account", async () => {
    const { rows } = await server.database.query<{ uuid: string }>(
      "select uuid from invitations where email = $1",
      [DEMO_CAMPAIGN_INVITEE],
    );
    const seen = (await call(INVITATION, { id: rows[0].uuid }, "signedOut")).data.invitation;
    expect(seen).toMatchObject({ kind: "CAMPAIGN", state: "PENDING", campaignName: "Northwind Analytics" });
  });
});
