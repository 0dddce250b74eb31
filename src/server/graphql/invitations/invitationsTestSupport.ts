import { afterAll, beforeAll, expect } from "vitest";
import { DEMO_TOUR_INVITATION_ID, DEMO_TOUR_INVITEE } from "../../db/seed/demoCampaigns";
import { AccountClient, type Json, uniqueIp } from "../../testing/accountClient";
import { sessionCookieFor } from "../../testing/sessions";
import { type Backend, startTestServer, type TestServer } from "../../testing/testServer";
import { TOURBOOK_ROLES, type TourbookRole, tourbookRoleEmails } from "../../testing/tourbookRoles";

/* What the invitation and start-campaign tests share: their documents, a server and the demo rows. */

export const INVITATION = `query Invitation($id: ID!) { invitation(id: $id) {
  id kind state campaignName inviterName maskedEmail emailMatchesViewer destination
  prefill { email firstName lastName } } }`;
export const ACCEPT = `mutation Accept($id: ID!) { acceptInvitation(id: $id) { destination } }`;
export const PUBLIC_SURVEY = `query PublicSurvey($uuid: ID!) { publicSurvey(uuid: $uuid) {
  id name brokerName publishedAt viewerPath viewerCanJoin
  listings { id address squareFeet status brokerNotes privateDescription photos { id } } } }`;
export const START = `mutation Start($input: StartCampaignInput!) {
  startCampaign(input: $input) { campaignId path invitationSent } }`;
export const CAMPAIGN = `query Campaign($id: ID!) { campaign(id: $id) { id identifier displayName
  client { id displayName } broker { displayName } } }`;
export const SURVEY = `query Survey($id: ID!) { survey(id: $id) { id viewerCanRespond } }`;
export const JOIN = `mutation Join($surveyId: ID!) { joinSurvey(surveyId: $surveyId) { destination } }`;
export const TOUR = `query Tour($id: ID!) { tour(id: $id) { id } }`;
export const ME = `query Me { currentUser { id confirmed } }`;
export const LIST = `query List { campaigns(input: { limit: 50, sort: CREATED }) { campaigns { id invitationPending client { id } } } }`;

export const ROLES = TOURBOOK_ROLES;
export type Role = TourbookRole;

/** The server and the demo rows the tests read (filled in before the file's tests run). */
export type InvitationsWorld = {
  server: TestServer;
  cookie: Partial<Record<Role, string>>;
  email: Partial<Record<Role, string>>;
  /** The seeded tour invitation, which no test accepts. */
  tourInvitation: string;
  tourUuid: string;
  /** The seeded survey invitation (Pat's). */
  surveyInvitation: string;
  surveyUuid: string;
  surveyRowId: number;
  acmeId: number;
};

export const code = (body: Json) => body.errors?.[0]?.extensions?.code;

/** Starts a server for the file's tests and answers the helpers that use it. */
export function invitationsWorld(backend: Backend) {
  const w = { cookie: {}, email: {} } as InvitationsWorld;

  beforeAll(async () => {
    w.server = await startTestServer(backend, { env: { TRUST_PROXY: "1" } });
    const q = w.server.database.query.bind(w.server.database);
    const tour = await q<{ uuid: string; tour_uuid: string }>(
      "select i.uuid, t.uuid as tour_uuid from invitations i join tours t on t.id = i.tour_id where i.email = $1",
      [DEMO_TOUR_INVITEE],
    );
    w.tourInvitation = tour.rows[0].uuid;
    expect(w.tourInvitation).toBe(DEMO_TOUR_INVITATION_ID);
    w.tourUuid = tour.rows[0].tour_uuid;
    const survey = await q<{ uuid: string; survey_uuid: string; survey_id: number; campaign_id: number }>(
      `select i.uuid, s.uuid as survey_uuid, s.id as survey_id, s.campaign_id from invitations i
       join surveys s on s.id = i.survey_id where i.kind = 'SURVEY' order by i.id limit 1`,
    );
    w.surveyInvitation = survey.rows[0].uuid;
    w.surveyUuid = survey.rows[0].survey_uuid;
    w.surveyRowId = survey.rows[0].survey_id;
    w.acmeId = survey.rows[0].campaign_id;
    Object.assign(w.email, await tourbookRoleEmails(w.server.database));
    for (const role of ROLES)
      w.cookie[role] = await sessionCookieFor(w.server.database, w.email[role] as string);
  });
  afterAll(async () => {
    await w.server?.close();
  });

  /** Each call from its own address unless one is given, so the per-address limit is not shared. */
  async function call(
    query: string,
    variables: Record<string, unknown>,
    who: Role | "signedOut" | AccountClient,
    ip = uniqueIp(),
  ): Promise<Json> {
    if (who instanceof AccountClient) return who.gql(query, variables);
    const res = await w.server.graphql(
      { query, variables },
      { cookie: who === "signedOut" ? undefined : w.cookie[who], headers: { "x-forwarded-for": ip } },
    );
    return res.json();
  }

  /** A new account with this address, signed in. */
  async function newAccount(address: string): Promise<AccountClient> {
    const account = new AccountClient(w.server);
    const created = await account.createAccount({ email: address });
    expect(created.error).toBeNull();
    return account;
  }

  /** A new pending invitation to the demo survey or tour for this address; its uuid. */
  async function inviteTo(kind: "SURVEY" | "TOUR", address: string): Promise<string> {
    const column = kind === "SURVEY" ? "survey_id" : "tour_id";
    const target = kind === "SURVEY" ? w.surveyRowId : await tourRowId();
    const { rows } = await w.server.database.query<{ uuid: string }>(
      `insert into invitations (kind, campaign_id, ${column}, email, expires_at)
       values ($1, $2, $3, $4, now() + interval '14 days') returning uuid`,
      [kind, w.acmeId, target, address],
    );
    return rows[0].uuid;
  }
  async function tourRowId(): Promise<number> {
    const { rows } = await w.server.database.query<{ id: number }>("select id from tours where uuid = $1", [
      w.tourUuid,
    ]);
    return rows[0].id;
  }
  const confirm = (address: string) =>
    w.server.database.query("update users set confirmed_at = now() where lower(email) = lower($1)", [
      address,
    ]);

  async function acmeUuid(): Promise<string> {
    const { rows } = await w.server.database.query<{ uuid: string }>(
      "select uuid from campaigns where id = $1",
      [w.acmeId],
    );
    return rows[0].uuid;
  }

  return { w, call, newAccount, inviteTo, confirm, acmeUuid };
}
