import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../db/client";
import type { Json } from "../../testing/accountClient";

/*
 * Issue 12: a server process killed (SIGKILL: no shutdown, no cleanup) in the middle of a CSV import,
 * then started again on the same PGlite data directory. Every row the upload acknowledged (201,
 * totalRows) must end exactly once: none lost, none applied twice, none half applied. A real child
 * server from the sources (node --import tsx), its job runner in process; the test waits on
 * conditions (health, progress counters), never on fixed sleeps.
 */

const ROWS = 2000;
const BAD_EVERY = 100;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Polls a condition (every 20 ms) until it holds; the deadline only bounds a broken run. */
async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 120_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

function csvFile(): string {
  const lines = ["address,city,state,zip,floorAndSuite,squareFeet,status"];
  for (let i = 0; i < ROWS; i++) {
    const size = i % BAD_EVERY === BAD_EVERY - 1 ? "not a number" : String(1000 + i);
    lines.push(
      `${500 + Math.floor(i / 25)} Crash Test Street,New York,NY,10016,Suite ${i + 1},${size},AVAILABLE`,
    );
  }
  return lines.join("\n");
}

describe("a CSV import survives its server being killed", () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "sq-csv-crash-"));
  let child: ChildProcess | undefined;
  let url = "";

  afterAll(async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((r) => child?.once("exit", r));
      child.kill("SIGKILL");
      await exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  async function start(): Promise<ChildProcess> {
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    // The child's own settings only: no DATABASE_URL (PGlite in the temp dir) and none of Vitest's.
    const inherited = Object.fromEntries(
      Object.entries(process.env).filter(
        ([k]) => !/^(DATABASE_URL|TEST_DATABASE_URL|NODE_OPTIONS|VITEST.*)$/.test(k),
      ),
    );
    const proc = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
      stdio: ["ignore", "ignore", "pipe"],
      env: {
        ...inherited,
        NODE_ENV: "test",
        PORT: String(port),
        BASE_URL: url,
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        LOG_LEVEL: "error",
        SEED_LISTINGS: "20",
        TRUSTED_DOCUMENTS: "false",
        SIGN_IN_IP_LIMIT: "1000",
      },
    });
    let stderr = "";
    proc.stderr?.on("data", (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-2000);
    });
    let exit: number | null = null;
    proc.once("exit", (code) => {
      exit = code ?? -1;
    });
    await until("the server to answer /health", async () => {
      if (exit !== null) return false;
      return (await fetch(`${url}/health`)).ok ? true : undefined;
    });
    if (exit !== null) throw new Error(`the server exited with ${exit}: ${stderr}`);
    return proc;
  }

  const gql = async (cookie: string, query: string, variables: Json = {}) =>
    (await (
      await fetch(`${url}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json", cookie },
        body: JSON.stringify({ query, variables }),
      })
    ).json()) as Json;

  async function signIn(): Promise<string> {
    const res = await fetch(`${url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        query: `mutation { signIn(email: "vendor@squarely.test", password: "squarely-demo") { currentUser { id } } }`,
      }),
    });
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith("sq_session="));
    if (!cookie) throw new Error("no session");
    return cookie.split(";")[0];
  }

  const progress = async (cookie: string, id: string) =>
    (await gql(cookie, "query($id: ID!) { csvImport(id: $id) { status totalRows processedRows } }", { id }))
      .data.csvImport as { status: string; totalRows: number; processedRows: number };

  it("ends every acknowledged row exactly once after a SIGKILL mid-import and a restart", {
    timeout: 300_000,
  }, async () => {
    child = await start();
    let cookie = await signIn();
    const form = new FormData();
    form.append("file", new Blob([csvFile()], { type: "text/csv" }), "crash.csv");
    const res = await fetch(`${url}/csv-imports/acme-feeds`, {
      method: "POST",
      body: form,
      headers: { origin: url, cookie },
    });
    expect(res.status).toBe(201);
    const ack = (await res.json()) as Json;
    expect(ack.csvImport.totalRows).toBe(ROWS);
    const id = ack.csvImport.id as string;

    // Kill it while rows are being applied: some committed, most not.
    const atKill = await until("the import to be under way", async () => {
      const p = await progress(cookie, id);
      return p.processedRows > 0 ? p : undefined;
    });
    const killed = child;
    const exited = new Promise((r) => killed.once("exit", r));
    killed.kill("SIGKILL");
    await exited;
    expect(atKill.status).toBe("PROCESSING");
    expect(atKill.processedRows).toBeLessThan(ROWS);

    child = await start();
    cookie = await signIn();
    const done = await until("the import to finish", async () => {
      const p = await progress(cookie, id);
      return p.status === "DONE" ? p : undefined;
    });
    expect(done).toEqual({ status: "DONE", totalRows: ROWS, processedRows: ROWS });

    const stopped = child;
    const gone = new Promise((r) => stopped.once("exit", r));
    stopped.kill("SIGTERM");
    await gone;

    const database = await openDatabase({ dataDir });
    try {
      const q = async <T>(sql: string) => (await database.query<T>(sql)).rows;
      const [imp] = await q<{ id: number; total_rows: number; processed_rows: number; failed_rows: number }>(
        "select id, total_rows, processed_rows, failed_rows from csv_imports",
      );
      expect(imp).toMatchObject({ total_rows: ROWS, processed_rows: ROWS, failed_rows: ROWS / BAD_EVERY });
      // Every acknowledged line is one job, and every job ended.
      const jobs = await q<{
        lines: number;
        first: number;
        last: number;
        running: number;
        max_attempts: number;
      }>(
        `select count(distinct line_number)::int lines, min(line_number) first, max(line_number) last,
                count(*) filter (where status is null)::int running, max(attempts) max_attempts
         from importer_jobs where csv_import_id = ${imp.id}`,
      );
      expect(jobs[0]).toMatchObject({ lines: ROWS, first: 2, last: ROWS + 1, running: 0 });
      expect(jobs[0].max_attempts).toBeLessThanOrEqual(2);
      const statuses = await q<{ status: string; n: number }>(
        `select status, count(*)::int n from importer_jobs where csv_import_id = ${imp.id} group by status order by status::text`,
      );
      expect(statuses).toEqual(
        [
          { status: "SUCCESS", n: ROWS - ROWS / BAD_EVERY },
          { status: "ERROR", n: ROWS / BAD_EVERY },
        ].sort((a, b) => a.status.localeCompare(b.status)),
      );
      // Applied once: one listing and one ORIGIN row per successful job, nothing else.
      const applied = await q<{
        listings: number;
        origins: number;
        jobs_in_history: number;
        orphans: number;
      }>(
        `select
           (select count(*)::int from listings where address like '% Crash Test Street') listings,
           (select count(*)::int from listing_history h join importer_jobs j on j.id = h.importer_job_id
             where j.csv_import_id = ${imp.id}) origins,
           (select count(distinct h.importer_job_id)::int from listing_history h join importer_jobs j
             on j.id = h.importer_job_id where j.csv_import_id = ${imp.id}) jobs_in_history,
           (select count(*)::int from listings l where l.address like '% Crash Test Street'
             and not exists (select 1 from listing_history h where h.listing_id = l.id and h.kind = 'ORIGIN')) orphans`,
      );
      const good = ROWS - ROWS / BAD_EVERY;
      expect(applied[0]).toEqual({ listings: good, origins: good, jobs_in_history: good, orphans: 0 });
      // No half-applied job: every successful job names its listing, and no listing lacks its job.
      const unlinked = await q<{ n: number }>(
        `select count(*)::int n from importer_jobs j where j.csv_import_id = ${imp.id} and j.status = 'SUCCESS'
           and not exists (select 1 from listings l where l.id = j.listing_id)`,
      );
      expect(unlinked[0].n).toBe(0);
    } finally {
      await database.close();
    }
  });
});
