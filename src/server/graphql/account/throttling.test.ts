import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  AccountClient,
  awayFromWindowEdge,
  DEMO_PASSWORD,
  FIFTEEN_MINUTES,
  type Json,
  SIGN_IN,
  uniqueEmail,
} from "../../testing/accountClient";
import { startTestServer, type TestServer, testBackends } from "../../testing/testServer";

const SIGN_IN_THROTTLED = "Too many sign-in attempts. Please wait 15 minutes and try again.";

// Every test posts from its own IP address (the server trusts X-Forwarded-For), so limits never collide.
describe.each(testBackends())("sign-in throttling on $name", (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend, { env: { TRUST_PROXY: "1" } });
  });
  afterAll(async () => {
    await server?.close();
  });
  beforeEach(() => awayFromWindowEdge(FIFTEEN_MINUTES));

  it("refuses the 6th attempt after 5 wrong passwords, even with the right password and from elsewhere", async () => {
    const email = "marcus.green@squarely.test";
    for (let i = 0; i < 5; i++) {
      const attempt = await new AccountClient(server).signIn(email, `wrong-password-${i}`);
      expect(attempt.error.code).toBe("INVALID_CREDENTIALS");
    }
    const client = new AccountClient(server);
    const sixth = await client.signIn(email, DEMO_PASSWORD);
    expect(sixth).toEqual({
      currentUser: null,
      error: { code: "THROTTLED", message: SIGN_IN_THROTTLED, field: null },
    });
    expect(client.cookie).toBeNull();
  });

  it("throttles an unknown address the same way, so throttling reveals nothing", async () => {
    const email = uniqueEmail("ghost");
    const codes: string[] = [];
    for (let i = 0; i < 6; i++)
      codes.push((await new AccountClient(server).signIn(email, "whatever-1")).error.code);
    expect(codes).toEqual([...Array(5).fill("INVALID_CREDENTIALS"), "THROTTLED"]);
  });

  it("does not count successful sign-ins against the account", async () => {
    for (let i = 0; i < 7; i++) {
      const result = await new AccountClient(server).signIn("omar.haddad@squarely.test");
      expect(result.error).toBeNull();
    }
  });

  it("holds under parallel guessing: at most 5 passwords are checked", async () => {
    const email = "sofia.rossi@squarely.test";
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => new AccountClient(server).signIn(email, `parallel-guess-${i}`)),
    );
    const codes = results.map((r: Json) => r.error.code);
    expect(codes.filter((c) => c === "INVALID_CREDENTIALS")).toHaveLength(5);
    expect(codes.filter((c) => c === "THROTTLED")).toHaveLength(5);
  });

  it("limits one IP address to 30 attempts per 15 minutes, whatever the accounts", async () => {
    const client = new AccountClient(server);
    for (let i = 0; i < 30; i++) {
      const result = await client.signIn(uniqueEmail("spray"), "sprayed-password");
      expect(result.error.code).toBe("INVALID_CREDENTIALS");
    }
    const blocked = await client.signIn("client@squarely.test", DEMO_PASSWORD);
    expect(blocked.error).toEqual({ code: "THROTTLED", message: SIGN_IN_THROTTLED, field: null });
    // Another address is not affected.
    expect((await new AccountClient(server).signIn("client@squarely.test")).error).toBeNull();
  });

  it("a batch cannot multiply guesses: one signIn per request, the rest refused", async () => {
    const client = new AccountClient(server);
    const ops = Array.from({ length: 20 }, (_, i) => ({
      query: SIGN_IN,
      variables: { email: "jordan.lee@squarely.test", password: `batched-guess-${i}` },
    }));
    const body: Json[] = await client.post(ops);
    expect(body).toHaveLength(20);
    const checked = body.filter((r) => r.data?.signIn?.error?.code === "INVALID_CREDENTIALS");
    const refused = body.filter((r) => r.errors?.[0]?.extensions?.code === "TOO_MANY_OPERATIONS");
    expect(checked).toHaveLength(1);
    expect(refused).toHaveLength(19);
  });
});
