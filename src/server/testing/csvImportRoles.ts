import { postFile } from "./mediaRoles";
import { sessionCookieFor } from "./sessions";
import type { TestServer } from "./testServer";

export type CsvRole = "signedOut" | "vendor" | "otherVendor" | "client" | "broker" | "admin";
export const CSV_ROLES: CsvRole[] = ["signedOut", "vendor", "otherVendor", "client", "broker", "admin"];
/** Who may upload for the demo vendor and read its imports. */
export const CSV_UPLOADERS = new Set<CsvRole>(["vendor", "admin"]);

/**
 * The demo vendor (acme-feeds) with its seeded user, a second vendor whose user is another demo
 * client, a listing to update (its building id and floor/suite; made the demo vendor's, as if its
 * feed had created it: a feed updates only its own listings), and a session per role.
 */
export async function csvFixture(server: TestServer) {
  const q = server.database.query.bind(server.database);
  const other = (
    await q<{ id: number }>(
      "insert into vendors (slug, name) values ('other-feeds', 'Other Feeds') returning id",
    )
  ).rows[0].id;
  const otherEmail = (
    await q<{ email: string }>(
      "select email from users where is_renter and vendor_id is null and email <> 'client@squarely.test' order by id limit 1",
    )
  ).rows[0].email;
  await q("update users set vendor_id = $1 where email = $2", [other, otherEmail]);
  const listing = (
    await q<{ id: number; building_id: number; floor_and_suite: string }>(
      "select id, building_id, floor_and_suite from listings order by id limit 1",
    )
  ).rows[0];
  await q(
    "update listings set vendor_id = (select id from vendors where slug = 'acme-feeds') where id = $1",
    [listing.id],
  );
  const emails: Record<Exclude<CsvRole, "signedOut">, string> = {
    vendor: "vendor@squarely.test",
    otherVendor: otherEmail,
    client: "client@squarely.test",
    broker: "broker@squarely.test",
    admin: "admin@squarely.test",
  };
  const cookie: Partial<Record<CsvRole, string>> = {};
  for (const [role, email] of Object.entries(emails)) {
    cookie[role as CsvRole] = await sessionCookieFor(server.database, email);
  }
  return { cookie, listing, otherVendorId: other };
}

/** A CSV file's text from a header and rows (quoted as a spreadsheet would, no neutralising). */
export function csvText(rows: readonly (readonly string[])[]): string {
  return rows
    .map((r) => r.map((c) => (/[",\r\n]/.test(c) ? `"${c.replaceAll('"', '""')}"` : c)).join(","))
    .join("\r\n");
}

/** POST a CSV to /csv-imports/{vendor} as multipart from the site's own origin. */
export function postCsv(
  server: TestServer,
  vendor: string,
  body: string | Buffer,
  options: { cookie?: string; name?: string; headers?: Record<string, string> } = {},
): Promise<Response> {
  const bytes = typeof body === "string" ? Buffer.from(body) : body;
  const file = { bytes, name: options.name ?? "listings.csv", type: "text/csv" };
  return postFile(server, `/csv-imports/${vendor}`, file, {
    cookie: options.cookie,
    headers: options.headers,
  });
}

export const CSV_IMPORT_QUERY = `query ($id: ID!, $after: Int, $only: Boolean) {
  csvImport(id: $id) { id filename status totalRows processedRows failedRows error reportUrl
    vendor { slug name }
    rows(afterLine: $after, limit: 100, onlyProblems: $only) { nextAfterLine rows { lineNumber status messages listingId } } } }`;
