import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sweepImporterJobs } from "../../jobs/importerJobs";
import type { Json } from "../../testing/accountClient";
import { importerRoles } from "../../testing/importerRoles";
import { startTestServer, type TestServer, testBackends } from "../../testing/testServer";
import { insertImporterJob } from "./createImporterJob";
import { DEAD_MESSAGE, IMPORTER_MAX_ATTEMPTS, runImporterJob, runImporterJobInline } from "./runImporterJob";

type Row = {
  status: string | null;
  attempts: number;
  last_stage: string | null;
  errors: { error: string }[];
};

/** The importer pipeline: all or nothing, never twice, DEAD when retries are spent, and through pg-boss. */
describe.each(testBackends())("the importer pipeline on $name", (backend) => {
  let server: TestServer;
  let listingId: number;

  beforeAll(async () => {
    server = await startTestServer(backend, { listings: 20, jobs: true });
    listingId = Number((await importerRoles(server)).listingId);
  });
  afterAll(async () => {
    await server?.close();
  });

  const q = <T>(sql: string, values: unknown[] = []) =>
    server.database.query<T>(sql, values).then((r) => r.rows);
  const jobRow = async (id: number) => (await q<Row>("select * from importer_jobs where id = $1", [id]))[0];
  const historyCount = async () =>
    (
      await q<{ n: number }>("select count(*)::int n from listing_history where listing_id = $1", [listingId])
    )[0].n;
  const notes = async () =>
    (
      await q<{ broker_notes: string | null }>("select broker_notes from listings where id = $1", [listingId])
    )[0].broker_notes;
  const newJob = (brokerNotes: string) =>
    insertImporterJob(server.database.db, {
      recordType: "Listing",
      recordId: listingId,
      input: { fields: { brokerNotes } },
      sourceName: "research-team",
      createdById: null,
    });

  it("applies nothing when a run fails midway, retries, and marks the job DEAD once its attempts are spent", async () => {
    const before = { notes: await notes(), history: await historyCount() };
    const id = await newJob("half-applied?");
    const boom = () => {
      throw new Error("disk full");
    };
    for (let attempt = 1; attempt < IMPORTER_MAX_ATTEMPTS; attempt++) {
      await expect(runImporterJob(server.database, id, { failMidApply: boom })).rejects.toThrow("disk full");
      expect(await jobRow(id)).toMatchObject({ status: null, attempts: attempt });
    }
    expect(await runImporterJob(server.database, id, { failMidApply: boom })).toBe("DEAD");
    expect(await jobRow(id)).toMatchObject({
      status: "DEAD",
      attempts: IMPORTER_MAX_ATTEMPTS,
      last_stage: "apply",
      errors: [{ error: DEAD_MESSAGE }],
    });
    expect({ notes: await notes(), history: await historyCount() }).toEqual(before);
  });

  it("never applies a job twice: a retry of an ended job does nothing", async () => {
    const id = await newJob("once");
    expect(await runImporterJobInline(server.database, id)).toBe("SUCCESS");
    const history = await historyCount();
    expect(await runImporterJob(server.database, id)).toBe("ended");
    expect(await runImporterJob(server.database, id)).toBe("ended");
    expect(await historyCount()).toBe(history);
    expect((await jobRow(id)).attempts).toBe(1);
  });

  it("lets only one of two concurrent runs apply", async () => {
    const id = await newJob("raced");
    const history = await historyCount();
    const outcomes = await Promise.all([
      runImporterJob(server.database, id),
      runImporterJob(server.database, id),
    ]);
    expect(outcomes.sort()).toEqual(["SUCCESS", "ended"]);
    expect(await historyCount()).toBe(history + 1);
  });

  it("runs a saved change through pg-boss until the job ends", async () => {
    const { call } = await importerRoles(server);
    const saved = await call(
      `mutation { userChangeListing(listingId: "${listingId}", changes: { brokerNotes: "queued" }) { importerJobId } }`,
      {},
      "broker",
    );
    const id = ((saved.data as Json).userChangeListing as Json).importerJobId as string;
    await expect
      .poll(async () => (await jobRow(Number(id))).status, { timeout: 15_000, interval: 200 })
      .toBe("SUCCESS");
    expect(await notes()).toBe("queued");
  });

  it("sweeps jobs nothing has touched for minutes: queued again, or DEAD once their attempts are spent", async () => {
    const waiting = await newJob("never queued");
    const spent = await newJob("worker died");
    const fresh = await newJob("just saved");
    await q("update importer_jobs set updated_at = now() - interval '10 minutes' where id = any($1)", [
      [waiting, spent],
    ]);
    await q("update importer_jobs set attempts = $2 where id = $1", [spent, IMPORTER_MAX_ATTEMPTS]);
    const queued: number[] = [];
    await sweepImporterJobs(server.database, async (id) => {
      queued.push(id);
    });
    expect(queued).toContain(waiting);
    expect(queued).not.toContain(fresh);
    expect(queued).not.toContain(spent);
    expect((await jobRow(spent)).status).toBe("DEAD");
  });

  it("gives a job left unqueued past its attempts a DEAD status on its next run", async () => {
    const id = await newJob("stuck");
    await q("update importer_jobs set attempts = $2 where id = $1", [id, IMPORTER_MAX_ATTEMPTS]);
    expect(await runImporterJob(server.database, id)).toBe("DEAD");
    expect(await notes()).not.toBe("stuck");
  });
});
