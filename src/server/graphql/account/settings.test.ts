import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  AccountClient,
  awayFromWindowEdge,
  type Json,
  ONE_HOUR,
  outboxFor,
  uniqueEmail,
} from "../../testing/accountClient";
import { startTestServer, type TestServer, testBackends } from "../../testing/testServer";

const UPDATE = `mutation Update($input: UpdateSettingsInput!) {
  updateSettings(input: $input) {
    user { firstName lastName companyName phone e164Phone cityOfInterest marketOfInterest { name } }
    error { code message field } } }`;
const CHANGE_PASSWORD = `mutation Change($currentPassword: String!, $newPassword: String!) {
  changePassword(currentPassword: $currentPassword, newPassword: $newPassword) { success error { code message field } } }`;

describe.each(testBackends())("settings on $name", (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend, { env: { TRUST_PROXY: "1" } });
  });
  afterAll(async () => {
    await server?.close();
  });

  async function newUser(password = "settings-password-1") {
    const client = new AccountClient(server);
    const email = uniqueEmail("settings");
    await client.createAccount({ email, password });
    return { client, email, password };
  }

  it("updates name, company, city and phone, storing the phone formatted with its E.164 form", async () => {
    const { client } = await newUser();
    const input = {
      firstName: " Robyn ",
      lastName: "Tester",
      companyName: "",
      phone: "1-212-555-0123",
      cityOfInterest: "Boston",
    };
    const body = await client.gql(UPDATE, { input });
    expect(body.data.updateSettings).toEqual({
      user: {
        firstName: "Robyn",
        lastName: "Tester",
        companyName: null,
        phone: "+1 (212) 555-0123",
        e164Phone: "+12125550123",
        cityOfInterest: "Boston",
        marketOfInterest: { name: "Boston" },
      },
      error: null,
    });
    expect(await client.currentUser()).toMatchObject({ firstName: "Robyn", phone: "+1 (212) 555-0123" });
  });

  it.each([
    ["2125550123", "(212) 555-0123", "+12125550123"],
    ["(212) 555-0123 x45", "(212) 555-0123 x45", "+12125550123"],
    ["+44 20 7946 0958", "+44 20 7946 0958", null],
    ["", null, null],
  ])("stores phone %j as %j with e164 %j", async (phone, formatted, e164) => {
    const { client } = await newUser();
    const body = await client.gql(UPDATE, { input: { firstName: "A", lastName: "B", phone } });
    expect(body.data.updateSettings.user).toMatchObject({ phone: formatted, e164Phone: e164 });
  });

  it("refuses an invalid phone as INVALID_INPUT on phone, changing nothing", async () => {
    const { client } = await newUser();
    const body = await client.gql(UPDATE, {
      input: { firstName: "Changed", lastName: "B", phone: "555-01" },
    });
    expect(body.data.updateSettings).toEqual({
      user: null,
      error: { code: "INVALID_INPUT", message: "Enter a valid phone number.", field: "phone" },
    });
    expect((await client.currentUser()).firstName).toBe("Casey");
  });

  it("needs a session", async () => {
    const body = await new AccountClient(server).gql(UPDATE, { input: { firstName: "A", lastName: "B" } });
    expect(body.errors[0].extensions.code).toBe("UNAUTHENTICATED");
    const change = await new AccountClient(server).gql(CHANGE_PASSWORD, {
      currentPassword: "x",
      newPassword: "y-long-enough-1",
    });
    expect(change.errors[0].extensions.code).toBe("UNAUTHENTICATED");
  });

  it("changePassword refuses a wrong current password", async () => {
    const { client } = await newUser();
    const body = await client.gql(CHANGE_PASSWORD, {
      currentPassword: "not-it-at-all",
      newPassword: "next-password-2",
    });
    expect(body.data.changePassword).toEqual({
      success: false,
      error: {
        code: "WRONG_PASSWORD",
        message: "That is not your current password.",
        field: "currentPassword",
      },
    });
  });

  it("changePassword refuses a weak new password", async () => {
    const { client, password } = await newUser();
    const body = await client.gql(CHANGE_PASSWORD, { currentPassword: password, newPassword: "iloveyou1" });
    expect(body.data.changePassword.error).toMatchObject({ code: "WEAK_PASSWORD", field: "newPassword" });
  });

  it("changePassword throttles repeated wrong current passwords", async () => {
    const { client, password } = await newUser();
    for (let i = 0; i < 5; i++) {
      await client.gql(CHANGE_PASSWORD, {
        currentPassword: `guess-${i}-wrong`,
        newPassword: "next-password-3",
      });
    }
    const body = await client.gql(CHANGE_PASSWORD, {
      currentPassword: password,
      newPassword: "next-password-3",
    });
    expect(body.data.changePassword.error.code).toBe("THROTTLED");
  });

  it("changePassword keeps this session, ends the others, and the new password works", async () => {
    const { client, email, password } = await newUser();
    const laptop = new AccountClient(server);
    await laptop.signIn(email, password);
    const body = await client.gql(CHANGE_PASSWORD, {
      currentPassword: password,
      newPassword: "fresh-password-4",
    });
    expect(body.data.changePassword).toEqual({ success: true, error: null });
    expect((await client.currentUser()).email).toBe(email);
    expect(await laptop.currentUser()).toBeNull();
    expect((await new AccountClient(server).signIn(email, password)).error.code).toBe("INVALID_CREDENTIALS");
    expect((await new AccountClient(server).signIn(email, "fresh-password-4")).error).toBeNull();
  });
});

