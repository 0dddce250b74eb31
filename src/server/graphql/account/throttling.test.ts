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

const SIGN_IN_WITH_WAIT = `mutation SignIn($email: String!, $password: String!) {
  signIn(email: $email, password: $password) {
    currentUser { id } error { code message field retryAfterSeconds } } }`;

/** signIn, asking for the wait too. */
async function signIn(client: AccountClient, email: string, password = DEMO_PASSWORD): Promise<Json> {
  return (await client.gql(SIGN_IN_WITH_WAIT, { email, password })).data.signIn;
}

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

  /** Lets the pair's wait run out now instead of sleeping through it. */
  async function endWait(ip: string) {
    await server.database.query(
      "update password_check_throttles set next_allowed_at = now() - interval '1 second' where key like $1",
      [`pair:%:${ip}`],
    );
  }

  it("slows the attacking IP down but lets the owner in from a clean IP: no lock-out", async () => {
    const email = "marcus.green@squarely.test";
    const attacker = new AccountClient(server);
    for (let i = 0; i < 5; i++) {
      expect((await signIn(attacker, email, `wrong-password-${i}`)).error.code).toBe("INVALID_CREDENTIALS");
    }
    // Even the right password is not checked from the attacking IP during its wait.
    const sixth = await signIn(attacker, email, DEMO_PASSWORD);
    expect(sixth).toEqual({
      currentUser: null,
      error: {
        code: "THROTTLED",
        message: "Too many sign-in attempts. Please wait 1 second and try again.",
        field: null,
        retryAfterSeconds: 1,
      },
    });
    expect(attacker.cookie).toBeNull();
    const owner = new AccountClient(server);
    expect((await signIn(owner, email)).error).toBeNull();
    expect(owner.cookie).not.toBeNull();
  });

  it("doubles the wait with each further failure, up to 15 minutes, and a right password ends it", async () => {
    const email = uniqueEmail("slowed");
    const attacker = new AccountClient(server);
    for (let i = 0; i < 5; i++) await signIn(attacker, email, `wrong-password-${i}`);
    const waits: number[] = [];
    for (let i = 0; i < 12; i++) {
      const throttled = await signIn(attacker, email, "another-guess");
      expect(throttled.error.code).toBe("THROTTLED");
      waits.push(throttled.error.retryAfterSeconds);
      await endWait(attacker.ip);
      expect((await signIn(attacker, email, `late-guess-${i}`)).error.code).toBe("INVALID_CREDENTIALS");
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 900, 900]);
    const capped = await signIn(attacker, email, "another-guess");
    expect(capped.error.message).toBe(SIGN_IN_THROTTLED);
  });

  it("after the wait, the right password from the same IP works and clears its failures", async () => {
    const email = "omar.haddad@squarely.test";
    const client = new AccountClient(server);
    for (let i = 0; i < 5; i++) await signIn(client, email, `typo-${i}`);
    expect((await signIn(client, email)).error.code).toBe("THROTTLED");
    await endWait(client.ip);
    expect((await signIn(client, email)).error).toBeNull();
    for (let i = 0; i < 5; i++) {
      expect((await signIn(client, email, `typo-again-${i}`)).error.code).toBe("INVALID_CREDENTIALS");
    }
  });

  it("throttles an unknown address the same way, so throttling reveals nothing", async () => {
    const email = uniqueEmail("ghost");
    const client = new AccountClient(server);
    const codes: string[] = [];
    for (let i = 0; i < 6; i++) codes.push((await signIn(client, email, "whatever-1")).error.code);
    expect(codes).toEqual([...Array(5).fill("INVALID_CREDENTIALS"), "THROTTLED"]);
  });

  it("does not count successful sign-ins against the account", async () => {
    const client = new AccountClient(server);
    for (let i = 0; i < 7; i++) expect((await client.signIn("omar.haddad@squarely.test")).error).toBeNull();
  });

  it("holds under parallel guessing from one IP: at most 5 passwords are checked", async () => {
    const email = "sofia.rossi@squarely.test";
    const ip = new AccountClient(server).ip;
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        new AccountClient(server, ip).signIn(email, `parallel-guess-${i}`),
      ),
    );
    const codes = results.map((r: Json) => r.error.code);
    expect(codes.filter((c) => c === "INVALID_CREDENTIALS")).toHaveLength(5);
    expect(codes.filter((c) => c === "THROTTLED")).toHaveLength(5);
  });

  it("an attacked account gives each new IP one free failure, yet its owner still gets in", async () => {
    const email = "jordan.lee@squarely.test";
    for (let ip = 0; ip < 4; ip++) {
      const bot = new AccountClient(server);
      for (let i = 0; i < 5; i++) await signIn(bot, email, `botnet-${ip}-${i}`);
    }
    const freshBot = new AccountClient(server);
    expect((await signIn(freshBot, email, "botnet-fresh-1")).error.code).toBe("INVALID_CREDENTIALS");
    expect((await signIn(freshBot, email, "botnet-fresh-2")).error).toMatchObject({
      code: "THROTTLED",
      retryAfterSeconds: 1,
    });
    expect((await signIn(new AccountClient(server), email)).error).toBeNull();
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
      variables: { email: uniqueEmail("batched"), password: `batched-guess-${i}` },
    }));
    const body: Json[] = await client.post(ops);
    expect(body).toHaveLength(20);
    const checked = body.filter((r) => r.data?.signIn?.error?.code === "INVALID_CREDENTIALS");
    const refused = body.filter((r) => r.errors?.[0]?.extensions?.code === "TOO_MANY_OPERATIONS");
    expect(checked).toHaveLength(1);
    expect(refused).toHaveLength(19);
  });
});
