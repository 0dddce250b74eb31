import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sweepImporterJobs } from "../../jobs/importerJobs";
import { insertImporterJob } from "../../services/importer/createImporterJob";
import {
  DEAD_MESSAGE,
  IMPORTER_MAX_ATTEMPTS,
  runImporterJobInline,
} from "../../services/importer/runImporterJob";
import type { Json } from "../../testing/accountClient";
import { type ImporterRole, importerRoles } from "../../testing/importerRoles";
import { startTestServer, type TestServer, testBackends } from "../../testing/testServer";
import { errorCode } from "../../testing/tourbookRoles";

const JOBS = `query Jobs($filter: ImporterJobFilter, $limit: Int, $after: ID) {
  adminImporterJobs(filter: $filter, limit: $limit, after: $after) {
    jobs { id status recordType recordId sourceName createdAt retryable vendor { slug } } hasMore } }`;
const JOB = `query Job($id: ID!) { adminImporterJob(id: $id) {
  id status recordType recordId listingIdentity listing { id } sourceName createdByEmail attempts lastStage
  lastStageInput input errors { error } csvImport { id filename } lineNumber vendor { id slug name } retryable } }`;
const VENDORS = `query { importerVendors { id slug name } }`;
const RETRY = `mutation Retry($ids: [ID!]!) { retryImporterJobs(ids: $ids) { retried skipped { id reason } } }`;
const AUDIT = `query Audit($filter: AuditLogFilter) { auditLog(filter: $filter, limit: 100) {
  entries { action subjectKind subjectId before after actorEmail } } }`;

type Job = Record<string, unknown> & { id: string; status: string | null };

