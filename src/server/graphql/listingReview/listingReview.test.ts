import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Json } from "../../testing/accountClient";
import { csvText, postCsv } from "../../testing/csvImportRoles";
import { sessionCookieFor } from "../../testing/sessions";
import { startTestServer, type TestServer, testBackends } from "../../testing/testServer";
import { errorCode } from "../../testing/tourbookRoles";

const QUEUE = `query Q($after: ID, $limit: Int) { listingReview(after: $after, limit: $limit) {
  hasMore entries { receivedAt vendor { slug } listing { id status floorAndSuite } } } }`;
const DECIDE = `mutation D($ids: [ID!]!, $decision: ListingReviewDecision!) {
  reviewListings(listingIds: $ids, decision: $decision) { importerJobIds skipped { listingId reason } } }`;
const HISTORY = `query H($id: ID!) { listing(id: $id) { status history { changes { sourceName fields { field oldValue newValue } } } } }`;

const ROLES = {
  signedOut: "",
  client: "client@squarely.test",
  broker: "broker@squarely.test",
  vendor: "vendor@squarely.test",
  research: "research@squarely.test",
  admin: "admin@squarely.test",
} as const;
type Role = keyof typeof ROLES;
const DECIDERS: Role[] = ["research", "admin"];

/** Issue 24: the research team's queue of vendors' new listings, and publishing or rejecting them. */
describe.each(testBackends())("the listing review queue on $name", (backend) => {
  let server: TestServer;
  const cookie: Partial<Record<Role, string>> = {};

  beforeAll(async () => {
    server = await startTestServer(backend, { listings: 30, env: { CSV_UPLOAD_USER_LIMIT: "100" } });
    for (const [role, email] of Object.entries(ROLES)) {
      if (email) cookie[role as Role] = await sessionCookieFor(server.database, email);
    }
  });
  afterAll(async () => {
    await server?.close();
  });

  const q = <T>(sql: string, values: unknown[] = []) =>
    server.database.query<T>(sql, values).then((r) => r.rows);
  /** Asks as `role`, then runs the jobs a decision queued, as a worker would. */
  const gql = async (query: string, variables: Record<string, unknown>, role: Role) => {
    const body = (await (
      await server.graphql({ query, variables }, { cookie: cookie[role] })
    ).json()) as Json;
    await server.drainJobs();
    return body;
  };
  /** Vendors' listings waiting in review, oldest first. */
  const inReview = async () =>
    (
      await q<{ id: number }>(
        "select id from listings where vendor_id is not null and status = 'VETTING' order by created_at, id",
      )
    ).map((r) => r.id);
  /**
   * Empties the queue (an admin rejects what earlier tests left in it), then the demo vendor (not
   * trusted) sends six new spaces, "Suite R0 (tag)" to "Suite R5 (tag)": they wait in review.
   */
  const freshQueue = async (tag: string) => {
    const left = await inReview();
    if (left.length > 0) await gql(DECIDE, { ids: left.map(String), decision: "REJECT" }, "admin");
    expect(await inReview()).toEqual([]);
    const [building] = await q<{ id: number }>("select id from buildings order by id limit 1");
    const rows = Array.from({ length: 6 }, (_, i) => [
      String(building.id),
      `Suite R${i} (${tag})`,
      "1200",
      "AVAILABLE",
    ]);
    const res = await postCsv(
      server,
      "acme-feeds",
      csvText([["buildingId", "floorAndSuite", "squareFeet", "status"], ...rows]),
      { cookie: cookie.vendor },
    );
    expect(res.status).toBe(201);
    // The upload queues its import; a worker would run it now.
    await server.drainJobs();
    const queued = await inReview();
    expect(queued).toHaveLength(6);
    return queued;
  };
  const statusOf = async (id: number) =>
    (await q<{ status: string }>("select status from listings where id = $1", [id]))[0].status;

  it("lists only vendors' listings in review, oldest first, a bounded page at a time", async () => {
    const queued = await freshQueue("list");
    const first = (await gql(QUEUE, { limit: 4 }, "research")).data.listingReview;
    expect(first.hasMore).toBe(true);
    expect(first.entries.map((e: Json) => Number(e.listing.id))).toEqual(queued.slice(0, 4));
    expect(first.entries[0]).toMatchObject({
      vendor: { slug: "acme-feeds" },
      listing: { status: "VETTING", floorAndSuite: "Suite R0 (list)" },
    });
    const next = (await gql(QUEUE, { after: first.entries[3].listing.id, limit: 4 }, "research")).data
      .listingReview;
    expect([next.hasMore, next.entries.map((e: Json) => Number(e.listing.id))]).toEqual([
      false,
      queued.slice(4),
    ]);
    // Seeded listings in VETTING (no vendor) are not the queue's.
    const seeded = await q<{ n: number }>(
      "select count(*)::int n from listings where status = 'VETTING' and vendor_id is null",
    );
    expect(seeded[0].n).toBeGreaterThan(0);
    const tooMany = await gql(QUEUE, { limit: 51 }, "admin");
    expect(errorCode(tooMany)).toBe("BAD_USER_INPUT");
  });

  it("refuses the queue and the decisions to everyone but the research team and admins", async () => {
    const queued = await freshQueue("refuse");
    for (const role of Object.keys(ROLES) as Role[]) {
      if (DECIDERS.includes(role)) continue;
      const expected = role === "signedOut" ? "UNAUTHENTICATED" : "FORBIDDEN";
      expect([role, errorCode(await gql(QUEUE, {}, role))]).toEqual([role, expected]);
      const body = await gql(DECIDE, { ids: [String(queued[0])], decision: "PUBLISH" }, role);
      expect([role, errorCode(body)]).toEqual([role, expected]);
    }
    expect(await statusOf(queued[0])).toBe("VETTING");
  });

  it("publishes and rejects through the listing's history, audited, and skips what left the queue", async () => {
    const queued = await freshQueue("decide");
    const published = await gql(
      DECIDE,
      { ids: [String(queued[0]), String(queued[1])], decision: "PUBLISH" },
      "research",
    );
    expect(published.data.reviewListings).toMatchObject({ skipped: [] });
    expect(published.data.reviewListings.importerJobIds).toHaveLength(2);
    const rejected = await gql(
      DECIDE,
      { ids: [String(queued[2]), String(queued[0]), "999999"], decision: "REJECT" },
      "admin",
    );
    expect(rejected.data.reviewListings.skipped).toEqual([
      { listingId: String(queued[0]), reason: `Listing ${queued[0]} is not waiting for review.` },
      { listingId: "999999", reason: "Listing 999999 does not exist." },
    ]);
    expect([await statusOf(queued[0]), await statusOf(queued[1]), await statusOf(queued[2])]).toEqual([
      "AVAILABLE",
      "AVAILABLE",
      "UNAVAILABLE",
    ]);
    const history = (await gql(HISTORY, { id: String(queued[0]) }, "broker")).data.listing.history;
    expect(history.changes).toContainEqual({
      sourceName: "research-team",
      fields: [{ field: "status", oldValue: "VETTING", newValue: "AVAILABLE" }],
    });
    const audit = await q<{ action: string; actor_email: string; subject_id: string }>(
      // This test's listings: emptying the queue first rejected earlier tests' leftovers.
      "select action, actor_email, subject_id from audit_log where action in ('listing.publish', 'listing.reject') and subject_id = any($1::text[]) order by id",
      [queued.map(String)],
    );
    expect(audit).toEqual([
      { action: "listing.publish", actor_email: "research@squarely.test", subject_id: String(queued[0]) },
      { action: "listing.publish", actor_email: "research@squarely.test", subject_id: String(queued[1]) },
      { action: "listing.reject", actor_email: "admin@squarely.test", subject_id: String(queued[2]) },
    ]);
    // A published listing is public: a visitor reads it.
    const visitor = await gql(
      `query V($id: ID!) { listing(id: $id) { status } }`,
      { id: String(queued[0]) },
      "signedOut",
    );
    expect(visitor.data.listing).toEqual({ status: "AVAILABLE" });
    const left = (await gql(QUEUE, {}, "research")).data.listingReview.entries.map((e: Json) =>
      Number(e.listing.id),
    );
    expect(left).toEqual(queued.slice(3));
  });

  it("changes nothing when a second decision reaches a listing already decided", async () => {
    const [id] = await freshQueue("twice");
    // Someone publishes it while a rejection's job is queued: the job finds it out of review.
    const [job] = await q<{ id: number }>(
      `insert into importer_jobs (record_type, record_id, input, source_name, listing_id, last_stage)
       values ('Listing', $1, '{"fields":{"status":"UNAVAILABLE"},"onlyFromStatus":"VETTING"}', 'research-team', $1, 'queued')
       returning id`,
      [id],
    );
    await gql(DECIDE, { ids: [String(id)], decision: "PUBLISH" }, "research");
    const { runImporterJobInline } = await import("../../services/importer/runImporterJob");
    expect(await runImporterJobInline(server.database, job.id)).toBe("DUPLICATE");
    expect(await statusOf(id)).toBe("AVAILABLE");
  });

  it("decides on at most 50 listings at once", async () => {
    const ids = Array.from({ length: 51 }, (_, i) => String(i + 1));
    expect(errorCode(await gql(DECIDE, { ids, decision: "REJECT" }, "admin"))).toBe("BAD_USER_INPUT");
  });
});
