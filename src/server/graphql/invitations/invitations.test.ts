import { describe, expect, it } from "vitest";
import { DEMO_CAMPAIGN_INVITEE, DEMO_TOUR_INVITEE } from "../../db/seed/demoCampaigns";
import { INVITATION_LOOKUP_IP_RULE } from "../../services/tourbook/invitations";
import { awayFromWindowEdge, uniqueEmail, uniqueIp } from "../../testing/accountClient";
import { testBackends } from "../../testing/testServer";
import {
  ACCEPT,
  CAMPAIGN,
  code,
  INVITATION,
  invitationsWorld,
  JOIN,
  LIST,
  ME,
  PUBLIC_SURVEY,
  ROLES,
  SURVEY,
  TOUR,
} from "./invitationsTestSupport";

/** Invitations: looking one up, accepting it, joining a survey by address (issue 11), with every role. */
describe.each(testBackends())("invitations on $name", (backend) => {
  const { w, call, newAccount, inviteTo, confirm, acmeUuid } = invitationsWorld(backend);

  it("shows a pending invitation to anyone with its link: who, what, a masked address, no ids", async () => {
    const body = await call(INVITATION, { id: w.tourInvitation }, "signedOut");
    expect(body.data.invitation).toEqual({
      id: w.tourInvitation,
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
      const seen = (await call(INVITATION, { id: w.tourInvitation.toUpperCase() }, role)).data.invitation;
      expect(seen.emailMatchesViewer, role).toBe(false);
      expect(seen.prefill, role).toBeNull();
      // The tour's own readers are shown the way in; nobody else is.
      const reads = role === "client" || role === "broker" || role === "admin";
      expect(seen.destination, role).toBe(reads ? `/tourbook/tours/${w.tourUuid}` : null);
    }
  });

  it("answers null for garbage, row ids and unknown uuids, without an error", async () => {
    const { rows } = await w.server.database.query<{ id: number }>("select id from invitations limit 1");
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
    const refused = await call(INVITATION, { id: w.tourInvitation }, "signedOut", ip);
    expect(code(refused)).toBe("RATE_LIMITED");
    expect(refused.errors[0].message).toMatch(
      /^Too many invitation look-ups from your address; try again in \d+ minutes?\.$/,
    );
    expect(code(await call(ACCEPT, { id: w.tourInvitation }, "client", ip))).toBe("RATE_LIMITED");
    // Another address is not affected.
    expect((await call(INVITATION, { id: w.tourInvitation }, "signedOut")).data.invitation).not.toBeNull();
  });

  it("accepts only for the invited address: signed out and other accounts are refused with clear messages", async () => {
    const out = await call(ACCEPT, { id: w.tourInvitation }, "signedOut");
    expect(code(out)).toBe("UNAUTHENTICATED");
    for (const role of ROLES) {
      const body = await call(ACCEPT, { id: w.tourInvitation }, role);
      expect(code(body), role).toBe("WRONG_ACCOUNT");
      expect(body.errors[0].message).toBe(
        "This invitation was sent to j•••@acme-robotics.example.com. Sign out, then sign in or create an account with that address to accept it.",
      );
    }
    for (const id of ["garbage", "1", crypto.randomUUID()]) {
      expect(code(await call(ACCEPT, { id }, "client")), id).toBe("INVITATION_NOT_FOUND");
    }
    const { rows } = await w.server.database.query<{ accepted_at: Date | null }>(
      "select accepted_at from invitations where uuid = $1",
      [w.tourInvitation],
    );
    expect(rows[0].accepted_at).toBeNull();
  });

  it("makes a new account with the invited address (any case) an invitee of the tour, once; a second accept just answers", async () => {
    // Its own invitation: the seeded one stays pending for the tests that show it.
    const address = uniqueEmail("jordan");
    const link = await inviteTo("TOUR", address);
    const jordan = await newAccount(address.replace("jordan", "Jordan"));
    const before = (await call(INVITATION, { id: link }, jordan)).data.invitation;
    expect(before).toMatchObject({
      emailMatchesViewer: true,
      destination: null,
      state: "PENDING",
      prefill: null,
    });
    const [first, second] = await Promise.all([
      call(ACCEPT, { id: link }, jordan),
      call(ACCEPT, { id: link }, jordan),
    ]);
    expect(first.data.acceptInvitation.destination).toBe(`/tourbook/tours/${w.tourUuid}`);
    expect(second.data.acceptInvitation.destination).toBe(`/tourbook/tours/${w.tourUuid}`);
    const after = (await call(INVITATION, { id: link }, jordan)).data.invitation;
    expect(after).toMatchObject({ state: "ACCEPTED", destination: `/tourbook/tours/${w.tourUuid}` });
    // A tour invitee reads the tour, not the whole tourbook.
    expect((await call(CAMPAIGN, { id: String(w.acmeId) }, jordan)).data.campaign).toBeNull();
    expect((await call(INVITATION, { id: link }, "signedOut")).data.invitation.prefill).toBeNull();
  });

  it("refuses an invitation used by someone else and an expired one, changing nothing", async () => {
    const q = w.server.database.query.bind(w.server.database);
    const [{ id: clientId }] = (
      await q<{ id: number }>("select id from users where email = 'client@squarely.test'")
    ).rows;
    const used = await q<{ uuid: string }>(
      `insert into invitations (kind, campaign_id, email, accepted_by_id, accepted_at, expires_at)
       values ('CAMPAIGN', $1, $2, $3, now(), now() + interval '1 day') returning uuid`,
      [w.acmeId, (w.email.otherClient as string).toUpperCase(), clientId],
    );
    const usedBody = await call(ACCEPT, { id: used.rows[0].uuid }, "otherClient");
    expect(code(usedBody)).toBe("INVITATION_USED");
    expect(usedBody.errors[0].message).toBe(
      "This invitation has already been used. Each invitation works once.",
    );

    const expired = await q<{ uuid: string }>(
      `insert into invitations (kind, campaign_id, email, expires_at)
       values ('CAMPAIGN', $1, $2, now() - interval '1 minute') returning uuid`,
      [w.acmeId, w.email.otherClient],
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
    expect((await call(CAMPAIGN, { id: String(w.acmeId) }, "otherClient")).data.campaign).toBeNull();
  });

  it("makes a campaign invitee a member when the campaign has a client, and a survey invitee able to answer", async () => {
    const address = uniqueEmail("member");
    const { rows } = await w.server.database.query<{ uuid: string }>(
      `insert into invitations (kind, campaign_id, email, expires_at)
       values ('CAMPAIGN', $1, $2, now() + interval '14 days') returning uuid`,
      [w.acmeId, address],
    );
    const member = await newAccount(address);
    const accepted = await call(ACCEPT, { id: rows[0].uuid }, member);
    const acme = (await call(CAMPAIGN, { id: String(w.acmeId) }, member)).data.campaign;
    expect(accepted.data.acceptInvitation.destination).toBe(`/tourbook/campaigns/${await acmeUuid()}`);
    expect(acme.client.displayName).toBe("Alex Rivera");

    // Pat was invited to the survey; a new account with Pat's address is not confirmed, so only the
    // mailed link lets it in (issue 24).
    const pat = await newAccount("pat.morgan@acme-robotics.example.com");
    expect((await call(SURVEY, { id: w.surveyUuid }, pat)).data.survey).toBeNull();
    const shown = (await call(PUBLIC_SURVEY, { uuid: w.surveyUuid }, pat)).data.publicSurvey;
    expect(shown).toMatchObject({ viewerCanJoin: false, viewerPath: null });
    expect(code(await call(JOIN, { surveyId: w.surveyUuid }, pat))).toBe("EMAIL_NOT_CONFIRMED");
    const body = await call(ACCEPT, { id: w.surveyInvitation }, pat);
    expect(body.data.acceptInvitation.destination).toBe(`/tourbook/surveys/${w.surveyUuid}`);
    expect((await call(SURVEY, { id: w.surveyUuid }, pat)).data.survey.viewerCanRespond).toBe(true);
    const again = (await call(PUBLIC_SURVEY, { uuid: w.surveyUuid }, pat)).data.publicSurvey;
    expect(again).toMatchObject({ viewerCanJoin: false, viewerPath: `/tourbook/surveys/${w.surveyUuid}` });
    // The link proves this invitation, not the account: its address stays unconfirmed.
    expect((await call(ME, {}, pat)).data.currentUser.confirmed).toBe(false);
  });

  it("never lets an unconfirmed account with an invited address in by look-up, nor hands it an invitation id (issue 24)", async () => {
    const address = uniqueEmail("squatter");
    const surveyLink = await inviteTo("SURVEY", address);
    const tourLink = await inviteTo("TOUR", address);
    const campaignLink = (
      await w.server.database.query<{ uuid: string }>(
        `insert into invitations (kind, campaign_id, email, expires_at)
         values ('CAMPAIGN', $1, $2, now() + interval '14 days') returning uuid`,
        [w.acmeId, address],
      )
    ).rows[0].uuid;
    const squatter = await newAccount(address);
    const answers = [
      await call(PUBLIC_SURVEY, { uuid: w.surveyUuid }, squatter),
      await call(JOIN, { surveyId: w.surveyUuid }, squatter),
      await call(SURVEY, { id: w.surveyUuid }, squatter),
      await call(TOUR, { id: w.tourUuid }, squatter),
      await call(CAMPAIGN, { id: String(w.acmeId) }, squatter),
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
      { uuid: w.surveyUuid },
      squatter,
    );
    expect(old.errors[0].message).toMatch(/Cannot query field "viewerInvitationId"/);
    const { rows } = await w.server.database.query<{ n: number }>(
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
    expect((await call(SURVEY, { id: w.surveyUuid }, squatter)).data.survey.viewerCanRespond).toBe(true);
    expect((await call(TOUR, { id: w.tourUuid }, squatter)).data.tour).not.toBeNull();
    expect((await call(CAMPAIGN, { id: String(w.acmeId) }, squatter)).data.campaign).not.toBeNull();
  });

  it("lets a confirmed account join a survey it was invited to by its address, once; anyone else is told there is none", async () => {
    const address = uniqueEmail("colleague");
    await inviteTo("SURVEY", address);
    const colleague = await newAccount(address);
    await confirm(address);
    const shown = (await call(PUBLIC_SURVEY, { uuid: w.surveyUuid }, colleague)).data.publicSurvey;
    expect(shown).toMatchObject({ viewerCanJoin: true, viewerPath: null });
    expect(JSON.stringify(shown)).not.toMatch(/invitation/i);
    const joined = await call(JOIN, { surveyId: w.surveyUuid }, colleague);
    expect(joined.data.joinSurvey.destination).toBe(`/tourbook/surveys/${w.surveyUuid}`);
    expect((await call(SURVEY, { id: w.surveyUuid }, colleague)).data.survey.viewerCanRespond).toBe(true);
    const after = (await call(PUBLIC_SURVEY, { uuid: w.surveyUuid }, colleague)).data.publicSurvey;
    expect(after).toMatchObject({ viewerCanJoin: false, viewerPath: `/tourbook/surveys/${w.surveyUuid}` });

    // A confirmed account that was not invited, a draft or unknown survey, and a visitor.
    for (const [who, surveyId] of [
      ["otherClient", w.surveyUuid],
      ["otherClient", crypto.randomUUID()],
      ["otherClient", "garbage"],
    ] as const) {
      const refused = await call(JOIN, { surveyId }, who);
      expect(code(refused), surveyId).toBe("INVITATION_NOT_FOUND");
    }
    expect(code(await call(JOIN, { surveyId: w.surveyUuid }, "signedOut"))).toBe("UNAUTHENTICATED");
    expect(
      (await call(PUBLIC_SURVEY, { uuid: w.surveyUuid }, "otherClient")).data.publicSurvey.viewerCanJoin,
    ).toBe(false);
  });

  it("seeds a pending campaign invitation to an address without an account", async () => {
    const { rows } = await w.server.database.query<{ uuid: string }>(
      "select uuid from invitations where email = $1",
      [DEMO_CAMPAIGN_INVITEE],
    );
    const seen = (await call(INVITATION, { id: rows[0].uuid }, "signedOut")).data.invitation;
    expect(seen).toMatchObject({ kind: "CAMPAIGN", state: "PENDING", campaignName: "Northwind Analytics" });
  });
});
