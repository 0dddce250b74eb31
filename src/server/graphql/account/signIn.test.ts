import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  AccountClient,
  CURRENT_USER,
  DEMO_PASSWORD,
  type Json,
  SIGN_IN,
  uniqueEmail,
} from "../../testing/accountClient";
import { startTestServer, type TestServer, testBackends } from "../../testing/testServer";

const INCORRECT = "The email or password you entered is incorrect.";

describe.each(testBackends())("signIn and signOut on $name", (backend) => {
  let server: TestServer;
  const logLines: string[] = [];
  beforeAll(async () => {
    server = await startTestServer(backend, {
      env: { TRUST_PROXY: "1", SIGN_IN_IP_LIMIT: "1000" },
      onLog: (line) => logLines.push(line),
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  it("signs in, answers the current user and sets an httpOnly, SameSite=Lax session cookie", async () => {
    const client = new AccountClient(server);
    const result = await client.signIn("client@squarely.test");
    expect(result.error).toBeNull();
    expect(result.currentUser).toMatchObject({ email: "client@squarely.test", isBroker: false });
    expect(result.currentUser.latestCampaign.uuid).toMatch(/^[0-9a-f-]{36}$/);
    const cookie = client.lastSetCookies.find((c) => c.name === "sq_session");
    expect(cookie?.value.length).toBeGreaterThanOrEqual(43); // 256 bits in base64url
    expect(cookie?.attributes.get("httponly")).toBe(true);
    expect(cookie?.attributes.get("samesite")).toBe("Lax");
    expect(cookie?.attributes.get("path")).toBe("/");
    expect(cookie?.attributes.has("secure")).toBe(false); // BASE_URL is http here
    expect(Number(cookie?.attributes.get("max-age"))).toBeGreaterThan(29 * 24 * 3600);
    expect(Number(cookie?.attributes.get("max-age"))).toBeLessThanOrEqual(30 * 24 * 3600);
    expect((await client.currentUser()).email).toBe("client@squarely.test");
    const { rows } = await server.database.query<{ n: number }>(
      "select count(*)::int as n from sessions where id_hash = $1",
      [cookie?.value],
    );
    expect(rows[0].n).toBe(0); // only the hash is stored
  });

  it("accepts the address in any case and with spaces around it", async () => {
    const client = new AccountClient(server);
    const result = await client.signIn("  Broker@Squarely.TEST ");
    expect(result.currentUser).toMatchObject({ email: "broker@squarely.test", isBroker: true });
  });

  it("gives a wrong password and an unknown address the same answer", async () => {
    const client = new AccountClient(server);
    const wrong = await client.signIn("research@squarely.test", "not-the-password");
    const unknown = await client.signIn(uniqueEmail("nobody"), "not-the-password");
    expect(wrong).toEqual({
      currentUser: null,
      error: { code: "INVALID_CREDENTIALS", message: INCORRECT, field: null },
    });
    expect(unknown).toEqual(wrong);
    expect(client.cookie).toBeNull();
    // No session cookie of any kind (SERVERID, the load balancer's, comes with any GraphQL answer).
    expect(client.lastSetCookies.filter((c) => c.name !== "SERVERID")).toEqual([]);
  });

  // Each test signs in wrongly as its own demo account, so the per-account limit (5) never trips here.
  it("takes about as long for an unknown address as for a wrong password (a hash is checked either way)", async () => {
    const client = new AccountClient(server);
    const time = async (email: string) => {
      const started = performance.now();
      await client.signIn(email, "not-the-password");
      return performance.now() - started;
    };
    const wrong: number[] = [];
    const unknown: number[] = [];
    await time(uniqueEmail("warm-up"));
    for (let i = 0; i < 4; i++) {
      wrong.push(await time("jordan.lee@squarely.test"));
      unknown.push(await time(uniqueEmail("timing")));
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    // argon2id at the OWASP parameters takes ~20 ms; skipping it would make unknown addresses far faster.
    expect(median(unknown)).toBeGreaterThan(median(wrong) * 0.5);
    expect(median(unknown)).toBeGreaterThan(8);
  });

  it.each([
    ["", DEMO_PASSWORD, "email", "Enter your e-mail address."],
    ["   ", DEMO_PASSWORD, "email", "Enter your e-mail address."],
    ["client@squarely.test", "", "password", "Enter your password."],
    ["client", DEMO_PASSWORD, "email", "Enter a valid e-mail address."],
    ["client@squarely", DEMO_PASSWORD, "email", "Enter a valid e-mail address."],
    ["cli ent@squarely.test", DEMO_PASSWORD, "email", "Enter a valid e-mail address."],
    ["client@squarely.t", DEMO_PASSWORD, "email", "Enter a valid e-mail address."],
    ["client@@squarely.test", DEMO_PASSWORD, "email", "Enter a valid e-mail address."],
  ])("refuses email %j / password %j as INVALID_INPUT", async (email, password, field, message) => {
    const client = new AccountClient(server);
    const result = await client.signIn(email, password);
    expect(result).toEqual({ currentUser: null, error: { code: "INVALID_INPUT", message, field } });
  });

  it("rotates the session: a new sign-in replaces the request's old session, which stops working", async () => {
    const client = new AccountClient(server);
    await client.signIn("client@squarely.test");
    const first = client.cookie;
    await client.signIn("client@squarely.test");
    const second = client.cookie;
    expect(second).not.toBe(first);
    const old = await server.graphql({ query: CURRENT_USER }, { cookie: `sq_session=${first}` });
    expect(((await old.json()) as Json).data.currentUser).toBeNull();
    expect((await client.currentUser()).email).toBe("client@squarely.test");
  });

  it("signing in as someone else also ends the previous user's session on that browser", async () => {
    const client = new AccountClient(server);
    await client.signIn("client@squarely.test");
    const clientCookie = client.cookie;
    await client.signIn("broker@squarely.test");
    expect((await client.currentUser()).email).toBe("broker@squarely.test");
    const old = await server.graphql({ query: CURRENT_USER }, { cookie: `sq_session=${clientCookie}` });
    expect(((await old.json()) as Json).data.currentUser).toBeNull();
  });

  it("signOut deletes the session on the server and clears the cookie", async () => {
    const client = new AccountClient(server);
    await client.signIn("client@squarely.test");
    const oldCookie = client.cookie;
    const body = await client.gql("mutation { signOut }");
    expect(body).toEqual({ data: { signOut: true } });
    const cleared = client.lastSetCookies.find((c) => c.name === "sq_session");
    expect(cleared?.value).toBe("");
    expect(cleared?.attributes.get("path")).toBe("/");
    expect(client.cookie).toBeNull();
    // Replaying the old cookie does not work: the session is gone on the server.
    const replay = await server.graphql({ query: CURRENT_USER }, { cookie: `sq_session=${oldCookie}` });
    expect(((await replay.json()) as Json).data.currentUser).toBeNull();
  });

  it("signOut needs a session", async () => {
    const body = await new AccountClient(server).gql("mutation { signOut }");
    expect(body.errors[0].extensions.code).toBe("UNAUTHENTICATED");
  });

  it("a batch may hold only one sign-in: the second is refused without checking its password", async () => {
    const client = new AccountClient(server);
    const op = (email: string) => ({ query: SIGN_IN, variables: { email, password: DEMO_PASSWORD } });
    const body = await client.post([op("client@squarely.test"), op("broker@squarely.test")]);
    expect(body).toHaveLength(2);
    const codes = body.map((r: Json) => r.errors?.[0]?.extensions?.code ?? r.data.signIn.error?.code ?? "OK");
    expect(codes.sort()).toEqual(["OK", "TOO_MANY_OPERATIONS"]);
    const refused = body.find((r: Json) => r.errors);
    expect(refused.errors[0].message).toBe("Only one sign-in per request.");
  });

  it("a document with two aliased signIn fields is refused beyond the first", async () => {
    const client = new AccountClient(server);
    const query = `mutation Guess($e: String!) {
      a: signIn(email: $e, password: "guess-one-1") { error { code } }
      b: signIn(email: $e, password: "guess-two-2") { error { code } }
    }`;
    const body = await client.gql(query, { e: "priya.patel@squarely.test" });
    expect(body.errors).toHaveLength(1);
    expect(body.errors[0]).toMatchObject({ path: ["b"], extensions: { code: "TOO_MANY_OPERATIONS" } });
  });

  it("counts sign-up and reset-with-token as sign-ins in a batch", async () => {
    const client = new AccountClient(server);
    const body = await client.post([
      { query: SIGN_IN, variables: { email: "client@squarely.test", password: "wrong-password" } },
      {
        query: `mutation { resetPassword(token: "x", password: "a-long-new-password") { error { code } } }`,
      },
    ]);
    expect(body[1].errors[0].extensions.code).toBe("TOO_MANY_OPERATIONS");
  });

  it("logs auth events without passwords, tokens or session ids", async () => {
    const client = new AccountClient(server);
    const unknown = uniqueEmail("logcheck");
    await client.signIn(unknown, "secret-guess-123");
    await client.signIn("client@squarely.test", "another-secret-456");
    await client.signIn("client@squarely.test");
    const sessionId = client.cookie as string;
    await client.gql("mutation { signOut }");
    const text = logLines.join("\n");
    const events = logLines.map((l) => JSON.parse(l)).filter((l) => l.event);
    expect(events.map((e) => e.event)).toEqual(
      expect.arrayContaining(["sign_in_failed", "sign_in_succeeded", "sign_out"]),
    );
    expect(events.find((e) => e.event === "sign_in_failed" && e.reason === "unknown_email")?.email).toMatch(
      /^[0-9a-f]{12}$/,
    );
    expect(events.find((e) => e.event === "sign_in_failed" && e.reason === "wrong_password")?.userId).toEqual(
      expect.any(Number),
    );
    for (const secret of ["secret-guess-123", "another-secret-456", DEMO_PASSWORD, sessionId, unknown]) {
      expect(text).not.toContain(secret);
    }
  });
});
