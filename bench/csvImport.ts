import fs from "node:fs";
import { pathToFileURL } from "node:url";
import pg from "pg";
import { signInAs, startServer } from "./serverProcess";

/**
 * Issue 12: vendor CSV imports through the real server (production build, job runner in process).
 *  - 10,000 rows on PGlite, from the upload until every row's job has ended (target <= 30 s);
 *  - 100,000 rows on PostgreSQL (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test:
 *    a database of its own is created beside it and dropped after), printing the server's peak RSS
 *    (VmHWM, target < 500 MB): the file is streamed, never held whole, and the rows run in chunks.
 * Every row creates a listing (and every 20th a building) in New York: the importer's heaviest path.
 * Run after `npm run build`. BENCH_CSV_ROWS / BENCH_CSV_BIG_ROWS change the counts; BENCH_CSV_BIG=0
 * skips the PostgreSQL run.
 */

// biome-ignore lint/suspicious/noExplicitAny: the JSON answers of the bench's own queries.
type Json = Record<string, any>;

const NYC_ZIPS = ["10001", "10003", "10010", "10011", "10016", "10017", "10018", "10019", "10022", "10036"];

/** A vendor's file: 20 spaces in each building, buildings new to the database. */
export function benchCsv(rows: number, tag: string): string {
  const lines = ["address,city,state,zip,floorAndSuite,squareFeet,estimatedPsf,status,description"];
  for (let i = 0; i < rows; i++) {
    const building = Math.floor(i / 20);
    const zip = NYC_ZIPS[building % NYC_ZIPS.length];
    lines.push(
      `${1000 + building} ${tag} Avenue,New York,NY,${zip},Floor ${(i % 20) + 1},${1500 + (i % 7) * 250},${55 + (i % 9)}.50,AVAILABLE,Space ${i} from the bench feed`,
    );
  }
  return `${lines.join("\r\n")}\r\n`;
}

function peakRssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

/** Uploads `rows` rows as the demo vendor and waits until the import is DONE; prints the figures. */
async function runImport(options: {
  label: string;
  port: number;
  dataDir: string;
  rows: number;
  env?: Record<string, string>;
  target: string;
}) {
  const serverOptions = {
    port: options.port,
    dataDir: options.dataDir,
    env: {
      SEED_LISTINGS: "600",
      SIGN_IN_IP_LIMIT: "1000000",
      TRUSTED_DOCUMENTS: "false",
      REQUEST_TIMEOUT_MS: "300000",
      ...options.env,
    },
  };
  // The first start seeds the demo data (and draws its pictures); the import runs on the second, so
  // its peak RSS is the import's, not the seed's.
  const seeding = await startServer({ ...serverOptions, fresh: true });
  await seeding.stop();
  const server = await startServer(serverOptions);
  const startRss = server.proc.pid ? peakRssMb(server.proc.pid) : 0;
  try {
    const cookie = await signInAs(server.url, "vendor@squarely.test");
    const csv = benchCsv(options.rows, `Bench${Date.now() % 100000}`);
    // The multipart body built by hand: one part, so its length is known and sent up front.
    const boundary = `----bench${Date.now()}`;
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="bench.csv"\r\ncontent-type: text/csv\r\n\r\n`,
      ),
      Buffer.from(csv),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const started = Date.now();
    const res = await fetch(`${server.url}/csv-imports/acme-feeds`, {
      method: "POST",
      body: payload,
      headers: { origin: server.url, cookie, "content-type": `multipart/form-data; boundary=${boundary}` },
    });
    const body = (await res.json()) as Json;
    if (res.status !== 201) throw new Error(`upload answered ${res.status}: ${JSON.stringify(body)}`);
    const uploadedMs = Date.now() - started;
    const query = `query($id: ID!) { csvImport(id: $id) { status totalRows processedRows failedRows } }`;
    let last: Json = {};
    for (;;) {
      const answer = (await (
        await fetch(`${server.url}/graphql`, {
          method: "POST",
          headers: { "content-type": "application/json", cookie },
          body: JSON.stringify({ query, variables: { id: body.csvImport.id } }),
        })
      ).json()) as Json;
      last = answer.data.csvImport;
      if (last.status !== "PROCESSING") break;
      await new Promise((r) => setTimeout(r, 250));
    }
    const totalMs = Date.now() - started;
    const rss = server.proc.pid ? peakRssMb(server.proc.pid) : 0;
    console.log(
      `${options.label}: ${options.rows.toLocaleString("en-US")} rows (${(csv.length / 1024 / 1024).toFixed(1)} MB) ` +
        `stored in ${(uploadedMs / 1000).toFixed(1)} s, all processed in ${(totalMs / 1000).toFixed(1)} s ` +
        `(${Math.round(options.rows / (totalMs / 1000))} rows/s); ${last.status}, ${last.failedRows} failed; ` +
        `server peak RSS ${rss} MB (${startRss} MB after start-up) (${options.target})`,
    );
    if (last.status !== "DONE" || last.processedRows !== options.rows)
      throw new Error("the import did not finish");
  } finally {
    await server.stop();
  }
}

export async function benchCsvImport() {
  await runImport({
    label: "CSV import on PGlite",
    port: Number(process.env.CSV_BENCH_PORT ?? 4314),
    dataDir: ".bench/csv-data",
    rows: Number(process.env.BENCH_CSV_ROWS ?? 10_000),
    target: "target <= 30 s",
  });
  if (process.env.BENCH_CSV_BIG === "0") return;
  const base = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
  const name = `sq_bench_csv_${process.pid}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  try {
    const url = new URL(base);
    url.pathname = `/${name}`;
    await runImport({
      label: "CSV import on PostgreSQL",
      port: Number(process.env.CSV_BENCH_PORT ?? 4314) + 1,
      dataDir: ".bench/csv-pg-data",
      rows: Number(process.env.BENCH_CSV_BIG_ROWS ?? 100_000),
      env: { DATABASE_URL: url.toString() },
      target: "target < 500 MB",
    });
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await benchCsvImport();
