import pg from "pg";

/**
 * What the CSV benchmarks (csvRefusal.ts, csvOneBuilding.ts) share: a multipart upload built by
 * hand (one part, its length sent up front), the import's progress, a latency probe that runs
 * while something else does, and a database of its own on the PostgreSQL server.
 */

// biome-ignore lint/suspicious/noExplicitAny: the JSON answers of the bench's own queries.
export type Json = Record<string, any>;

export async function uploadCsv(
  url: string,
  cookie: string,
  csv: Buffer,
  vendor = "acme-feeds",
): Promise<{ status: number; body: Json; ms: number }> {
  const boundary = `----bench${Date.now()}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="bench.csv"\r\ncontent-type: text/csv\r\n\r\n`,
    ),
    csv,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const started = performance.now();
  const res = await fetch(`${url}/csv-imports/${vendor}`, {
    method: "POST",
    body: payload,
    headers: { origin: url, cookie, "content-type": `multipart/form-data; boundary=${boundary}` },
  });
  const body = (await res.json()) as Json;
  return { status: res.status, body, ms: performance.now() - started };
}

/** Polls the import until it is no longer PROCESSING; answers its counters. */
export async function waitForImport(url: string, cookie: string, id: string): Promise<Json> {
  const query = `query($id: ID!) { csvImport(id: $id) { status totalRows processedRows failedRows } }`;
  for (;;) {
    const answer = (await (
      await fetch(`${url}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json", cookie },
        body: JSON.stringify({ query, variables: { id } }),
      })
    ).json()) as Json;
    const imp = answer.data.csvImport;
    if (imp.status !== "PROCESSING") return imp;
    await new Promise((r) => setTimeout(r, 250));
  }
}

export type LatencyProbe = { stop(): Promise<{ count: number; p50: number; p99: number; max: number }> };

/** Requests `path` one after the other (a 20 ms pause between) until stopped; its latencies. */
export function probeLatency(url: string, path: string, init: RequestInit = {}): LatencyProbe {
  const times: number[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      const res = await fetch(`${url}${path}`, init);
      await res.arrayBuffer();
      times.push(performance.now() - started);
      await new Promise((r) => setTimeout(r, 20));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      const sorted = [...times].sort((a, b) => a - b);
      const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
      return { count: sorted.length, p50: at(0.5), p99: at(0.99), max: sorted.at(-1) ?? 0 };
    },
  };
}

export const ms = (n: number) => `${Math.round(n).toLocaleString("en-US")} ms`;

/** A database of its own beside BENCH_DATABASE_URL's, dropped after `run`. */
export async function withBenchDatabase<T>(prefix: string, run: (url: string) => Promise<T>): Promise<T> {
  const base = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
  const name = `${prefix}_${process.pid}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  try {
    const url = new URL(base);
    url.pathname = `/${name}`;
    return await run(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
