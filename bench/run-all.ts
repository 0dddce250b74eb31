import autocannon from "autocannon";
import { startServer } from "./serverProcess";
import { benchSignIn } from "./signIn";

/**
 * Platform benchmark: server-rendered home page and a 50-operation GraphQL batch under load
 * (autocannon over loopback, 20 connections), and cold start on an existing data directory.
 * Targets (issue 2): home SSR >= 300 req/s and p99 <= 50 ms; cold start <= 3 s.
 * Then sign-in latency and the 2000-operation batch (bench/signIn.ts, issue 3).
 */
const dataDir = ".bench/data";
const port = 4300;
const duration = Number(process.env.BENCH_SECONDS ?? 10);

function report(name: string, r: autocannon.Result) {
  console.log(
    `${name.padEnd(28)} ${r.requests.average.toFixed(0).padStart(6)} req/s  p50 ${r.latency.p50} ms  p99 ${r.latency.p99} ms  errors ${r.errors + r.non2xx}`,
  );
}

const first = await startServer({ port, dataDir, fresh: true });
console.log(`first start (migrate + seed demo data): ${(first.startupMs / 1000).toFixed(1)} s`);
await first.stop();

const server = await startServer({ port, dataDir });
console.log(`cold start on existing data dir: ${(server.startupMs / 1000).toFixed(2)} s (target <= 3 s)`);

const warm = await fetch(`${server.url}/`);
await warm.text();

report(
  "GET / (SSR home, page cache)",
  await autocannon({ url: `${server.url}/`, connections: 20, duration }),
);

const cachedCity = `${server.url}/office-space/ny/new-york`;
await (await fetch(cachedCity)).text();
report("GET city search (page cache)", await autocannon({ url: cachedCity, connections: 20, duration }));

const op = {
  operationName: "CurrentUserQuery",
  query: "query CurrentUserQuery { currentUser { id email displayName } }",
  variables: {},
};
const batch = JSON.stringify(
  Array.from({ length: 50 }, (_, i) => (i % 2 ? op : { query: "{ markets { id name path } }" })),
);
report(
  "POST /graphql (50-op batch)",
  await autocannon({
    url: `${server.url}/graphql`,
    method: "POST",
    headers: { "content-type": "application/json" },
    body: batch,
    connections: 20,
    duration,
  }),
);
await server.stop();

// The same page rendered on every request: what each render costs.
const uncached = await startServer({ port, dataDir, env: { PAGE_CACHE_SECONDS: "0" } });
await (await fetch(`${uncached.url}/`)).text();
report(
  "GET / (SSR home, every render)",
  await autocannon({ url: `${uncached.url}/`, connections: 20, duration }),
);
// Issue 4 target: the city search page with data >= 150 req/s, p99 <= 100 ms, every render.
const cityPage = `${uncached.url}/office-space/ny/new-york`;
await (await fetch(cityPage)).text();
report("GET city search (every render)", await autocannon({ url: cityPage, connections: 20, duration }));
// Varied pages defeat any cache: pages 1-5 and a few neighbourhood pages.
const variants = ["", "?page_number=2", "?page_number=3", "/midtown", "/soho", "/chelsea?page_number=2"];
report(
  "GET city search (varied)",
  await autocannon({
    url: cityPage,
    connections: 20,
    duration,
    requests: variants.map((v) => ({ method: "GET" as const, path: `/office-space/ny/new-york${v}` })),
  }),
);
await uncached.stop();

await benchSignIn({ port, dataDir });

// Issue 9: time and memory of the worst refused requests and the heaviest accepted ones.
const { benchWorstRefused } = await import("./worstRefused");
await benchWorstRefused();

// Search at 100,000 listings (issue 4). It seeds its own databases (about a minute), so it runs
// only when asked: BENCH_SEARCH=1 npm run bench (or npx tsx bench/search.ts on its own).
if (process.env.BENCH_SEARCH === "1") {
  const { benchSearch } = await import("./search");
  await benchSearch();
}

// Vendor CSV imports (issue 12): 10,000 rows on PGlite and 100,000 on PostgreSQL, a few minutes, so
// only when asked: BENCH_CSV=1 npm run bench (or npx tsx bench/csvImport.ts on its own).
if (process.env.BENCH_CSV === "1") {
  const { benchCsvImport } = await import("./csvImport");
  await benchCsvImport();
}
