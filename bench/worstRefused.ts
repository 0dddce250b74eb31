import { pathToFileURL } from "node:url";
import { print } from "graphql";
import { CurrentUserQuery } from "../src/client/features/account/currentUserQuery";
import { SearchQuery } from "../src/client/features/search/searchQuery";
import { MarketDirectoryQuery } from "../src/client/layout/marketDirectoryQuery";
import { startTestServer } from "../src/server/testing/testServer";

/**
 * Issue 9: what the worst refused requests and the heaviest accepted ones cost the server, in time
 * and memory (heap and RSS growth of this process, which runs the server in-process over a seeded
 * PGlite with 3000 listings). Before the request limits, the first row ran for tens of seconds and
 * ended the process out of memory.
 */
const SEARCH = `search(input: { state: "ny", citySlug: "new-york", limit: 48 })`;
const HEAVY_SEARCH = `${SEARCH} { totalCount listings { id address psf photos { url thumbnailUrl } building { id address path } } markers { lat lng building { id } } facets { count } }`;
const aliases = (n: number, body: string) => Array.from({ length: n }, (_, i) => `a${i}: ${body}`).join("\n");

const refused: [string, unknown][] = [
  [
    "nearbyListings ×3 nested in search",
    {
      query: `{ ${SEARCH} { listings { nearbyListings(limit: 24) { nearbyListings(limit: 24) { nearbyListings(limit: 24) { nearbyListings(limit: 24) { id address description photos { url } } } } } } } }`,
    },
  ],
  ["batch 20 × 30 aliased heavy searches", Array(20).fill({ query: `{ ${aliases(30, HEAVY_SEARCH)} }` })],
  [
    "30 × commuteEstimates 200 × 10",
    {
      query: `query C($h: [String!]!, $c: [CommuteCandidateInput!]!) { ${aliases(30, "commuteEstimates(homeZips: $h, candidates: $c) { homes { zip } offices { candidate { id } commutes { homeIndex times { transit car bike walk } } } }")} }`,
      variables: {
        h: Array.from({ length: 200 }, (_, i) => String(10001 + i)),
        c: Array.from({ length: 10 }, (_, i) => ({ kind: "BUILDING", id: String(i + 1) })),
      },
    },
  ],
  [
    "recordEvents with 200,000 events",
    {
      query: "mutation R($e: [AnalyticsEventInput!]!) { recordEvents(events: $e) }",
      variables: { e: Array(200_000).fill({ type: "TRACK", name: "x" }) },
    },
  ],
];

const searchVariables = {
  input: { state: "ny", citySlug: "new-york", propertyType: "OFFICE", neighborhoods: [], page: 1, limit: 48 },
};
const accepted: [string, unknown][] = [
  [
    "app batch: SearchQuery(48) + MarketDirectoryQuery + CurrentUserQuery",
    [
      { operationName: "SearchQuery", query: print(SearchQuery), variables: searchVariables },
      { operationName: "MarketDirectoryQuery", query: print(MarketDirectoryQuery), variables: {} },
      { operationName: "CurrentUserQuery", query: print(CurrentUserQuery), variables: {} },
    ],
  ],
  [
    "2000 × CurrentUserQuery",
    Array(2000).fill({ operationName: "CurrentUserQuery", query: print(CurrentUserQuery), variables: {} }),
  ],
];

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

export async function benchWorstRefused() {
  const server = await startTestServer({ name: "pglite" }, { listings: 3000 });
  try {
    console.log("request limits (issue 9): in-process server, PGlite, 3000 listings");
    for (const [kind, rows] of [
      ["refused", refused],
      ["accepted", accepted],
    ] as const) {
      for (const [name, body] of rows) {
        const payload = JSON.stringify(body);
        await server.graphql({ query: "{ ping }" });
        const before = process.memoryUsage();
        const started = performance.now();
        const res = await server.graphql(body);
        const text = await res.text();
        const ms = performance.now() - started;
        const after = process.memoryUsage();
        const code = /"code":"([A-Z_]+)"/.exec(text)?.[1] ?? "ok";
        console.log(
          `${kind.padEnd(8)} ${name.padEnd(66)} ${mb(payload.length).padStart(8)} in  ${mb(text.length).padStart(8)} out  ${ms.toFixed(0).padStart(5)} ms  heap ${mb(after.heapUsed - before.heapUsed).padStart(9)}  rss ${mb(after.rss - before.rss).padStart(9)}  ${res.status} ${code}`,
        );
      }
    }
  } finally {
    await server.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await benchWorstRefused();