const CHANGE_EMAIL = `mutation ChangeEmail($newEmail: String!, $currentPassword: String!) {
  changeEmail(newEmail: $newEmail, currentPassword: $currentPassword) { user { unconfirmedEmail } error { code message } } }`;
const SESSIONS = `query Sessions { currentUser { sessions { id device approximateLocation current createdAt lastSeenAt } } }`;
const END_SESSION = `mutation End($id: ID!) { endSession(id: $id) { success error { code message field } } }`;
const END_OTHERS = `mutation EndOthers { endOtherSessions { success error { code } } }`;

describe.each(testBackends())("credential limits and sessions in settings on $name", (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend, { env: { TRUST_PROXY: "1" } });
  });
  afterAll(async () => {
    await server?.close();
  });
  beforeEach(() => awayFromWindowEdge(ONE_HOUR));

  async function newUser(password = "settings-password-1") {
    const client = new AccountClient(server);
    const email = uniqueEmail("limits");
    await client.createAccount({ email, password });
    return { client, email, password };
  }

  it("limits e-mail changes to 5 an hour per user", async () => {
    const { client, password } = await newUser();
    const codes: (string | null)[] = [];
    for (let i = 0; i < 6; i++) {
      const body = await client.gql(CHANGE_EMAIL, {
        newEmail: uniqueEmail("next"),
        currentPassword: password,
      });
      codes.push(body.data.changeEmail.error?.code ?? null);
    }
    expect(codes).toEqual([null, null, null, null, null, "THROTTLED"]);
  });

  it("limits e-mail changes to 20 an hour per IP, whatever the accounts", async () => {
    const ip = new AccountClient(server).ip;
    const codes: (string | null)[] = [];
    for (let u = 0; u < 5; u++) {
      const { client, password } = await newUser();
      const fromIp = new AccountClient(server, ip);
      fromIp.cookie = client.cookie;
      for (let i = 0; i < 5; i++) {
        const body = await fromIp.gql(CHANGE_EMAIL, {
          newEmail: uniqueEmail("ip"),
          currentPassword: password,
        });
        codes.push(body.data.changeEmail.error?.code ?? null);
      }
    }
    expect(codes.filter((c) => c === null)).toHaveLength(20);
    expect(codes.slice(20)).toEqual(Array(5).fill("THROTTLED"));
  });

  it("one credential operation per request, across a batch and aliases", async () => {
    const { client, password } = await newUser();
    const batch: Json[] = await client.post([
      { query: CHANGE_EMAIL, variables: { newEmail: uniqueEmail("b1"), currentPassword: "guess-one-1" } },
      { query: CHANGE_EMAIL, variables: { newEmail: uniqueEmail("b2"), currentPassword: "guess-two-2" } },
      { query: CHANGE_PASSWORD, variables: { currentPassword: "guess-three-3", newPassword: "next-pass-4" } },
      {
        query: `mutation($e: String!, $p: String!) { signIn(email: $e, password: $p) { error { code } } }`,
        variables: { e: uniqueEmail("x"), p: "guess-four-4" },
      },
    ]);
    const refused = batch.filter((r) => r.errors?.[0]?.extensions?.code === "TOO_MANY_OPERATIONS");
    expect(refused).toHaveLength(3);
    const aliases = await client.gql(
      `mutation($p: String!) {
        a: changeEmail(newEmail: "alias-a@example.com", currentPassword: $p) { error { code } }
        b: changeEmail(newEmail: "alias-b@example.com", currentPassword: $p) { error { code } } }`,
      { p: password },
    );
    expect(aliases.errors).toHaveLength(1);
    expect(aliases.errors[0].extensions.code).toBe("TOO_MANY_OPERATIONS");
  });

  it("a wrong current password spends the same budget as failed sign-ins from that IP", async () => {
    const { client, email, password } = await newUser();
    for (let i = 0; i < 5; i++)
      await new AccountClient(server, client.ip).signIn(email, `sign-in-guess-${i}`);
    const body = await client.gql(CHANGE_EMAIL, { newEmail: uniqueEmail("n"), currentPassword: password });
    expect(body.data.changeEmail.error).toEqual({
      code: "THROTTLED",
      message: "Too many wrong passwords. Please wait 1 second and try again.",
    });
  });

  it("tells the account's address when the password changes", async () => {
    const { client, email, password } = await newUser();
    await client.gql(CHANGE_PASSWORD, { currentPassword: password, newPassword: "changed-password-5" });
    const [mail] = await outboxFor(server, email);
    expect(mail.kind).toBe("password-changed");
    expect(mail.subject).toBe("Your Squarely password was changed");
  });

  it("lists the user's own sessions, marks this one, and ends one or all the others", async () => {
    const { client, email, password } = await newUser();
    const phone = new AccountClient(server, "203.0.113.77");
    await phone.signIn(email, password);
    const tablet = new AccountClient(server);
    await tablet.signIn(email, password);
    const list: Json[] = (await client.gql(SESSIONS)).data.currentUser.sessions;
    expect(list).toHaveLength(3);
    expect(list.filter((s) => s.current)).toHaveLength(1);
    const phoneSession = list.find((s) => s.approximateLocation === "203.0.113.x");
    expect(phoneSession).toMatchObject({ current: false, device: "Unknown device" });
    expect(phoneSession.id).toMatch(/^[0-9a-f-]{36}$/);

    // Someone else cannot end it, and learns nothing about whether it exists.
    const other = await newUser();
    const foreign = await other.client.gql(END_SESSION, { id: phoneSession.id });
    expect(foreign.data.endSession).toEqual({
      success: false,
      error: { code: "SESSION_NOT_FOUND", message: "That session has already ended.", field: "id" },
    });
    expect(await phone.currentUser()).not.toBeNull();
    expect((await other.client.gql(SESSIONS)).data.currentUser.sessions).toHaveLength(1);

    expect((await client.gql(END_SESSION, { id: phoneSession.id })).data.endSession).toEqual({
      success: true,
      error: null,
    });
    expect(await phone.currentUser()).toBeNull();
    expect((await client.gql(END_OTHERS)).data.endOtherSessions.success).toBe(true);
    expect(await tablet.currentUser()).toBeNull();
    expect((await client.currentUser()).email).toBe(email);
    expect((await client.gql(SESSIONS)).data.currentUser.sessions).toHaveLength(1);
  });

  it("needs a session to list or end sessions", async () => {
    const anonymous = new AccountClient(server);
    expect((await anonymous.gql(END_OTHERS)).errors[0].extensions.code).toBe("UNAUTHENTICATED");
    const body = await anonymous.gql(END_SESSION, { id: "00000000-0000-0000-0000-000000000000" });
    expect(body.errors[0].extensions.code).toBe("UNAUTHENTICATED");
  });
});
