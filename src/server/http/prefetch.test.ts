import { eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { type DocumentNode, execute } from "graphql";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HomeMarketsQuery } from "../../client/features/home/homeMarketsQuery";
import { SearchMarketQuery } from "../../client/features/search/searchMarketQuery";
import { FooterDirectoryQuery } from "../../client/layout/footerDirectoryQuery";
import { MarketDirectoryQuery } from "../../client/layout/marketDirectoryQuery";
import { addTypenames } from "../../client/system/apollo/createApolloClient";
import { loadConfig } from "../config";
import { markets } from "../db/schema/markets";
import { users } from "../db/schema/users";
import { type AppServices, createContext } from "../graphql/context";
import { buildSchema } from "../graphql/schema";
import { anonymousViewer, type Viewer } from "../policies/policy";
import { createAppServices } from "../services/appServices";
import { startTestServer, type TestServer, testBackends } from "../testing/testServer";
import { createPrefetch, DIRECTORY_DOCUMENTS } from "./prefetch";

const schema = buildSchema();
const request = {
  log: pino({ level: "silent" }),
  cookies: {},
  ip: "127.0.0.1",
  headers: {},
} as unknown as FastifyRequest;

/**
 * The market directory's documents are executed once per copy of the directory, for a visitor, and
 * that one frozen answer is every viewer's: it must be exactly what each viewer's own execution says.
 */
describe.each(testBackends())("prefetched directory answers on $name", (backend) => {
  let server: TestServer;
  let services: AppServices;
  const viewers: [string, Viewer][] = [["visitor", anonymousViewer]];
  beforeAll(async () => {
    server = await startTestServer(backend);
    services = createAppServices(
      loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" }),
      server.database,
      server.jobQueue,
    );
    for (const email of [
      "client@squarely.test",
      "broker@squarely.test",
      "admin@squarely.test",
      "research@squarely.test",
    ]) {
      const [user] = await server.database.db.select().from(users).where(eq(users.email, email));
      viewers.push([email, { user, sessionIdHash: null }]);
    }
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });

  const queries: { query: DocumentNode; variables?: Record<string, unknown> }[] = [
    { query: MarketDirectoryQuery },
    { query: FooterDirectoryQuery },
    { query: SearchMarketQuery, variables: { state: "ny", slug: "new-york" } },
    { query: SearchMarketQuery, variables: { state: "tx", slug: "houston" } },
    { query: SearchMarketQuery, variables: { state: "zz", slug: "nowhere" } },
    { query: HomeMarketsQuery },
  ];

  it("answers each viewer exactly what the viewer's own execution answers", async () => {
    for (const [name, viewer] of viewers) {
      const context = createContext(services, viewer, request);
      const shared = await createPrefetch(schema, context)(queries);
      const own = await Promise.all(
        queries.map(async ({ query, variables }) => {
          const result = await execute({
            schema,
            document: addTypenames(query),
            variableValues: variables,
            contextValue: createContext(services, viewer, request),
          });
          expect(result.errors, name).toBeUndefined();
          return result.data;
        }),
      );
      expect(shared, name).toEqual(own);
    }
  });

  it("shares one frozen answer until the directory is read again", async () => {
    const prefetch = () => createPrefetch(schema, createContext(services, anonymousViewer, request))(queries);
    const [first] = await prefetch();
    const [again] = await prefetch();
    expect(again).toBe(first);
    expect(Object.isFrozen((first as { markets: object[] }).markets[0])).toBe(true);

    await server.database.db
      .update(markets)
      .set({ name: "New York City" })
      .where(eq(markets.slug, "new-york"));
    try {
      services.marketDirectory.invalidate();
      const [fresh] = (await prefetch()) as { markets: { name: string }[] }[];
      expect(fresh).not.toBe(first);
      expect(fresh.markets.map((m) => m.name)).toContain("New York City");
    } finally {
      await server.database.db.update(markets).set({ name: "New York" }).where(eq(markets.slug, "new-york"));
      services.marketDirectory.invalidate();
    }
  });

  it("lists only the directory's documents", () => {
    expect([...DIRECTORY_DOCUMENTS]).toEqual([
      MarketDirectoryQuery,
      FooterDirectoryQuery,
      SearchMarketQuery,
      HomeMarketsQuery,
    ]);
  });
});
