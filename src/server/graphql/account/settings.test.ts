import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AccountClient, uniqueEmail } from "../../testing/accountClient";
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
