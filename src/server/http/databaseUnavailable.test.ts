import type { FastifyInstance } from "fastify";
import { createSchema } from "graphql-yoga";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { openDatabase } from "../db/client";
import { createAppServices } from "../services/appServices";
import { drainedJobQueue } from "../testing/drainedJobQueue";
import { TEST_DATA_DIR } from "../testing/testServer";
import { buildApp } from "./app";
import { UNAVAILABLE_CODE, UNAVAILABLE_MESSAGE } from "./databaseUnavailable";

/** What drizzle throws when PostgreSQL refuses the connection: its query error, the driver's as cause. */
const refused = () =>
  Object.assign(new Error("Failed query: select 1\nparams: "), {
    cause: Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" }),
  });

/**
 * While the database is away, requests answer 503 with Retry-After in the form the caller reads,
 * wherever the error surfaces: a route, a GraphQL resolver (masked errors), or before execution.
 * The cluster test (databaseOutage.test.ts) stops a real PostgreSQL; this one is quick and exact.
 */
describe("answers while the database is away", () => {
  let app: FastifyInstance;
  let url = "";
  const lines: string[] = [];
  beforeAll(async () => {
    const database = await openDatabase({});
    await database.migrate();
    const config = {
      ...loadConfig({ NODE_ENV: "test", DATA_DIR: TEST_DATA_DIR }),
      port: 0,
      host: "127.0.0.1",
    };
    const schema = createSchema({
      typeDefs: "type Query { away: Boolean broken: Boolean fine: Boolean }",
      resolvers: {
        Query: {
          away: () => Promise.reject(refused()),
          broken: () => Promise.reject(new TypeError("a bug")),
          fine: () => true,
        },
      },
    });
    const logger = { level: "info", stream: { write: (line: string) => lines.push(line) } };
    app = await buildApp(createAppServices(config, database, drainedJobQueue(database, config)), {
      schema,
      logger,
    });
    app.get("/away", () => Promise.reject(refused()));
    app.addHook("onClose", () => database.close());
    url = await app.listen({ port: 0, host: "127.0.0.1" });
  }, 60_000);
  afterAll(async () => {
    await app?.close();
  });

  const graphql = (body: unknown) =>
    fetch(`${url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });

  it("from a GraphQL resolver: 503, Retry-After and SERVICE_UNAVAILABLE, not 'Unexpected error.'", async () => {
    const res = await graphql({ query: "{ away fine }" });
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toBe("5");
    const body = await res.json();
    expect(body.errors).toEqual([
      expect.objectContaining({ message: UNAVAILABLE_MESSAGE, extensions: { code: UNAVAILABLE_CODE } }),
    ]);
    // A bug is still a bug: masked, 200 with the error, as before.
    const bug = await graphql({ query: "{ broken }" });
    expect((await bug.json()).errors[0].message).toBe("Unexpected error.");
  });

  it("from a route: a page for a browser, a sentence otherwise, never cached", async () => {
    const page = await fetch(`${url}/away`, { headers: { accept: "text/html,application/xhtml+xml" } });
    expect(page.status).toBe(503);
    expect(page.headers.get("retry-after")).toBe("5");
    expect(page.headers.get("cache-control")).toBe("no-store");
    expect(page.headers.get("content-type")).toMatch(/^text\/html/);
    expect(await page.text()).toContain("is briefly unavailable</h1>");
    const plain = await fetch(`${url}/away`);
    expect(plain.status).toBe(503);
    expect(await plain.text()).toBe(UNAVAILABLE_MESSAGE);
  });

  it("logs it as a warning once in a while, not an error per request", async () => {
    const before = lines.length;
    for (let i = 0; i < 5; i++) await (await fetch(`${url}/away`)).text();
    const logged = lines.slice(before).map((l) => JSON.parse(l));
    expect(logged.filter((l) => l.level >= 50)).toEqual([]);
    expect(logged.filter((l) => l.msg === "request completed")).toHaveLength(5);
  });
});
