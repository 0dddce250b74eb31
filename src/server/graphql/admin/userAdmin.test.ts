import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AccountClient, outboxFor, uniqueEmail } from "../../testing/accountClient";
import { startTestServer, type TestServer, testBackends } from "../../testing/testServer";
import { complete, profileInput } from "../onboarding/onboardingTestSupport";

const DISABLE = `mutation Disable($userId: ID!, $disabled: Boolean!) {
  setUserDisabled(userId: $userId, disabled: $disabled) { user { id disabledAt } error { code message field } } }`;
const RESEND = `mutation Resend($userId: ID!) {
  resendConfirmation(userId: $userId) { user { id } error { code message field } } }`;
const SET_ROLES = `mutation SetRoles($input: SetUserRolesInput!) {
  setUserRoles(input: $input) { user { id isBroker brokerMarket { id } } error { code message field } } }`;
const AUDIT = `query Audit($filter: AuditLogFilter, $limit: Int, $before: ID) {
  auditLog(filter: $filter, limit: $limit, before: $before) {
    entries { id actorEmail action subjectKind subjectId before after createdAt } hasMore } }`;
const USER = `query U($search: String) { users(search: $search) { id email disabledAt adminCampaigns { id displayName role } } }`;
const ME = `query { currentUser { id email } }`;
/** What AccountClient.createAccount signs up with. */
const PASSWORD = "a-fine-password-42";