/** Issue 12's importer admin: who may use it, its filters and pages, and what a retry does. */
describe.each(testBackends())("the importer admin on $name", (backend) => {
  let server: TestServer;
  let fx: Awaited<ReturnType<typeof importerRoles>>;
  let vendorId: number;

  beforeAll(async () => {
    server = await startTestServer(backend, { listings: 40 });
    fx = await importerRoles(server);
    const [vendor] = await q<{ id: number }>(
      "insert into vendors (slug, name) values ('harbor-feed', 'Harbor Feed') returning id",
    );
    vendorId = vendor.id;
  });
  afterAll(async () => {
    await server?.close();
  });

  const q = <T>(sql: string, values: unknown[] = []) =>
    server.database.query<T>(sql, values).then((r) => r.rows);
  const data = (body: Json) => body.data as Json;
  const admin = (query: string, variables: Record<string, unknown> = {}) =>
    fx.call(query, variables, "admin");
  const jobs = async (variables: Record<string, unknown>) => {
    const body = await admin(JOBS, variables);
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    return data(body).adminImporterJobs as { jobs: Job[]; hasMore: boolean };
  };
  const job = async (id: number | string) =>
    data(await admin(JOB, { id: String(id) })).adminImporterJob as Job;
  const historyCount = async () =>
    (
      await q<{ n: number }>("select count(*)::int n from listing_history where listing_id = $1", [
        Number(fx.listingId),
      ])
    )[0].n;
  const notes = async () =>
    (
      await q<{ n: string | null }>("select broker_notes n from listings where id = $1", [
        Number(fx.listingId),
      ])
    )[0].n;

  /** A job that ended `status` after its runs, as the pipeline leaves one (no run of it happens here). */
  async function endedJob(status: "DEAD" | "ERROR" | "SUCCESS", brokerNotes: string, extra = "") {
    const id = await insertImporterJob(server.database.db, {
      recordType: "Listing",
      recordId: Number(fx.listingId),
      input: { fields: { brokerNotes } },
      sourceName: "broker-edit",
      createdById: null,
      listingId: Number(fx.listingId),
    });
    await q(
      `update importer_jobs set status = $2, attempts = $3, errors = $4::jsonb, last_stage = 'apply' ${extra} where id = $1`,
      [
        id,
        status,
        IMPORTER_MAX_ATTEMPTS,
        JSON.stringify(status === "SUCCESS" ? [] : [{ error: DEAD_MESSAGE }]),
      ],
    );
    return id;
  }

  it("refuses every query and the retry to visitors, clients, brokers and research, on the server", async () => {
    const [seeded] = await q<{ id: number }>("select id from importer_jobs order by id limit 1");
    const refused: [ImporterRole, string][] = [
      ["signedOut", "UNAUTHENTICATED"],
      ["client", "FORBIDDEN"],
      ["broker", "FORBIDDEN"],
      ["otherBroker", "FORBIDDEN"],
      ["research", "FORBIDDEN"],
    ];
    const before = await q<{ status: string | null }>("select status from importer_jobs order by id");
    for (const [role, code] of refused) {
      for (const [query, variables] of [
        [JOBS, {}],
        [JOB, { id: String(seeded.id) }],
        [VENDORS, {}],
        [RETRY, { ids: [String(seeded.id)] }],
      ] as const) {
        const body = await fx.call(query, variables, role);
        expect(errorCode(body), `${role} ${query.slice(0, 30)}`).toBe(code);
        // A nullable root field answers null, a non-null one nulls the whole data: nothing either way.
        expect(Object.values((body.data as Json | null) ?? {}).filter((v) => v !== null)).toEqual([]);
      }
    }
    expect(await q("select status from importer_jobs order by id")).toEqual(before);
  });

  it("lists jobs newest first, one of each status, filtered by status", async () => {
    // Its own ended jobs: another test retries the seeded DEAD ones into SUCCESS.
    for (const status of ["SUCCESS", "ERROR", "DEAD"] as const) await endedJob(status, `listed ${status}`);
    const all = await jobs({ limit: 100 });
    const statuses = new Set(all.jobs.map((j) => j.status));
    for (const s of ["SUCCESS", "ERROR", "DEAD", "DUPLICATE"]) expect(statuses).toContain(s);
    const times = all.jobs.map((j) => Date.parse(String(j.createdAt)));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    for (const status of ["SUCCESS", "ERROR", "DEAD", "DUPLICATE"]) {
      const page = await jobs({ filter: { status }, limit: 100 });
      expect(page.jobs.length).toBeGreaterThan(0);
      expect(page.jobs.every((j) => j.status === status)).toBe(true);
      expect(page.jobs.every((j) => j.retryable === (status === "ERROR" || status === "DEAD"))).toBe(true);
    }
    // RUNNING is a null status: a job queued and not yet run.
    const queued = await insertImporterJob(server.database.db, {
      recordType: "Listing",
      recordId: Number(fx.listingId),
      input: { fields: { brokerNotes: "waiting" } },
      sourceName: "admin",
      createdById: null,
    });
    const running = await jobs({ filter: { status: "RUNNING" } });
    expect(running.jobs.map((j) => j.id)).toContain(String(queued));
    expect(running.jobs.every((j) => j.status === null)).toBe(true);
    await q("update importer_jobs set status = 'ERROR' where id = $1", [queued]);
  });

  it("filters by vendor and date range, and shows a CSV row's import, line, input and errors", async () => {
    const [upload] = await q<{ id: number }>(
      "insert into csv_imports (vendor_id, filename, status) values ($1, 'harbor-june.csv', 'DONE') returning id",
      [vendorId],
    );
    const id = await insertImporterJob(server.database.db, {
      recordType: "Listing",
      recordId: Number(fx.listingId),
      input: { fields: { squareFeet: 0 } },
      sourceName: "Harbor Feed",
      createdById: null,
      vendorId,
      csvImportId: upload.id,
      lineNumber: 7,
    });
    await q(
      `update importer_jobs set status = 'ERROR', attempts = 1, last_stage = 'validate',
       last_stage_input = '{"fields":{"squareFeet":0}}', errors = '[{"error":"squareFeet: Enter a number from 1 to 10,000,000."}]',
       created_at = '2021-03-04T10:00:00Z' where id = $1`,
      [id],
    );
    const byVendor = await jobs({ filter: { vendorId: String(vendorId) } });
    expect(byVendor.jobs.map((j) => j.id)).toEqual([String(id)]);
    expect(byVendor.jobs[0].vendor).toEqual({ slug: "harbor-feed" });
    const vendors = data(await admin(VENDORS)).importerVendors as Json[];
    expect(vendors).toContainEqual({ id: String(vendorId), slug: "harbor-feed", name: "Harbor Feed" });

    const range = (from: string, to: string) => jobs({ filter: { from, to }, limit: 100 });
    expect((await range("2021-03-04T00:00:00Z", "2021-03-05T00:00:00Z")).jobs.map((j) => j.id)).toEqual([
      String(id),
    ]);
    expect((await range("2021-03-05T00:00:00Z", "2021-03-06T00:00:00Z")).jobs).toEqual([]);
    const reversed = await admin(JOBS, {
      filter: { from: "2021-03-05T00:00:00Z", to: "2021-03-04T00:00:00Z" },
    });
    expect(errorCode(reversed)).toBe("BAD_USER_INPUT");

    expect(await job(id)).toMatchObject({
      id: String(id),
      status: "ERROR",
      recordType: "Listing",
      recordId: fx.listingId,
      sourceName: "Harbor Feed",
      createdByEmail: null,
      attempts: 1,
      lastStage: "validate",
      lastStageInput: { fields: { squareFeet: 0 } },
      input: { fields: { squareFeet: 0 } },
      errors: [{ error: "squareFeet: Enter a number from 1 to 10,000,000." }],
      csvImport: { id: String(upload.id), filename: "harbor-june.csv" },
      lineNumber: 7,
      vendor: { slug: "harbor-feed", name: "Harbor Feed" },
      retryable: true,
    });
    expect(await job(2_000_000_000)).toBeNull();
    expect(await job("nope")).toBeNull();
  });

  it("pages by keyset with no job twice or missed, and caps the page and the retry", async () => {
    const all = await jobs({ limit: 100 });
    const seen: string[] = [];
    let after: string | undefined;
    for (let page = 0; page < 50; page++) {
      const next = await jobs({ limit: 3, after });
      seen.push(...next.jobs.map((j) => j.id));
      if (!next.hasMore) break;
      after = next.jobs.at(-1)?.id;
    }
    expect(seen).toEqual(all.jobs.map((j) => j.id));
    expect(errorCode(await admin(JOBS, { limit: 101 }))).toBe("BAD_USER_INPUT");
    expect(errorCode(await admin(JOBS, { limit: 0 }))).toBe("BAD_USER_INPUT");
    const tooMany = Array.from({ length: 501 }, (_, i) => String(i + 1));
    expect(errorCode(await admin(RETRY, { ids: tooMany }))).toBe("BAD_USER_INPUT");
    expect(errorCode(await admin(RETRY, { ids: [] }))).toBe("BAD_USER_INPUT");
  });

  it("retries a DEAD job once: it applies, its retry is audited, and a second retry skips it", async () => {
    const id = await endedJob("DEAD", "retried into place");
    const history = await historyCount();
    const body = await admin(RETRY, { ids: [String(id)] });
    expect(data(body).retryImporterJobs).toEqual({ retried: [String(id)], skipped: [] });
    expect(await job(id)).toMatchObject({ status: "SUCCESS", attempts: 1, lastStage: "apply", errors: [] });
    expect(await notes()).toBe("retried into place");
    expect(await historyCount()).toBe(history + 1);

    const again = data(await admin(RETRY, { ids: [String(id)] })).retryImporterJobs as Json;
    expect(again).toEqual({
      retried: [],
      skipped: [{ id: String(id), reason: `Job ${id} succeeded: there is nothing to retry.` }],
    });
    expect(await historyCount()).toBe(history + 1);

    const audit = data(await admin(AUDIT, { filter: { action: "importerJob.retry", subjectId: String(id) } }))
      .auditLog as { entries: Json[] };
    expect(audit.entries).toEqual([
      {
        action: "importerJob.retry",
        subjectKind: "importerJob",
        subjectId: String(id),
        actorEmail: "admin@squarely.test",
        before: {
          status: "DEAD",
          attempts: IMPORTER_MAX_ATTEMPTS,
          lastStage: "apply",
          errors: [{ error: DEAD_MESSAGE }],
        },
        after: { status: null, attempts: 0 },
      },
    ]);
  });

  it("does not apply a change twice: a DEAD job whose change landed since ends DUPLICATE", async () => {
    const id = await endedJob("DEAD", "landed another way");
    await q("update listings set broker_notes = 'landed another way' where id = $1", [Number(fx.listingId)]);
    const history = await historyCount();
    await admin(RETRY, { ids: [String(id)] });
    expect((await job(id)).status).toBe("DUPLICATE");
    expect(await historyCount()).toBe(history);
  });

  it("skips jobs that succeeded, changed nothing, are running or do not exist; an ERROR job runs again", async () => {
    const succeeded = await endedJob("SUCCESS", "done");
    const [duplicate] = await q<{ id: number }>(
      "select id from importer_jobs where status = 'DUPLICATE' limit 1",
    );
    const running = await insertImporterJob(server.database.db, {
      recordType: "Listing",
      recordId: Number(fx.listingId),
      input: { fields: { brokerNotes: "in flight" } },
      sourceName: "admin",
      createdById: null,
    });
    const [invalid] = await q<{ id: number }>(
      "select id from importer_jobs where status = 'ERROR' and input->'fields'->>'squareFeet' = '0' order by id limit 1",
    );
    const body = await admin(RETRY, {
      ids: [succeeded, duplicate.id, running, 2_000_000_000, invalid.id].map(String),
    });
    const outcome = data(body).retryImporterJobs as {
      retried: string[];
      skipped: { id: string; reason: string }[];
    };
    expect(outcome.retried).toEqual([String(invalid.id)]);
    expect(Object.fromEntries(outcome.skipped.map((s) => [s.id, s.reason]))).toEqual({
      [succeeded]: `Job ${succeeded} succeeded: there is nothing to retry.`,
      [duplicate.id]: `Job ${duplicate.id} changed nothing (DUPLICATE): there is nothing to retry.`,
      [running]: `Job ${running} is still running.`,
      2000000000: "Job 2000000000 does not exist.",
    });
    // Its input is still refused: ERROR again, after one run, with the stage's own message.
    expect(await job(invalid.id)).toMatchObject({
      status: "ERROR",
      attempts: 1,
      lastStage: "validate",
      errors: [{ error: "squareFeet: Enter a number from 1 to 10,000,000." }],
    });
    await q("update importer_jobs set status = 'ERROR' where id = $1", [running]);
  });

  it("seeds jobs that run for real: the running one ends SUCCESS by the sweep, a DEAD one by a retry", async () => {
    const seeded = await q<{ id: number; status: string | null; record_type: string }>(
      "select id, status, record_type from importer_jobs where created_at < now() - interval '1 hour' order by id",
    );
    const running = seeded.filter((j) => j.status === null);
    expect(running).toHaveLength(1);
    await sweepImporterJobs(server.database, async (id) => {
      await runImporterJobInline(server.database, id);
    });
    expect((await job(running[0].id)).status).toBe("SUCCESS");
    const dead = seeded.filter((j) => j.status === "DEAD");
    expect(dead.map((j) => j.record_type).sort()).toEqual(["Building", "Listing"]);
    await admin(RETRY, { ids: dead.map((j) => String(j.id)) });
    for (const j of dead) expect((await job(j.id)).status).toBe("SUCCESS");
  });

  it("lets only one of two concurrent retries of a job run it", async () => {
    const id = await endedJob("DEAD", "raced retry");
    const history = await historyCount();
    const [a, b] = await Promise.all([
      admin(RETRY, { ids: [String(id)] }),
      admin(RETRY, { ids: [String(id)] }),
    ]);
    const retried = [a, b].flatMap((r) => (data(r).retryImporterJobs as { retried: string[] }).retried);
    expect(retried).toEqual([String(id)]);
    expect((await job(id)).status).toBe("SUCCESS");
    expect(await historyCount()).toBe(history + 1);
  });

  it("retries a selection in bulk: each job runs once and each retry is audited", async () => {
    const ids: number[] = [];
    for (let i = 0; i < 25; i++) ids.push(await endedJob("DEAD", `bulk ${i}`));
    const body = await admin(RETRY, { ids: ids.map(String) });
    expect((data(body).retryImporterJobs as { retried: string[] }).retried).toEqual(ids.map(String));
    const rows = await q<{ status: string }>("select status from importer_jobs where id = any($1)", [ids]);
    expect(rows.every((r) => r.status === "SUCCESS")).toBe(true);
    expect(await notes()).toBe("bulk 24");
    const [audited] = await q<{ n: number }>(
      "select count(*)::int n from audit_log where action = 'importerJob.retry' and subject_id = any($1)",
      [ids.map(String)],
    );
    expect(audited.n).toBe(25);
  });
});
