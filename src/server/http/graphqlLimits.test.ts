import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer, testBackends } from "../testing/testServer";

// biome-ignore lint/suspicious/noExplicitAny: test reads deep JSON answers
type Json = any;

const SEARCH = `search(input: { state: "ny", citySlug: "new-york", limit: 48 })`;
const CARD = "id address psf photos { url thumbnailUrl } building { id address path }";
const HEAVY_SEARCH = `${SEARCH} { totalCount listings { ${CARD} } markers { lat lng building { id } } facets { count } }`;
const aliases = (n: number, body: string) => Array.from({ length: n }, (_, i) => `a${i}: ${body}`).join("\n");
const CURRENT_USER = `query CurrentUserQuery { currentUser { id email displayName isBroker isAdmin cityOfInterest
  brokerMarket { name state } marketOfInterest { name position { lat lng } } tours { id date }
  latestCampaign { uuid listings { id } surveys { id externalId }
    currentActiveRequirements { numEmployees numberOfEmployees neighborhoods { name } market { name } } } } }`;

/** Refusals must come back well under a second, whatever the data (generous for a shared CI box). */
const FAST_MS = 1000;

async function timed(run: () => Promise<Response>) {
  const started = performance.now();
  const res = await run();
  const body = (await res.json()) as Json;
  return { res, body, ms: performance.now() - started };
}

const codesOf = (body: Json): string[] =>
  (Array.isArray(body) ? body : [body]).flatMap((b: Json) =>
    (b.errors ?? []).map((e: Json) => e.extensions?.code),
  );

describe.each(testBackends())("GraphQL request limits on $name", (backend) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(backend);
  });
  afterAll(async () => {
    await server?.close();
  });

  it("refuses nearbyListings nested in search's listings, fast", async () => {
    const nested = `{ ${SEARCH} { listings { nearbyListings(limit: 24) { nearbyListings(limit: 24) {
      nearbyListings(limit: 24) { id address description photos { url } } } } } } }`;
    const { body, ms } = await timed(() => server.graphql({ query: nested }));
    expect(body.data).toBeUndefined();
    expect(codesOf(body).length).toBeGreaterThan(0);
    expect(JSON.stringify(body)).toMatch(/Lists of listings cannot be nested|over the budget/);
    expect(ms).toBeLessThan(FAST_MS);
  });

  it("refuses the same nesting hidden in a fragment", async () => {
    const query = `query Q { ${SEARCH} { listings { ...Near } } }
      fragment Near on Listing { nearbyListings(limit: 24) { id } }`;
    const { body } = await timed(() => server.graphql({ query }));
    expect(body.data).toBeUndefined();
    expect(body.errors[0].message).toMatch(/Lists of listings cannot be nested/);
  });

  it("refuses a listing → building → availableListings → building → availableListings chain", async () => {
    const chain = `{ listing(id: "1") { building { availableListings { building { availableListings { id } } } } } }`;
    const { body, ms } = await timed(() => server.graphql({ query: chain }));
    expect(body.data).toBeUndefined();
    expect(body.errors[0].message).toMatch(/Lists of listings cannot be nested/);
    expect(ms).toBeLessThan(FAST_MS);
  });

  it("refuses a deeper listing → building → availableListings → ... chain, fast", async () => {
    const chain = `{ listing(id: "1") { building { availableListings { building { availableListings {
      building { availableListings { id } } } } } } } }`;
    const { body, ms } = await timed(() => server.graphql({ query: chain }));
    expect(body.data).toBeUndefined();
    expect(body.errors[0].message).toMatch(/Lists of listings cannot be nested|over the budget/);
    expect(ms).toBeLessThan(FAST_MS);
  });

  it("refuses 30 aliases of a heavy search by cost, before running anything", async () => {
    const { res, body, ms } = await timed(() =>
      server.graphql({ query: `{ ${aliases(30, HEAVY_SEARCH)} }` }),
    );
    expect(res.status).toBe(200);
    expect(body.errors[0].extensions).toMatchObject({ code: "COST_LIMIT", budget: 50_000 });
    expect(body.errors[0].message).toMatch(/^Request cost at least [\d,]+ is over the budget of 50,000/);
    expect(ms).toBeLessThan(FAST_MS);
  });

  it("refuses a batch of 20 × 30 heavy searches as a whole, one error per operation", async () => {
    const op = { query: `query Heavy { ${aliases(30, HEAVY_SEARCH)} }` };
    const { body, ms } = await timed(() => server.graphql(Array.from({ length: 20 }, () => op)));
    expect(body).toHaveLength(20);
    expect(codesOf(body)).toEqual(Array(20).fill("COST_LIMIT"));
    expect(ms).toBeLessThan(FAST_MS);
  });

  it("refuses a batch of cheap searches that together pass the budget", async () => {
    const op = { query: `{ ${HEAVY_SEARCH} }` };
    const one = await timed(() => server.graphql(op));
    expect(one.body.data.search.listings.length).toBeGreaterThan(0);
    const { body } = await timed(() => server.graphql(Array.from({ length: 200 }, () => op)));
    expect(codesOf(body)).toEqual(Array(200).fill("COST_LIMIT"));
  });

  it("refuses 30 aliases of a 200 × 10 commuteEstimates", async () => {
    const query = `query C($homes: [String!]!, $offices: [CommuteCandidateInput!]!) { ${aliases(
      30,
      "commuteEstimates(homeZips: $homes, candidates: $offices) { homes { zip } offices { candidate { id } commutes { homeIndex times { transit car bike walk } } } }",
    )} }`;
    const variables = {
      homes: Array.from({ length: 200 }, (_, i) => String(10001 + i)),
      offices: Array.from({ length: 10 }, (_, i) => ({ kind: "BUILDING", id: String(i + 1) })),
    };
    const { body, ms } = await timed(() => server.graphql({ query, variables }));
    expect(codesOf(body)).toEqual(["COST_LIMIT"]);
    expect(ms).toBeLessThan(FAST_MS);
  });

  it("refuses huge input lists in variables by cost, fast", async () => {
    const zips = await timed(() =>
      server.graphql({
        query: `query C($homes: [String!]!) { commuteEstimates(homeZips: $homes, candidates: []) { homes { zip } } }`,
        variables: { homes: Array.from({ length: 100_000 }, () => "10001") },
      }),
    );
    expect(codesOf(zips.body)).toEqual(["COST_LIMIT"]);
    expect(zips.ms).toBeLessThan(FAST_MS);
    const events = await timed(() =>
      server.graphql({
        query: "mutation R($events: [AnalyticsEventInput!]!) { recordEvents(events: $events) }",
        variables: { events: Array.from({ length: 100_000 }, () => ({ type: "TRACK", name: "x" })) },
      }),
    );
    expect(codesOf(events.body)).toEqual(["COST_LIMIT"]);
    expect(events.ms).toBeLessThan(FAST_MS);
  });

  it("keeps /health answering fast while the attacks run", async () => {
    // /health is asked all the time the attacks run (at least five answers); each must stay fast.
    let slowest = 0;
    let checks = 0;
    let attacking = true;
    const poller = (async () => {
      while (attacking || checks < 5) {
        const started = performance.now();
        await (await fetch(`${server.url}/health`)).text();
        slowest = Math.max(slowest, performance.now() - started);
        checks++;
        await new Promise((r) => setTimeout(r, 20));
      }
    })();
    const heavy = { query: `query Heavy { ${aliases(30, HEAVY_SEARCH)} }` };
    const nested = `{ ${SEARCH} { listings { nearbyListings(limit: 24) { nearbyListings(limit: 24) { id } } } } }`;
    const huge = {
      query: "mutation R($events: [AnalyticsEventInput!]!) { recordEvents(events: $events) }",
      variables: { events: Array.from({ length: 100_000 }, () => ({ type: "TRACK", name: "x" })) },
    };
    for (let round = 0; round < 3; round++) {
      for (const attack of [heavy, { query: nested }, huge]) await (await server.graphql(attack)).text();
      await (await server.graphql(Array.from({ length: 20 }, () => heavy))).text();
    }
    attacking = false;
    await poller;
    expect(checks).toBeGreaterThanOrEqual(5);
    expect(slowest).toBeLessThan(500);
  });

  it("still answers the 2000-operation batch of CurrentUserQuery", async () => {
    const op = { query: CURRENT_USER, operationName: "CurrentUserQuery" };
    const res = await server.graphql(Array.from({ length: 2000 }, () => op));
    const results = (await res.json()) as Json[];
    expect(results).toHaveLength(2000);
    expect(results[1999]).toEqual({ data: { currentUser: null } });
  });
});

