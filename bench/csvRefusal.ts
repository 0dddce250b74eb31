import { pathToFileURL } from "node:url";
import { CSV_MAX_BYTES, CSV_MAX_ROWS } from "../src/common/csvImport/csvColumns";
import { ms, probeLatency, uploadCsv, withBenchDatabase } from "./csvBenchClient";
import { signInAs, startServer } from "./serverProcess";

/**
 * Issue 24: the worst CSV upload is refused without freezing the server. A file of CSV_MAX_ROWS + 1
 * rows (100,001) padded to just under the size cap (50 MB): every row but the last is stored as an
 * importer job, then the last one refuses the file and every stored row is undone. Meanwhile
 * /health is requested one after the other (20 ms apart); prints its p50 / p99 / max (target p99
 * <= 100 ms) and the refusal's total time, on PGlite and on PostgreSQL (BENCH_DATABASE_URL, default
 * postgres://postgres@127.0.0.1:5432/test; BENCH_REFUSAL_PG=0 skips it). Run `npm run build` first.
 */

const HEADER = "address,city,state,zip,floorAndSuite,squareFeet,description";

/** CSV_MAX_ROWS + 1 rows, each padded so the file ends just under CSV_MAX_BYTES. */
export function worstCsv(rows = CSV_MAX_ROWS + 1, bytes = CSV_MAX_BYTES - 1024): Buffer {
  const rowBytes = Math.floor((bytes - HEADER.length - 2) / rows);
  const lines = [HEADER];
  for (let i = 0; i < rows; i++) {
    const start = `${100 + (i % 500)} Refusal Avenue,New York,NY,10001,Suite ${i + 1},1000,`;
    lines.push(start + "x".repeat(Math.max(1, rowBytes - start.length - 2)));
  }
  return Buffer.from(`${lines.join("\r\n")}\r\n`);
}

async function runRefusal(label: string, port: number, dataDir: string, env: Record<string, string> = {}) {
  const options = {
    port,
    dataDir,
    env: {
      SEED_LISTINGS: "600",
      SIGN_IN_IP_LIMIT: "1000000",
      TRUSTED_DOCUMENTS: "false",
      REQUEST_TIMEOUT_MS: "900000",
      ...env,
    },
  };
  const seeding = await startServer({ ...options, fresh: true });
  await seeding.stop();
  const server = await startServer(options);
  try {
    const cookie = await signInAs(server.url, "vendor@squarely.test");
    const csv = worstCsv();
    const before = probeLatency(server.url, "/health");
    await new Promise((r) => setTimeout(r, 1000));
    const idle = await before.stop();
    const probe = probeLatency(server.url, "/health");
    const { status, body, ms: total } = await uploadCsv(server.url, cookie, csv);
    const health = await probe.stop();
    console.log(
      `${label}: ${(CSV_MAX_ROWS + 1).toLocaleString("en-US")} rows, ${(csv.length / 1024 / 1024).toFixed(1)} MB: ` +
        `answered ${status} "${body.error?.message ?? JSON.stringify(body)}" after ${ms(total)}; ` +
        `/health meanwhile (${health.count} requests) p50 ${ms(health.p50)}, p99 ${ms(health.p99)}, max ${ms(health.max)} ` +
        `(idle p99 ${ms(idle.p99)}; target p99 <= 100 ms)`,
    );
  } finally {
    await server.stop();
  }
}

export async function benchCsvRefusal() {
  const port = Number(process.env.CSV_REFUSAL_BENCH_PORT ?? 4316);
  await runRefusal("Refused CSV on PGlite", port, ".bench/csv-refusal-data");
  if (process.env.BENCH_REFUSAL_PG === "0") return;
  await withBenchDatabase("sq_bench_refusal", (url) =>
    runRefusal("Refused CSV on PostgreSQL", port + 1, ".bench/csv-refusal-pg-data", { DATABASE_URL: url }),
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await benchCsvRefusal();
