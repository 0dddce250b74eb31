import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  AccountClient,
  CHANGE_EMAIL_LINK,
  CONFIRM_LINK,
  type Json,
  outboxFor,
  tokenFromMail,
  uniqueEmail,
} from "../../testing/accountClient";
import { startTestServer, type TestServer, testBackends } from "../../testing/testServer";

const CONFIRM = `mutation Confirm($token: String!, $changeEmail: Boolean) {
  confirmAccount(token: $token, changeEmail: $changeEmail) { ok email error { code message field } } }`;
const CHANGE_EMAIL = `mutation ChangeEmail($newEmail: String!, $currentPassword: String!) {
  changeEmail(newEmail: $newEmail, currentPassword: $currentPassword) {
    user { email unconfirmedEmail } error { code message field } } }`;

describe.each(testBackends())("createAccount, confirmAccount and changeEmail on $name", (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend, { env: { TRUST_PROXY: "1" } });
  });
  afterAll(async () => {
    await server?.close();
  });

  it("creates a renter, signs them in and e-mails a confirmation link", async () => {
    const client = new AccountClient(server);
    const email = uniqueEmail("Signup").toUpperCase().replace("@EXAMPLE.COM", "@Example.com");
    const result = await client.createAccount({
      email: `  ${email} `,
      phone: "212 555 0199",
      cityOfInterest: "Chicago",
    });
    expect(result.error).toBeNull();
    expect(result.user).toMatchObject({
      email: email.toLowerCase(),
      firstName: "Casey",
      companyName: "Tester & Co",
      phone: "(212) 555-0199",
      e164Phone: "+12125550199",
      isRenter: true,
      isBroker: false,
      confirmed: false,
      hasPassword: true,
    });
    const cookie = client.lastSetCookies.find((c) => c.name === "sq_session");
    expect(cookie?.attributes.get("httponly")).toBe(true);
    const me = await client.currentUser();
    expect(me).toMatchObject({ email: email.toLowerCase(), marketOfInterest: { name: "Chicago" } });
    const [mail] = await outboxFor(server, email);
    expect(mail.kind).toBe("confirm-account");
    expect(mail.text).toMatch(/^Welcome to Squarely, Casey!/);
    expect(mail.text).toMatch(/http:\/\/localhost:4000\/confirm-account\/[A-Za-z0-9_-]{43}\n/);
    const { rows } = await server.database.query<{ password_hash: string }>(
      "select password_hash from users where email = $1",
      [email.toLowerCase()],
    );
    expect(rows[0].password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it("answers EMAIL_TAKEN for an existing address in any case, and signs nobody in", async () => {
    const client = new AccountClient(server);
    const result = await client.createAccount({ email: "Client@Squarely.test" });
    expect(result).toEqual({
      user: null,
      error: { code: "EMAIL_TAKEN", message: "It looks like you already have an account.", field: "email" },
    });
    expect(client.cookie).toBeNull();
  });

  it.each([
    ["a short password", "short", "Use at least 8 characters."],
    ["a 129-character password", "x".repeat(129), "Use at most 128 characters."],
    ["a common password", "password1", "That password is too common. Choose something harder to guess."],
    [
      "a common password in capitals",
      "QWERTY123",
      "That password is too common. Choose something harder to guess.",
    ],
  ])("refuses %s", async (_label, password, message) => {
    const result = await new AccountClient(server).createAccount({ password });
    expect(result).toEqual({ user: null, error: { code: "WEAK_PASSWORD", message, field: "password" } });
  });

  it("accepts a long pasted passphrase with spaces and no composition rules", async () => {
    const password = `correct horse battery staple ${"é".repeat(90)}`.slice(0, 128);
    const email = uniqueEmail("passphrase");
    expect((await new AccountClient(server).createAccount({ email, password })).error).toBeNull();
    expect((await new AccountClient(server).signIn(email, password)).error).toBeNull();
  });

  it.each([
    [{ firstName: "  " }, "firstName", "Enter your first name."],
    [{ lastName: "" }, "lastName", "Enter your last name."],
    [{ email: "" }, "email", "Enter your e-mail address."],
    [{ email: "someone@example" }, "email", "Enter a valid e-mail address."],
    [{ phone: "12345" }, "phone", "Enter a valid phone number."],
    [{ phone: "call me maybe" }, "phone", "Enter a valid phone number."],
  ])("refuses %j as INVALID_INPUT on %s", async (input, field, message) => {
    const result = await new AccountClient(server).createAccount(input);
    expect(result).toEqual({ user: null, error: { code: "INVALID_INPUT", message, field } });
  });

  it("confirms the account from the e-mailed link, once", async () => {
    const client = new AccountClient(server);
    const email = uniqueEmail("confirm");
    await client.createAccount({ email });
    const token = await tokenFromMail(server, email, CONFIRM_LINK);
    // The link may be opened anywhere, signed in or not.
    const body = await new AccountClient(server).gql(CONFIRM, { token });
    expect(body.data.confirmAccount).toEqual({ ok: true, email, error: null });
    expect((await client.currentUser()).confirmed).toBe(true);
    const again = await new AccountClient(server).gql(CONFIRM, { token });
    expect(again.data.confirmAccount.error).toEqual({
      code: "TOKEN_USED",
      message: "This link has already been used.",
      field: "token",
    });
    const bogus = await new AccountClient(server).gql(CONFIRM, { token: "made-up" });
    expect(bogus.data.confirmAccount.error.code).toBe("TOKEN_INVALID");
  });

  it("refuses an expired confirmation link", async () => {
    const email = uniqueEmail("late");
    await new AccountClient(server).createAccount({ email });
    const token = await tokenFromMail(server, email, CONFIRM_LINK);
    await server.database.query(
      "update auth_tokens set expires_at = now() - interval '1 second' where user_id = (select id from users where email = $1)",
      [email],
    );
    const body = await new AccountClient(server).gql(CONFIRM, { token });
    expect(body.data.confirmAccount.error.code).toBe("TOKEN_EXPIRED");
  });

  it("changes the e-mail address through a link sent to the new address", async () => {
    const client = new AccountClient(server);
    const oldEmail = uniqueEmail("old");
    const newEmail = uniqueEmail("new");
    await client.createAccount({ email: oldEmail, password: "change-my-email-1" });

    const wrong = await client.gql(CHANGE_EMAIL, { newEmail, currentPassword: "not-my-password" });
    expect(wrong.data.changeEmail).toEqual({
      user: null,
      error: {
        code: "WRONG_PASSWORD",
        message: "That is not your current password.",
        field: "currentPassword",
      },
    });
    const taken = await client.gql(CHANGE_EMAIL, {
      newEmail: "broker@squarely.test",
      currentPassword: "change-my-email-1",
    });
    expect(taken.data.changeEmail.error).toMatchObject({ code: "EMAIL_TAKEN", field: "newEmail" });
    const malformed = await client.gql(CHANGE_EMAIL, {
      newEmail: "nope",
      currentPassword: "change-my-email-1",
    });
    expect(malformed.data.changeEmail.error).toMatchObject({ code: "INVALID_INPUT", field: "newEmail" });

    const started = await client.gql(CHANGE_EMAIL, { newEmail, currentPassword: "change-my-email-1" });
    expect(started.data.changeEmail).toEqual({
      user: { email: oldEmail, unconfirmedEmail: newEmail },
      error: null,
    });
    const [mail] = await outboxFor(server, newEmail);
    expect(mail.kind).toBe("confirm-email-change");
    const token = await tokenFromMail(server, newEmail, CHANGE_EMAIL_LINK);

    const confirmed = await new AccountClient(server).gql(CONFIRM, { token, changeEmail: true });
    expect(confirmed.data.confirmAccount).toEqual({ ok: true, email: newEmail, error: null });
    expect(await client.currentUser()).toMatchObject({
      email: newEmail,
      unconfirmedEmail: null,
      confirmed: true,
    });
    expect((await new AccountClient(server).signIn(oldEmail, "change-my-email-1")).error.code).toBe(
      "INVALID_CREDENTIALS",
    );
    expect((await new AccountClient(server).signIn(newEmail, "change-my-email-1")).error).toBeNull();
  });

  it("refuses to confirm a changed address that someone else took in the meantime", async () => {
    const client = new AccountClient(server);
    const wanted = uniqueEmail("wanted");
    await client.createAccount({ password: "first-claimant-1" });
    await client.gql(CHANGE_EMAIL, { newEmail: wanted, currentPassword: "first-claimant-1" });
    const token = await tokenFromMail(server, wanted, CHANGE_EMAIL_LINK);
    await new AccountClient(server).createAccount({ email: wanted });
    const body: Json = await new AccountClient(server).gql(CONFIRM, { token, changeEmail: true });
    expect(body.data.confirmAccount).toMatchObject({ ok: false, error: { code: "EMAIL_TAKEN" } });
  });

  it("only the newest requested address can be confirmed", async () => {
    const client = new AccountClient(server);
    const first = uniqueEmail("first");
    const second = uniqueEmail("second");
    await client.createAccount({ password: "two-changes-1" });
    await client.gql(CHANGE_EMAIL, { newEmail: first, currentPassword: "two-changes-1" });
    const firstToken = await tokenFromMail(server, first, CHANGE_EMAIL_LINK);
    await client.gql(CHANGE_EMAIL, { newEmail: second, currentPassword: "two-changes-1" });
    const body = await new AccountClient(server).gql(CONFIRM, { token: firstToken, changeEmail: true });
    expect(body.data.confirmAccount.error.code).toBe("TOKEN_INVALID");
  });

  it("a batch may create only one account", async () => {
    const client = new AccountClient(server);
    const op = (email: string) => ({
      query: `mutation($input: CreateAccountInput!) { createAccount(input: $input) { error { code } } }`,
      variables: { input: { firstName: "A", lastName: "B", email, password: "batched-signup-1" } },
    });
    const body: Json[] = await client.post([op(uniqueEmail("b1")), op(uniqueEmail("b2"))]);
    expect(body.filter((r) => r.errors?.[0]?.extensions?.code === "TOO_MANY_OPERATIONS")).toHaveLength(1);
  });
});
