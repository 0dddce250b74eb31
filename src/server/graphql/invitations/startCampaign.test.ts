import { describe, expect, it } from "vitest";
import { hitRateLimit } from "../../services/rateLimit";
import { START_CAMPAIGN_USER_RULE } from "../../services/tourbook/startCampaign";
import { awayFromWindowEdge, type Json, outboxFor, uniqueEmail } from "../../testing/accountClient";
import { testBackends } from "../../testing/testServer";
import {
  ACCEPT,
  CAMPAIGN,
  code,
  invitationsWorld,
  LIST,
  PUBLIC_SURVEY,
  ROLES,
  START,
} from "./invitationsTestSupport";

/** The public survey page and starting a campaign for a client (issue 11), with every role. */
describe.each(testBackends())("the public survey and starting a campaign on $name", (backend) => {
  const { w, call, newAccount, confirm } = invitationsWorld(backend);

  it("shows a published survey to everyone by uuid, with public listing fields only", async () => {
    for (const who of ["signedOut", ...ROLES] as const) {
      const survey = (await call(PUBLIC_SURVEY, { uuid: w.surveyUuid }, who)).data.publicSurvey;
      expect(survey, who).toMatchObject({
        id: w.surveyUuid,
        name: "Flatiron & SoHo shortlist",
        brokerName: "Jamie Chen",
      });
      expect(survey.listings.length, who).toBeGreaterThan(0);
      const reads = who === "client" || who === "broker" || who === "admin";
      expect(survey.viewerPath, who).toBe(reads ? `/tourbook/surveys/${w.surveyUuid}` : null);
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
      { uuid: w.surveyUuid },
      "signedOut",
    );
    expect(rating.errors.map((e: Json) => e.message).join(" ")).toMatch(/Cannot query field "rating"/);
    const text = JSON.stringify((await call(PUBLIC_SURVEY, { uuid: w.surveyUuid }, "signedOut")).data);
    expect(text).not.toContain("Great light");
    expect(text).not.toContain("Alex Rivera");
  });

  it("answers null for a draft survey, a row id and garbage", async () => {
    const draft = await w.server.database.query<{ uuid: string }>(
      "insert into surveys (campaign_id, name) values ($1, 'Secret draft') returning uuid",
      [w.acmeId],
    );
    for (const uuid of [draft.rows[0].uuid, String(w.surveyRowId), "garbage", crypto.randomUUID()]) {
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

    const [mail] = await outboxFor(w.server, address);
    expect(mail.kind).toBe("campaign-invitation");
    const link = mail.text.match(/\/invitation\/([0-9a-f-]{36})/);
    expect(link).not.toBeNull();
    const invitationId = (link as RegExpMatchArray)[1];
    const { rows } = await w.server.database.query<{ days: number }>(
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
      await call(START, { input: startInput({ clientEmail: w.email.otherClient, marketId: null }) }, "admin")
    ).data.startCampaign;
    expect(first.invitationSent).toBe(false);
    const second = (await call(START, { input: startInput({ clientEmail: w.email.otherClient }) }, "admin"))
      .data.startCampaign;
    const [a, b] = await Promise.all(
      [first, second].map(
        async (s) => (await call(CAMPAIGN, { id: s.campaignId }, "otherClient")).data.campaign,
      ),
    );
    expect(a.client).not.toBeNull();
    expect(a.identifier).not.toBe(b.identifier);
    const mails = await outboxFor(w.server, w.email.otherClient as string);
    expect(mails[0].kind).toBe("campaign-started");
    expect(mails.some((m) => m.text.includes(first.path))).toBe(true);
    const { rows } = await w.server.database.query<{ n: number }>(
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
    const mails = await outboxFor(w.server, address);
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
    expect((await outboxFor(w.server, address)).some((m) => m.kind === "campaign-started")).toBe(true);
  });

  it("refuses bad input with the form's rules, a broker's address, and an unknown market, writing nothing", async () => {
    const before = await w.server.database.query<{ n: number }>("select count(*)::int as n from campaigns");
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
    const after = await w.server.database.query<{ n: number }>("select count(*)::int as n from campaigns");
    expect(after.rows[0].n).toBe(before.rows[0].n);
  });

  it("limits how many campaigns a broker starts an hour", async () => {
    await awayFromWindowEdge(START_CAMPAIGN_USER_RULE.windowMs);
    const { rows } = await w.server.database.query<{ id: number }>("select id from users where email = $1", [
      w.email.otherBroker,
    ]);
    for (let i = 0; i < START_CAMPAIGN_USER_RULE.limit; i++) {
      await hitRateLimit(w.server.database.db, START_CAMPAIGN_USER_RULE, String(rows[0].id));
    }
    expect(code(await call(START, { input: startInput() }, "otherBroker"))).toBe("RATE_LIMITED");
    expect((await call(START, { input: startInput() }, "broker")).data.startCampaign.invitationSent).toBe(
      true,
    );
  });
});
