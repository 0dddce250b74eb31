import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AccountClient, outboxFor, uniqueEmail } from "../../testing/accountClient";
import { startTestServer, type TestServer, testBackends } from "../../testing/testServer";

const USERS = `query Users($search: String) { users(search: $search) { id email isBroker isAdmin phone } }`;
const SET_ROLES = `mutation SetRoles($input: SetUserRolesInput!) {
  setUserRoles(input: $input) { user { id isBroker isAdmin isResearch isRenter isVerified } error { code message field } } }`;
const NOTIFY = `mutation Notify($campaignId: ID!) {
  sendClientLoginNotification(campaignId: $campaignId) { success error { code message field } } }`;

const roles = (userId: string, overrides: Record<string, boolean> = {}) => ({
  input: {
    userId,
    isBroker: false,
    isAdmin: false,
    isResearch: false,
    isRenter: true,
    isVerified: false,
    ...overrides,
  },
});

describe.each(testBackends())("roles and login notifications on $name", (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend, { env: { TRUST_PROXY: "1" } });
  });
  afterAll(async () => {
    await server?.close();
  });

  async function signedIn(email: string) {
    const client = new AccountClient(server);
    const result = await client.signIn(email);
    expect(result.error).toBeNull();
    return { client, user: result.currentUser };
  }

  it("refuses users and setUserRoles to a signed-in non-admin (FORBIDDEN) and to nobody (UNAUTHENTICATED)", async () => {
    for (const email of ["client@squarely.test", "broker@squarely.test", "research@squarely.test"]) {
      const { client } = await signedIn(email);
      const list = await client.gql(USERS);
      expect(list.errors[0].extensions.code).toBe("FORBIDDEN");
      expect(list.data).toBeNull();
      const set = await client.gql(SET_ROLES, roles("1", { isAdmin: true }));
      expect(set.errors[0].extensions.code).toBe("FORBIDDEN");
    }
    const anonymous = new AccountClient(server);
    expect((await anonymous.gql(USERS)).errors[0].extensions.code).toBe("UNAUTHENTICATED");
    expect((await anonymous.gql(SET_ROLES, roles("1"))).errors[0].extensions.code).toBe("UNAUTHENTICATED");
    const { rows } = await server.database.query<{ is_admin: boolean }>(
      "select is_admin from users where email = 'client@squarely.test'",
    );
    expect(rows[0].is_admin).toBe(false);
  });

  it("lets an admin list and search users, with their private fields", async () => {
    const { client } = await signedIn("admin@squarely.test");
    const all = await client.gql(USERS);
    expect(all.data.users.length).toBeGreaterThanOrEqual(4);
    const found = await client.gql(USERS, { search: "rivera" });
    expect(found.data.users).toEqual([
      {
        id: expect.any(String),
        email: "client@squarely.test",
        isBroker: false,
        isAdmin: false,
        phone: "(212) 555-0100",
      },
    ]);
    const literal = await client.gql(USERS, { search: "%" });
    expect(literal.data.users).toEqual([]);
  });

  it("lets an admin set roles, which apply to the user's live session at once", async () => {
    const target = new AccountClient(server);
    const created = await target.createAccount({ email: uniqueEmail("promoted") });
    const { client: admin } = await signedIn("admin@squarely.test");
    const body = await admin.gql(
      SET_ROLES,
      roles(created.user.id, { isBroker: true, isVerified: true, isRenter: false }),
    );
    expect(body.data.setUserRoles).toEqual({
      user: {
        id: created.user.id,
        isBroker: true,
        isAdmin: false,
        isResearch: false,
        isRenter: false,
        isVerified: true,
      },
      error: null,
    });
    expect(await target.currentUser()).toMatchObject({ isBroker: true, isRenter: false, isVerified: true });
    const missing = await admin.gql(SET_ROLES, roles("999999"));
    expect(missing.data.setUserRoles.error).toMatchObject({ code: "INVALID_INPUT", field: "userId" });
  });

  it("an admin cannot remove their own admin role", async () => {
    const { client, user } = await signedIn("admin@squarely.test");
    const body = await client.gql(SET_ROLES, roles(user.id, { isBroker: true }));
    expect(body.data.setUserRoles.error).toEqual({
      code: "INVALID_INPUT",
      message: "You cannot remove your own admin role.",
      field: "isAdmin",
    });
  });

  it("e-mails the campaign's broker when its client signs in", async () => {
    const { client, user } = await signedIn("client@squarely.test");
    const campaign = user.latestCampaign;
    const before = (await outboxFor(server, "broker@squarely.test")).length;
    const body = await client.gql(NOTIFY, { campaignId: campaign.id });
    expect(body.data.sendClientLoginNotification).toEqual({ success: true, error: null });
    const mails = await outboxFor(server, "broker@squarely.test");
    expect(mails).toHaveLength(before + 1);
    expect(mails[0].kind).toBe("client-login");
    expect(mails[0].subject).toBe("Alex Rivera from Acme Robotics just signed in to Squarely");
    expect(mails[0].text).toContain(`http://localhost:4000/tourbook/campaigns/${campaign.uuid}`);
    // Signing in again at once does not flood the broker; the answer is the same.
    const again = await client.gql(NOTIFY, { campaignId: campaign.uuid });
    expect(again.data.sendClientLoginNotification.success).toBe(true);
    expect(await outboxFor(server, "broker@squarely.test")).toHaveLength(before + 1);
  });

  it("refuses a notification for someone else's campaign, from a broker, and from nobody", async () => {
    const { user: alex } = await signedIn("client@squarely.test");
    const { client: sofia } = await signedIn("sofia.rossi@squarely.test");
    const other = await sofia.gql(NOTIFY, { campaignId: alex.latestCampaign.id });
    expect(other.errors[0].extensions.code).toBe("FORBIDDEN");
    const missing = await sofia.gql(NOTIFY, { campaignId: "00000000-0000-4000-8000-000000000000" });
    expect(missing.errors[0].extensions.code).toBe("FORBIDDEN");
    const { client: broker } = await signedIn("broker@squarely.test");
    const fromBroker = await broker.gql(NOTIFY, { campaignId: alex.latestCampaign.id });
    expect(fromBroker.errors[0].extensions.code).toBe("FORBIDDEN");
    const anonymous = await new AccountClient(server).gql(NOTIFY, { campaignId: alex.latestCampaign.id });
    expect(anonymous.errors[0].extensions.code).toBe("UNAUTHENTICATED");
  });
});
