import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { createSchema } from "graphql-yoga";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import type { Database } from "../db/client";
import { createAppServices } from "../services/appServices";
import { AccountClient, CREATE_ACCOUNT, uniqueEmail } from "../testing/accountClient";
import { drainedJobQueue } from "../testing/drainedJobQueue";
import {
  type Backend,
  migratedDatabase,
  startTestServer,
  TEST_DATA_DIR,
  type TestServer,
  testBackends,
} from "../testing/testServer";
import { buildApp } from "./app";

/** Looks like an argon2 hash: the kind of parameter that once reached the error log. */
const SECRET = "$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0LXNhbHQ$Zm9yLWxvZy10ZXN0cy1vbmx5";

/**
 * A server whose schema runs failing statements with a secret parameter, standing in for any
 * database error (the real schema refuses the NUL byte that used to cause one before it gets there).
 */
async function startFailingServer(backend: Backend, lines: string[]) {
  const { database, dropDatabase } = await migratedDatabase(backend);
  const config = { ...loadConfig({ NODE_ENV: "test", DATA_DIR: TEST_DATA_DIR }), port: 0, host: "127.0.0.1" };
  const fail = (db: Database) => async () => {
    await db.db.execute(sql`select ${SECRET}::int as n`);
    return true;
  };
  const failWithNul = (db: Database) => async () => {
    await db.db.execute(sql`select ${"a\u0000b"}::text as t, ${SECRET}::text as s`);
    return true;
  };
  const schema = createSchema({
    typeDefs: "type Query { badCast: Boolean nulByte: Boolean }",
    resolvers: { Query: { badCast: fail(database), nulByte: failWithNul(database) } },
  });
  const logger = { level: "info", stream: { write: (line: string) => lines.push(line) } };
  const app: FastifyInstance = await buildApp(
    createAppServices(config, database, drainedJobQueue(database, config)),
    { schema, logger },
  );
  app.get("/fail", fail(database));
  const url = await app.listen({ port: 0, host: "127.0.0.1" });
  const graphql = (query: string) =>
    fetch(`${url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query }),
    });
  return {
    url,
    graphql,
    close: async () => {
      await app.close();
      await database.close();
      await dropDatabase();
    },
  };
}

describe.each(testBackends())("logs on $name", (backend) => {
  describe("a failing database statement", () => {
    const lines: string[] = [];
    let server: Awaited<ReturnType<typeof startFailingServer>>;
    beforeAll(async () => {
      server = await startFailingServer(backend, lines);
    });
    afterAll(async () => {
      await server?.close();
    });

    it("is logged with its SQL but never its parameters, from GraphQL", async () => {
      for (const query of ["{ badCast }", "{ nulByte }"]) {
        const before = lines.length;
        const res = await server.graphql(query);
        const body = await res.json();
        expect(body.errors[0].message).toBe("Unexpected error.");
        const logged = lines.slice(before).join("\n");
        expect(logged).toContain("Failed query: select $1::");
        expect(logged).not.toContain(SECRET);
        expect(logged).not.toContain("c2VjcmV0LXNhbHQ");
        expect(logged).not.toContain("params");
      }
    });

    it("is logged with its SQL but never its parameters, from a route's error handler", async () => {
      const before = lines.length;
      const res = await fetch(`${server.url}/fail`);
      expect(res.status).toBe(500);
      expect(await res.text()).toBe("Something went wrong.");
      const logged = lines.slice(before).join("\n");
      expect(logged).toContain("request failed");
      expect(logged).toContain("Failed query: select $1::int as n");
      expect(logged).not.toContain("c2VjcmV0LXNhbHQ");
    });
  });

  describe("the real server", () => {
    const lines: string[] = [];
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer(backend, {
        listings: 0,
        env: { TRUST_PROXY: "1" },
        onLog: (line) => lines.push(line),
      });
    });
    afterAll(async () => {
      await server?.close();
    });

    it("refuses a NUL byte in a variable before it reaches the database", async () => {
      const email = uniqueEmail("nul");
      const res = await server.graphql({
        query: CREATE_ACCOUNT,
        variables: {
          input: {
            firstName: "Ca\u0000sey",
            lastName: "Tester",
            email,
            password: "a-fine-password-42",
            companyName: "Tester & Co",
          },
        },
      });
      const body = await res.json();
      expect(body.data).toBeUndefined();
      expect(body.errors).toEqual([
        {
          message: "$input.firstName: Remove the control characters (such as NUL) from this text.",
          extensions: {
            code: "BAD_USER_INPUT",
            fields: [
              {
                path: "$input.firstName",
                message: "Remove the control characters (such as NUL) from this text.",
              },
            ],
          },
        },
      ]);
      const { rows } = await server.database.query("select id from users where email = $1", [email]);
      expect(rows).toEqual([]);
    });

    it("refuses other control characters in any variable, and in string literals of the document", async () => {
      const client = new AccountClient(server);
      const esc = await client.gql(
        `mutation { signIn(email: "casey\\u001b@example.com", password: "x") { currentUser { id } } }`,
      );
      expect(esc.errors[0].extensions.code).toBe("BAD_USER_INPUT");
      expect(esc.errors[0].message).toMatch(/^email: /);
      const del = await client.gql(
        `mutation ($input: ContactFormInput!) { submitContactForm(input: $input) { ok } }`,
        { input: { kind: "CONTACT", name: "Dana", email: "dana@example.com", message: "Hi\u007f" } },
      );
      expect(del.errors[0].extensions.code).toBe("BAD_USER_INPUT");
      expect(del.errors[0].message).toMatch(/^\$input\.message: /);
      const { rows } = await server.database.query("select id from contact_submissions where email = $1", [
        "dana@example.com",
      ]);
      expect(rows).toEqual([]);
    });

    it("keeps tabs and line breaks in multi-line text", async () => {
      const client = new AccountClient(server);
      const body = await client.gql(
        `mutation ($input: ContactFormInput!) { submitContactForm(input: $input) { ok } }`,
        { input: { kind: "CONTACT", name: "Lee", email: "lee@example.com", message: "One\r\n\tTwo" } },
      );
      expect(body.errors).toBeUndefined();
      expect(body.data.submitContactForm.ok).toBe(true);
    });

    it("writes one line per request: request id, method, URL, status and milliseconds", async () => {
      const before = lines.length;
      const res = await fetch(`${server.url}/no-such-page?utm_source=x&token=Secret-reset-token`);
      await res.text();
      await expect.poll(() => lines.length, { timeout: 5000 }).toBeGreaterThan(before);
      const logged = lines.slice(before).map((l) => JSON.parse(l));
      const [line] = logged.filter((l) => l.req);
      expect(logged.filter((l) => l.reqId === line.reqId)).toHaveLength(1);
      expect(line).toMatchObject({
        level: 30,
        msg: "request completed",
        req: { method: "GET", url: "/no-such-page?utm_source=x&token=[redacted]" },
        res: { statusCode: 404 },
      });
      expect(typeof line.reqId).toBe("string");
      expect(typeof line.responseTime).toBe("number");
      // Health checks (a balancer asks every second or two) stay out of the info log.
      const beforeHealth = lines.length;
      await (await fetch(`${server.url}/health/ready`)).text();
      await fetch(`${server.url}/no-such-page-either`).then((r) => r.text());
      await expect.poll(() => lines.length, { timeout: 5000 }).toBeGreaterThan(beforeHealth);
      expect(lines.slice(beforeHealth).some((l) => l.includes("/health"))).toBe(false);
    });

    it("redacts reset and confirmation tokens in logged request URLs", async () => {
      const before = lines.length;
      const token = "Zq3-confirm-token-not-for-logs";
      const reset = "Rk9-reset-token-not-for-logs";
      await fetch(`${server.url}/confirm-account/${token}/true`);
      await fetch(`${server.url}/change-password?utm_source=mail&token=${reset}`);
      const logged = lines.slice(before);
      const urls = logged.map((l) => JSON.parse(l).req?.url).filter(Boolean);
      expect(urls).toEqual([
        "/confirm-account/[redacted]/true",
        "/change-password?utm_source=mail&token=[redacted]",
      ]);
      expect(logged.join("\n")).not.toContain(token);
      expect(logged.join("\n")).not.toContain(reset);
    });
  });
});