describe.each(testBackends())("GraphQL response size limit on $name", (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend, { env: { GRAPHQL_MAX_RESPONSE_BYTES: "30000" } });
  });
  afterAll(async () => {
    await server?.close();
  });

  it("refuses a response larger than GRAPHQL_MAX_RESPONSE_BYTES", async () => {
    const { body } = await timed(() =>
      server.graphql({
        query: "{ markets { id name state slug path neighborhoods { id name slug path } } }",
      }),
    );
    expect(body.data).toBeUndefined();
    expect(body.errors[0].extensions).toMatchObject({ code: "RESPONSE_TOO_LARGE", limit: 30_000 });
    const small = await timed(() => server.graphql({ query: "{ ping }" }));
    expect(small.body).toEqual({ data: { ping: "pong" } });
  });
});

describe.each(testBackends())("GraphQL execution time limit on $name", (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend, {
      env: { GRAPHQL_TIMEOUT_MS: "100", GRAPHQL_COST_LIMIT: "100000000" },
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  it("stops an operation that runs past GRAPHQL_TIMEOUT_MS with a Timeout error", async () => {
    // 150 searches take well over 100 ms on any machine; their answers stay small.
    const op = { query: `{ ${SEARCH} { totalCount } }` };
    const { body } = await timed(() => server.graphql(Array.from({ length: 150 }, () => op)));
    expect(body).toHaveLength(150);
    const messages = body.flatMap((b: Json) => (b.errors ?? []).map((e: Json) => e.message));
    expect(messages.length).toBeGreaterThan(0);
    for (const message of messages) expect(message).toMatch(/^Timeout/);
  });
});
