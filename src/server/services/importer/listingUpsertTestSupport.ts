import { afterAll, beforeAll } from "vitest";
import { type Backend, startTestServer, type TestServer } from "../../testing/testServer";
import { insertImporterJob } from "./createImporterJob";

/** A server for a file of listing-upsert job tests, and the helpers they share. */
export function listingUpsertWorld(backend: Backend) {
  const t = {} as { server: TestServer };

  beforeAll(async () => {
    t.server = await startTestServer(backend, { listings: 20 });
  });
  afterAll(async () => {
    await t.server?.close();
  });

  const q = <T>(sql: string, values: unknown[] = []) =>
    t.server.database.query<T>(sql, values).then((r) => r.rows);
  /** A listing-creation job (record id null) with this input, from a feed. */
  const job = (input: Record<string, unknown>) =>
    insertImporterJob(t.server.database.db, {
      recordType: "Listing",
      recordId: null,
      input,
      sourceName: "Some Feed",
      createdById: null,
    });
  const statusOf = async (id: number) =>
    (
      await q<{ status: string; errors: { error: string }[]; listing_id: number | null }>(
        "select status, errors, listing_id from importer_jobs where id = $1",
        [id],
      )
    )[0];

  return { t, q, job, statusOf };
}
