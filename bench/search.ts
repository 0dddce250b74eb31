import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { FastifyRequest } from "fastify";
import { execute, parse } from "graphql";
import pg from "pg";
import pino from "pino";
import { loadConfig } from "../src/server/config";
import { type Database, openDatabase } from "../src/server/db/client";
import { isDatabaseEmpty, seedDatabase } from "../src/server/db/seed/seed";
import { createContext } from "../src/server/graphql/context";
import { buildSchema } from "../src/server/graphql/schema";
import { buildApp } from "../src/server/http/app";
import { startedJobQueue } from "../src/server/jobs/jobQueue";
import { anonymousViewer } from "../src/server/policies/policy";
import { createAppServices } from "../src/server/services/appServices";
import { SEARCH_QUERY, searchMix } from "./searchMix";

/**
 * Search benchmark (issue 4): 100,000 listings, a mix of realistic searches run through the
 * GraphQL schema in process (a fresh context per search, as per request; no HTTP), then the same
 * mix once over HTTP. Target: p95 <= 15 ms on PGlite and on PostgreSQL. Seeds a temp PGlite
 * directory, and a fresh database on BENCH_DATABASE_URL / TEST_DATABASE_URL when set.
 */
const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 100_000);
const QUERIES = Number(process.env.BENCH_QUERIES ?? 400);
const WARMUP = 60;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function summary(ms: number[]): string {
  const s = [...ms].sort((a, b) => a - b);
  const f = (p: number) => percentile(s, p).toFixed(1);
  return `p50 ${f(50)} ms  p95 ${f(95)} ms  p99 ${f(99)} ms  max ${s[s.length - 1].toFixed(1)} ms  (n=${s.length})`;
}

async function benchBackend(name: string, open: () => Promise<Database>, dataDir: string) {
  const config = {
    // The bench sends its own search document, not one of the app's trusted ones.
    ...loadConfig({
      NODE_ENV: "production",
      LOG_LEVEL: "silent",
      DATA_DIR: dataDir,
      TRUSTED_DOCUMENTS: "false",
    }),
    port: 0,
  };
  const seeding = await open();
  try {
    const started = performance.now();
    await seeding.migrate();
    if (await isDatabaseEmpty(seeding)) {
      await seedDatabase(seeding, {
        listings: LISTINGS,
        storage: createAppServices(config, seeding, startedJobQueue()).storage,
      });
      console.log(
        `${name}: seeded ${LISTINGS} listings in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
    }
  } finally {
    // Measure a freshly started process's database, not one still settling after a bulk load.
    await seeding.close();
  }
  const database = await open();
  try {
    await measure(name, createAppServices(config, database, startedJobQueue()));
  } finally {
    await database.close();
  }
}

async function measure(name: string, services: ReturnType<typeof createAppServices>) {
  const schema = buildSchema();
  const document = parse(SEARCH_QUERY);
  const request = {
    log: pino({ level: "silent" }),
    cookies: {},
    ip: "127.0.0.1",
    headers: {},
  } as unknown as FastifyRequest;
  const inputs = searchMix(await services.marketDirectory.get(), QUERIES + WARMUP);
  const run = async (input: Record<string, unknown>) => {
    const contextValue = createContext(services, anonymousViewer, request);
    const t = performance.now();
    const result = await execute({ schema, document, contextValue, variableValues: { input } });
    const ms = performance.now() - t;
    if (result.errors?.length) throw new Error(result.errors.map((e) => e.message).join("; "));
    return ms;
  };
  for (const input of inputs.slice(0, WARMUP)) await run(input);
  const times: number[] = [];
  for (const input of inputs.slice(WARMUP)) times.push(await run(input));
  console.log(`${name}: GraphQL search in process   ${summary(times)}`);
  // BENCH_SLOWEST=n prints the n slowest inputs, to look into.
  const slowest = Number(process.env.BENCH_SLOWEST ?? 0);
  const ranked = times.map((ms, i) => ({ ms, input: inputs[WARMUP + i] })).sort((a, b) => b.ms - a.ms);
  for (const { ms, input } of ranked.slice(0, slowest))
    console.log(`  ${ms.toFixed(1)} ms ${JSON.stringify(input)}`);

  const app = await buildApp(services, { logger: false, schema });
  const url = await app.listen({ port: 0, host: "127.0.0.1" });
  const http: number[] = [];
  for (const [i, input] of inputs.entries()) {
    const t = performance.now();
    const res = await fetch(`${url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: SEARCH_QUERY, variables: { input } }),
    });
    const body = (await res.json()) as { errors?: unknown[] };
    if (!res.ok || body.errors)
      throw new Error(`HTTP search failed: ${res.status} ${JSON.stringify(body.errors)}`);
    if (i >= WARMUP) http.push(performance.now() - t);
  }
  console.log(`${name}: GraphQL search over HTTP    ${summary(http)}`);
  await app.close();
}

export async function benchSearch() {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "squarely-bench-search-"));
  // BENCH_PGLITE_DIR keeps a seeded PGlite directory between runs (seeded when empty).
  const pgliteDir = process.env.BENCH_PGLITE_DIR ?? path.join(tmp, "pglite-data");
  try {
    await benchBackend("PGlite", () => openDatabase({ dataDir: pgliteDir }), tmp);
    const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
    if (serverUrl && process.env.BENCH_SKIP_POSTGRES !== "1") {
      const name = `sq_bench_search_${process.pid}`;
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`create database ${name}`);
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      try {
        await benchBackend("PostgreSQL", () => openDatabase({ url: url.toString() }), tmp);
      } finally {
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      }
    } else {
      console.log("PostgreSQL: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)");
    }
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  await benchSearch();
}
