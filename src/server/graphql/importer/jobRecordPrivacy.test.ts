import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertImporterJob } from "../../services/importer/createImporterJob";
import type { Json } from "../../testing/accountClient";
import { importerRoles } from "../../testing/importerRoles";
import { sessionCookieFor } from "../../testing/sessions";
import { startTestServer, type TestServer, testBackends } from "../../testing/testServer";

const CHANGE_LISTING = `mutation L($id: ID!, $changes: ListingChanges!) {
  userChangeListing(listingId: $id, changes: $changes) { importerJobId } }`;
const CHANGE_BUILDING = `mutation B($id: ID!, $changes: BuildingChanges!) {
  userChangeBuilding(buildingId: $id, changes: $changes) { importerJobId } }`;
const JOBS = `query J($ids: [ID!]!) { importerJobs(ids: $ids) { id status lastStage lastStageInput errors { error } } }`;
const ADMIN_JOB = `query A($id: ID!) { adminImporterJob(id: $id) { lastStageInput input } }`;

const SECRETS = /Landlord secret|Hidden floor|Building secret/;

/**
 * Issue 24, item 6: a job's record (its last stage's input keeps each changed field's old value)
 * shows only the fields its viewer may read: never a listing's broker-only fields to the research
 * team or a vendor, still to a broker or admin.
 */
describe.each(testBackends())("importer job records by viewer on $name", (backend) => {
  let server: TestServer;
  let fx: Awaited<ReturnType<typeof importerRoles>>;

  beforeAll(async () => {
    server = await startTestServer(backend, { listings: 30 });
    fx = await importerRoles(server);
  });
  afterAll(async () => {
    await server?.close();
  });

  const q = <T>(sql: string, values: unknown[] = []) =>
    server.database.query<T>(sql, values).then((r) => r.rows);
  const secretListing = () =>
    q("update listings set broker_notes = 'Landlord secret', private_floor = 'Hidden floor' where id = $1", [
      Number(fx.listingId),
    ]);
  const jobOf = async (body: Json, field: string, role: "research" | "broker" | "admin") => {
    const id = body.data[field].importerJobId as string;
    const jobs = (await fx.call(JOBS, { ids: [id] }, role)).data.importerJobs as Json[];
    return { id, job: jobs[0] };
  };

  it("leaves the broker-only fields out of a research user's job, old values and new", async () => {
    await secretListing();
    const body = await fx.call(
      CHANGE_LISTING,
      {
        id: fx.listingId,
        changes: { brokerNotes: "Research wrote this", privateFloor: "F9", squareFeet: 3333 },
      },
      "research",
    );
    const { id, job } = await jobOf(body, "userChangeListing", "research");
    expect(job).toMatchObject({ status: "SUCCESS", lastStage: "apply" });
    // The size and the prices derived from it (issue 25's price rule), nothing broker-only.
    const changes = job.lastStageInput.changes as { field: string }[];
    expect(changes).toContainEqual({ field: "squareFeet", oldValue: expect.any(Number), newValue: 3333 });
    expect(changes.map((c) => c.field).filter((f) => !/MonthlyPrice$|Psf$/.test(f))).toEqual(["squareFeet"]);
    expect(JSON.stringify(job)).not.toMatch(/Landlord secret|Hidden floor|Research wrote|F9/);
    // An admin (and a broker) reads the whole record.
    const admin = (await fx.call(ADMIN_JOB, { id }, "admin")).data.adminImporterJob;
    expect(admin.lastStageInput.changes).toContainEqual({
      field: "brokerNotes",
      oldValue: "Landlord secret",
      newValue: "Research wrote this",
    });
    expect(admin.input.fields.brokerNotes).toBe("Research wrote this");
  });

  it("still shows a broker of the market the old broker-only values of their own job", async () => {
    await secretListing();
    const body = await fx.call(
      CHANGE_LISTING,
      { id: fx.listingId, changes: { brokerNotes: "Broker's turn" } },
      "broker",
    );
    const { job } = await jobOf(body, "userChangeListing", "broker");
    expect(job.lastStageInput.changes).toEqual([
      { field: "brokerNotes", oldValue: "Landlord secret", newValue: "Broker's turn" },
    ]);
  });

  it("leaves a building's private description out of a research user's job", async () => {
    await q("update buildings set private_description = 'Building secret' where id = $1", [
      Number(fx.buildingId),
    ]);
    const body = await fx.call(
      CHANGE_BUILDING,
      { id: fx.buildingId, changes: { privateDescription: "Mine", yearBuilt: 1931 } },
      "research",
    );
    const { job } = await jobOf(body, "userChangeBuilding", "research");
    expect(job.status).toBe("SUCCESS");
    expect(JSON.stringify(job)).not.toMatch(/Building secret|"Mine"/);
    expect(JSON.stringify(job)).toContain("1931");
  });

  it("never hands a vendor the broker-only values its feed's job read", async () => {
    // A CSV row's job from before vendors lost the broker-only columns: its trail holds old values.
    const [vendor] = await q<{ id: number; vendor_id: number }>(
      "select id, vendor_id from users where email = 'vendor@squarely.test'",
    );
    const jobId = await insertImporterJob(server.database.db, {
      recordType: "Listing",
      recordId: null,
      input: { cells: { floorAndSuite: "Floor 1", squareFeet: "100", brokerNotes: "Landlord secret" } },
      sourceName: "Acme Feeds",
      createdById: vendor.id,
      vendorId: vendor.vendor_id,
      listingId: Number(fx.listingId),
    });
    await q(
      `update importer_jobs set status = 'SUCCESS', last_stage = 'apply', last_stage_input = $2::jsonb where id = $1`,
      [
        jobId,
        JSON.stringify({
          listingIdentity: "x",
          changes: [
            { field: "brokerNotes", oldValue: "Landlord secret", newValue: "new" },
            { field: "privateFloor", oldValue: "Hidden floor", newValue: null },
            { field: "squareFeet", oldValue: 90, newValue: 100 },
          ],
        }),
      ],
    );
    const cookie = await sessionCookieFor(server.database, "vendor@squarely.test");
    const res = await server.graphql({ query: JOBS, variables: { ids: [String(jobId)] } }, { cookie });
    const [job] = ((await res.json()) as Json).data.importerJobs as Json[];
    expect(job.lastStageInput.changes).toEqual([{ field: "squareFeet", oldValue: 90, newValue: 100 }]);
    expect(JSON.stringify(job)).not.toMatch(SECRETS);
  });
});