/** Issue 13's user admin: disabling, resending confirmation, broker markets, and the audit log of each. */
describe.each(testBackends())("user admin and the audit log on $name", (backend) => {
  let server: TestServer;
  let admin: AccountClient;
  beforeAll(async () => {
    server = await startTestServer(backend);
    admin = new AccountClient(server);
    expect((await admin.signIn("admin@squarely.test")).error).toBeNull();
  });
  afterAll(async () => {
    await server?.close();
  });

  async function newAccount() {
    const client = new AccountClient(server);
    const email = uniqueEmail("disabled");
    const created = await client.createAccount({ email });
    expect(created.error).toBeNull();
    return { client, email, id: created.user.id as string };
  }

  it("refuses every admin mutation and the audit log to non-admins, on the server", async () => {
    for (const email of ["client@squarely.test", "broker@squarely.test", "research@squarely.test"]) {
      const client = new AccountClient(server);
      await client.signIn(email);
      for (const [query, variables] of [
        [DISABLE, { userId: "1", disabled: true }],
        [RESEND, { userId: "1" }],
        [AUDIT, {}],
      ] as const) {
        expect((await client.gql(query, variables)).errors[0].extensions.code, `${email} ${query}`).toBe(
          "FORBIDDEN",
        );
      }
      // The admin-only User fields answer null to anyone else (here: the viewer's own row).
      const me = await client.gql(`query { currentUser { disabledAt adminCampaigns { id } } }`);
      expect(me.data.currentUser).toEqual({ disabledAt: null, adminCampaigns: null });
    }
    const anonymous = new AccountClient(server);
    expect((await anonymous.gql(DISABLE, { userId: "1", disabled: true })).errors[0].extensions.code).toBe(
      "UNAUTHENTICATED",
    );
  });

  it("a disabled broker gets no new clients: onboarding in their market goes to the fallback market's broker", async () => {
    const maria = (await admin.gql(USER, { search: "maria.gonzalez@squarely.test" })).data.users[0];
    expect(
      (await admin.gql(DISABLE, { userId: maria.id, disabled: true })).data.setUserDisabled.error,
    ).toBeNull();
    try {
      const visitor = new AccountClient(server);
      const result = (
        await complete(visitor, profileInput({ city: "Houston", email: uniqueEmail("houston") }))
      ).data.completeOnboarding;
      expect(result.error).toBeNull();
      expect(result.campaign.brokerName).toBe("Jamie Chen");
    } finally {
      await admin.gql(DISABLE, { userId: maria.id, disabled: false });
    }
  });

  it("disables an account: its sessions end, its sign-in is refused with its own message; enabled, it signs in again", async () => {
    const { client, email, id } = await newAccount();
    expect((await client.gql(ME)).data.currentUser.email).toBe(email);

    const disabled = await admin.gql(DISABLE, { userId: id, disabled: true });
    expect(disabled.data.setUserDisabled.error).toBeNull();
    expect(disabled.data.setUserDisabled.user.disabledAt).not.toBeNull();
    expect((await client.gql(ME)).data.currentUser).toBeNull();
    const again = new AccountClient(server);
    const refused = await again.signIn(email, PASSWORD);
    expect(refused.error).toMatchObject({
      code: "ACCOUNT_DISABLED",
      message: "This account has been disabled. Contact us if you think this is a mistake.",
    });
    // A wrong password is answered as for anybody: a guesser learns nothing about the account.
    expect((await again.signIn(email, "not-the-password-1")).error.code).toBe("INVALID_CREDENTIALS");

    await admin.gql(DISABLE, { userId: id, disabled: false });
    expect((await again.signIn(email, PASSWORD)).error).toBeNull();

    const audit = await admin.gql(AUDIT, { filter: { subjectKind: "user", subjectId: id } });
    expect(audit.data.auditLog.entries.map((e: { action: string }) => e.action)).toEqual([
      "user.enable",
      "user.disable",
    ]);
    expect(audit.data.auditLog.entries[1]).toMatchObject({
      actorEmail: "admin@squarely.test",
      before: { disabledAt: null },
    });
  });

  it("refuses an admin disabling themselves, and an unknown user", async () => {
    const me = (await admin.gql(ME)).data.currentUser.id;
    expect(
      (await admin.gql(DISABLE, { userId: me, disabled: true })).data.setUserDisabled.error,
    ).toMatchObject({
      code: "INVALID_INPUT",
      message: "You cannot disable your own account.",
    });
    expect(
      (await admin.gql(DISABLE, { userId: "999999", disabled: true })).data.setUserDisabled.error.code,
    ).toBe("INVALID_INPUT");
    expect((await admin.gql(DISABLE, { userId: "x'; drop", disabled: true })).errors[0].extensions.code).toBe(
      "BAD_USER_INPUT",
    );
  });

  it("resends a confirmation link to an unconfirmed account only", async () => {
    const { email, id } = await newAccount();
    const before = (await outboxFor(server, email)).length;
    expect((await admin.gql(RESEND, { userId: id })).data.resendConfirmation.error).toBeNull();
    expect(await outboxFor(server, email)).toHaveLength(before + 1);
    const broker = (await admin.gql(USER, { search: "broker@squarely.test" })).data.users[0];
    expect((await admin.gql(RESEND, { userId: broker.id })).data.resendConfirmation.error.message).toBe(
      "This account is confirmed already.",
    );
  });

  it("sets a broker's market, audited with before and after; lists a user's campaigns", async () => {
    const broker = (await admin.gql(USER, { search: "broker@squarely.test" })).data.users[0];
    expect(broker.adminCampaigns.length).toBeGreaterThan(0);
    expect(broker.adminCampaigns.every((c: { role: string }) => c.role === "BROKER")).toBe(true);
    const { rows } = await server.database.query<{ id: number; broker_market_id: number }>(
      "select m.id, u.broker_market_id from markets m, users u where u.email = 'broker@squarely.test' and m.id <> u.broker_market_id order by m.id limit 1",
    );
    const input = {
      userId: broker.id,
      isBroker: true,
      isAdmin: false,
      isResearch: false,
      isRenter: false,
      isVerified: true,
    };
    const set = await admin.gql(SET_ROLES, { input: { ...input, brokerMarketId: String(rows[0].id) } });
    expect(set.data.setUserRoles.user.brokerMarket.id).toBe(String(rows[0].id));
    const entry = (
      await admin.gql(AUDIT, { filter: { action: "user.setRoles", subjectId: broker.id }, limit: 1 })
    ).data.auditLog.entries[0];
    expect(entry.before.brokerMarketId).toBe(rows[0].broker_market_id);
    expect(entry.after.brokerMarketId).toBe(rows[0].id);
    // Put back for the other suites' broker.
    await admin.gql(SET_ROLES, { input: { ...input, brokerMarketId: String(rows[0].broker_market_id) } });
  });

  it("keeps the audit log append-only in the database, and pages it", async () => {
    // Entries of its own, whatever ran before.
    const { id } = await newAccount();
    for (const disabled of [true, false, true]) await admin.gql(DISABLE, { userId: id, disabled });
    await expect(server.database.query("update audit_log set action = 'x'")).rejects.toThrow(/append-only/);
    await expect(server.database.query("delete from audit_log")).rejects.toThrow(/append-only/);
    const first = (await admin.gql(AUDIT, { limit: 2 })).data.auditLog;
    expect(first.entries).toHaveLength(2);
    expect(first.hasMore).toBe(true);
    const next = (await admin.gql(AUDIT, { limit: 2, before: first.entries[1].id })).data.auditLog;
    expect(Number(next.entries[0].id)).toBeLessThan(Number(first.entries[1].id));
    expect((await admin.gql(AUDIT, { limit: 101 })).errors[0].extensions.code).toBe("BAD_USER_INPUT");
    const byActor = (await admin.gql(AUDIT, { filter: { actorEmail: "ADMIN@" } })).data.auditLog.entries;
    expect(byActor.length).toBeGreaterThan(0);
    expect((await admin.gql(AUDIT, { filter: { actorEmail: "%" } })).data.auditLog.entries).toEqual([]);
  });
});
