import { pathToFileURL } from "node:url";
import { type Json, ms, probeLatency, uploadCsv, waitForImport, withBenchDatabase } from "./csvBenchClient";
import { signInAs, startServer } from "./serverProcess";

/**
 * Issue 24: matching rows within one building is not quadratic. 20,000 new listings into one
 * building against 20,000 spread over 1,000 buildings (20 each), each on a fresh server (600 demo
 * listings), from the upload until every row has ended; prints both times and their ratio (target:
 * within 1.5x), and the city search page's latency (page cache off) while each runs. The one-building
 * run raises BUILDING_MAX_LISTINGS to 20,000 so every row creates a listing (the default bound,
 * 2,000, would refuse 18,000 of them). BENCH_ONE_BUILDING_ROWS changes the count;
 * BENCH_ONE_BUILDING_PG=1 runs it on PostgreSQL too (BENCH_DATABASE_URL). Run `npm run build` first.
 */

const HEADER = "address,city,state,zip,floorAndSuite,squareFeet,estimatedPsf,status";

export function buildingCsv(rows: number, perBuilding: number, tag: string): Buffer {
  const lines = [HEADER];
  for (let i = 0; i < rows; i++) {
    const building = Math.floor(i / perBuilding);
    lines.push(
      `${100 + building} ${tag} Avenue,New York,NY,10001,Suite ${i + 1},${1500 + (i % 7) * 250},${55 + (i % 9)}.50,AVAILABLE`,
    );
  }
  return Buffer.from(`${lines.join("\r\n")}\r\n`);
}

async function runImport(
  label: string,
  port: number,
  csv: Buffer,
  env: Record<string, string>,
): Promise<{ ms: number; imp: Json }> {
  const options = {
    port,
    dataDir: `.bench/one-building-${port}`,
    env: {
      SEED_LISTINGS: "600",
      SIGN_IN_IP_LIMIT: "1000000",
      TRUSTED_DOCUMENTS: "false",
      PAGE_CACHE_SECONDS: "0",
      REQUEST_TIMEOUT_MS: "300000",
      BUILDING_MAX_LISTINGS: "20000",
      ...env,
    },
  };
  const seeding = await startServer({ ...options, fresh: true });
  await seeding.stop();
  const server = await startServer(options);
  try {
    const cookie = await signInAs(server.url, "vendor@squarely.test");
    const page = "/office-space/ny/new-york";
    await (await fetch(`${server.url}${page}`)).text();
    const probe = probeLatency(server.url, page);
    const started = performance.now();
    const { status, body } = await uploadCsv(server.url, cookie, csv);
    if (status !== 201) throw new Error(`upload answered ${status}: ${JSON.stringify(body)}`);
    const imp = await waitForImport(server.url, cookie, body.csvImport.id);
    const total = performance.now() - started;
    const pages = await probe.stop();
    console.log(
      `${label}: ${ms(total)} (${imp.status}, ${imp.processedRows} rows, ${imp.failedRows} failed); ` +
        `city page meanwhile (${pages.count}) p50 ${ms(pages.p50)}, p99 ${ms(pages.p99)}, max ${ms(pages.max)}`,
    );
    return { ms: total, imp };
  } finally {
    await server.stop();
  }
}

async function compare(name: string, port: number, env: Record<string, string> = {}) {
  const rows = Number(process.env.BENCH_ONE_BUILDING_ROWS ?? 20_000);
  const count = rows.toLocaleString("en-US");
  const spread = await runImport(
    `${name}: ${count} rows over ${rows / 20} buildings`,
    port,
    buildingCsv(rows, 20, "Spread"),
    env,
  );
  const one = await runImport(
    `${name}: ${count} rows into one building`,
    port,
    buildingCsv(rows, rows, "Tower"),
    env,
  );
  console.log(`${name}: one building / spread = ${(one.ms / spread.ms).toFixed(2)}x (target <= 1.5x)`);
}

export async function benchCsvOneBuilding() {
  const port = Number(process.env.ONE_BUILDING_BENCH_PORT ?? 4318);
  await compare("PGlite", port);
  if (process.env.BENCH_ONE_BUILDING_PG !== "1") return;
  await withBenchDatabase("sq_bench_one_building", (url) =>
    compare("PostgreSQL", port + 1, { DATABASE_URL: url }),
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await benchCsvOneBuilding();
