import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  AccountClient,
  awayFromWindowEdge,
  CONFIRM_LINK,
  CURRENT_USER,
  type Json,
  ONE_HOUR,
  outboxFor,
  RESET_LINK,
  tokenFromMail,
  uniqueEmail,
} from "../../testing/accountClient";
import { startTestServer, type TestServer, testBackends } from "../../testing/testServer";

const REQUEST = `mutation Req($email: String!) { requestPasswordReset(email: $email) { ok error { code message field } } }`;
const RESET = `mutation Reset($token: String!, $password: String!) {
  resetPassword(token: $token, password: $password) { currentUser { email } error { code message field } } }`;
const RESET_THROTTLED = "Too many reset requests. Please wait an hour and try again.";

describe.each(testBackends())("password reset on $name", (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend, {
      env: { TRUST_PROXY: "1", BASE_URL: "https://squarely.example" },
    });
  });
  afterAll(async () => {
    await server?.close();
  });
  beforeEach(() => awayFromWindowEdge(ONE_HOUR));

  /** A new account, signed out, with a reset link requested for it. */
  async function accountWithResetToken(password = "original-password-1") {
    const owner = new AccountClient(server);
    const email = uniqueEmail("reset");
    await owner.createAccount({ email, password });
    const request = await new AccountClient(server).gql(REQUEST, { email });
    expect(request.data.requestPasswordReset).toEqual({ ok: true, error: null });
    return { email, owner, token: await tokenFromMail(server, email, RESET_LINK) };
  }

  it("e-mails a single-use link built from BASE_URL, with HTML and text parts", async () => {
    const { email } = await accountWithResetToken();
    const [mail] = await outboxFor(server, email);
    expect(mail.kind).toBe("reset-password");
    expect(mail.subject).toBe("Reset your Squarely password");
    expect(mail.text).toMatch(/https:\/\/squarely\.example\/change-password\?token=[A-Za-z0-9_-]{43}/);
    expect(mail.html).toContain('href="https://squarely.example/change-password?token=');
    const { rows } = await server.database.query<{ kind: string; expires_in: number }>(
      `select kind, extract(epoch from expires_at - now())::int as expires_in from auth_tokens
       where user_id = (select id from users where email = $1) and kind = 'reset'`,
      [email],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].expires_in).toBeGreaterThan(3500);
    expect(rows[0].expires_in).toBeLessThanOrEqual(3600);
  });

  it("answers an unknown address exactly like a known one, and sends nothing", async () => {
    const email = uniqueEmail("unknown");
    const body = await new AccountClient(server).gql(REQUEST, { email });
    expect(body).toEqual({ data: { requestPasswordReset: { ok: true, error: null } } });
    expect(await outboxFor(server, email)).toEqual([]);
  });

  it("refuses a malformed address", async () => {
    const body = await new AccountClient(server).gql(REQUEST, { email: "not-an-address" });
    expect(body.data.requestPasswordReset).toEqual({
      ok: false,
      error: { code: "INVALID_INPUT", message: "Enter a valid e-mail address.", field: "email" },
    });
  });

  it("sets the new password, signs in afresh and ends every other session", async () => {
    const { email, owner, token } = await accountWithResetToken("original-password-1");
    const otherDevice = new AccountClient(server);
    expect((await otherDevice.signIn(email, "original-password-1")).error).toBeNull();
    expect((await owner.currentUser()).email).toBe(email);

    const browser = new AccountClient(server);
    const body = await browser.gql(RESET, { token, password: "brand-new-password-2" });
    expect(body.data.resetPassword).toEqual({ currentUser: { email }, error: null });
    expect(browser.lastSetCookies.find((c) => c.name === "sq_session")?.attributes.has("secure")).toBe(true);
    expect((await browser.currentUser()).email).toBe(email);
    expect(await otherDevice.currentUser()).toBeNull();
    expect(await owner.currentUser()).toBeNull();

    expect((await new AccountClient(server).signIn(email, "original-password-1")).error.code).toBe(
      "INVALID_CREDENTIALS",
    );
    expect((await new AccountClient(server).signIn(email, "brand-new-password-2")).error).toBeNull();
  });

  it("refuses a reused link", async () => {
    const { token } = await accountWithResetToken();
    await new AccountClient(server).gql(RESET, { token, password: "first-new-password-3" });
    const again = await new AccountClient(server).gql(RESET, { token, password: "second-new-password-4" });
    expect(again.data.resetPassword).toEqual({
      currentUser: null,
      error: { code: "TOKEN_USED", message: "This link has already been used.", field: "token" },
    });
  });

  it("refuses an expired link", async () => {
    const { email, token } = await accountWithResetToken();
    await server.database.query(
      "update auth_tokens set expires_at = now() - interval '1 minute' where user_id = (select id from users where email = $1)",
      [email],
    );
    const body = await new AccountClient(server).gql(RESET, { token, password: "too-late-password-5" });
    expect(body.data.resetPassword.error).toEqual({
      code: "TOKEN_EXPIRED",
      message: "This link has expired. Ask for a new one.",
      field: "token",
    });
  });

  it("refuses an unknown token and a confirmation token", async () => {
    const invalid = {
      code: "TOKEN_INVALID",
      message: "This link is not valid. Ask for a new one.",
      field: "token",
    };
    const garbage = await new AccountClient(server).gql(RESET, {
      token: "nope",
      password: "whatever-pass-6",
    });
    expect(garbage.data.resetPassword.error).toEqual(invalid);
    const email = uniqueEmail("confirm-not-reset");
    await new AccountClient(server).createAccount({ email });
    const confirmToken = await tokenFromMail(server, email, CONFIRM_LINK);
    const wrongKind = await new AccountClient(server).gql(RESET, {
      token: confirmToken,
      password: "whatever-pass-7",
    });
    expect(wrongKind.data.resetPassword.error).toEqual(invalid);
  });

  it("refuses a weak new password without using up the link", async () => {
    const { token } = await accountWithResetToken();
    const client = new AccountClient(server);
    const common = await client.gql(RESET, { token, password: "Password123" });
    expect(common.data.resetPassword.error).toEqual({
      code: "WEAK_PASSWORD",
      message: "That password is too common. Choose something harder to guess.",
      field: "password",
    });
    const short = await client.gql(RESET, { token, password: "short" });
    expect(short.data.resetPassword.error.message).toBe("Use at least 8 characters.");
    expect(client.cookie).toBeNull();
    const ok = await client.gql(RESET, { token, password: "a-much-better-one-8" });
    expect(ok.data.resetPassword.error).toBeNull();
  });

  it("after a reset, other outstanding reset links stop working", async () => {
    const { email, token: first } = await accountWithResetToken();
    await new AccountClient(server).gql(REQUEST, { email });
    const second = await tokenFromMail(server, email, RESET_LINK);
    expect(second).not.toBe(first);
    await new AccountClient(server).gql(RESET, { token: second, password: "reset-with-second-9" });
    const body = await new AccountClient(server).gql(RESET, {
      token: first,
      password: "reset-with-first-10",
    });
    expect(body.data.resetPassword.error.code).toBe("TOKEN_INVALID");
  });

  it("limits one address to 3 requests an hour, known or not", async () => {
    for (const email of ["client@squarely.test", uniqueEmail("ghost")]) {
      const codes: (string | null)[] = [];
      for (let i = 0; i < 4; i++) {
        const body = await new AccountClient(server).gql(REQUEST, { email });
        codes.push(body.data.requestPasswordReset.error?.code ?? null);
      }
      expect(codes).toEqual([null, null, null, "THROTTLED"]);
    }
    const last = await new AccountClient(server).gql(REQUEST, { email: "client@squarely.test" });
    expect(last.data.requestPasswordReset).toEqual({
      ok: false,
      error: { code: "THROTTLED", message: RESET_THROTTLED, field: null },
    });
  });

  it("limits one IP address to 10 requests an hour", async () => {
    const client = new AccountClient(server);
    for (let i = 0; i < 10; i++) {
      expect((await client.gql(REQUEST, { email: uniqueEmail("spray") })).data.requestPasswordReset.ok).toBe(
        true,
      );
    }
    const body = await client.gql(REQUEST, { email: uniqueEmail("spray") });
    expect(body.data.requestPasswordReset.error.code).toBe("THROTTLED");
  });

  it("a batch may hold only one reset request", async () => {
    const client = new AccountClient(server);
    const op = { query: REQUEST, variables: { email: uniqueEmail("batch") } };
    const body: Json[] = await client.post([op, op, op]);
    const refused = body.filter((r) => r.errors?.[0]?.extensions?.code === "TOO_MANY_OPERATIONS");
    expect(refused).toHaveLength(2);
    expect(refused[0].errors[0].message).toBe("Only one password reset request per request.");
  });

  it("a reset link also confirms an unconfirmed address", async () => {
    const { email, token } = await accountWithResetToken();
    const client = new AccountClient(server);
    await client.gql(RESET, { token, password: "confirms-too-11" });
    const user = (await client.gql(CURRENT_USER)).data.currentUser;
    expect(user).toMatchObject({ email, confirmed: true });
  });
});
