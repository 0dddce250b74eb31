import { sessionCookieFor } from "./sessions";
import type { TestServer } from "./testServer";

export type MediaRole = "signedOut" | "client" | "broker" | "otherBroker" | "research" | "admin";
export const MEDIA_ROLES: MediaRole[] = ["signedOut", "client", "broker", "otherBroker", "research", "admin"];
/** Who may change a listing's photos: a broker of its market, the research team, admins. */
export const MEDIA_EDITORS = new Set<MediaRole>(["broker", "research", "admin"]);

/**
 * An available listing and a building in the demo broker's market, and a session per role. The
 * "other broker" is moved out of every market, so it is a broker who may not edit them.
 */
export async function mediaFixture(server: TestServer) {
  const q = server.database.query.bind(server.database);
  const broker = "broker@squarely.test";
  const { m } = (await q<{ m: number }>("select broker_market_id as m from users where email = $1", [broker]))
    .rows[0];
  const first = async (sql: string) => (await q<{ id: number }>(sql, [m])).rows[0].id;
  const listingId = await first(
    "select id from listings where market_id = $1 and status = 'AVAILABLE' order by id limit 1",
  );
  const buildingId = await first("select id from buildings where market_id = $1 order by id limit 1");
  const other = (
    await q<{ email: string }>(
      "select email from users where is_broker and not is_admin and email <> $1 order by id limit 1",
      [broker],
    )
  ).rows[0].email;
  await q("update users set broker_market_id = null where email = $1", [other]);
  const emails: Record<Exclude<MediaRole, "signedOut">, string> = {
    client: "client@squarely.test",
    broker,
    otherBroker: other,
    research: "research@squarely.test",
    admin: "admin@squarely.test",
  };
  const cookie: Partial<Record<MediaRole, string>> = {};
  for (const [role, email] of Object.entries(emails)) {
    cookie[role as MediaRole] = await sessionCookieFor(server.database, email);
  }
  return { listingId, buildingId, cookie };
}

/** POST a multipart form with one file (field "file") as a role, from the site's own origin. */
export async function postFile(
  server: TestServer,
  target: string,
  file: { bytes: Buffer; name: string; type?: string },
  options: { cookie?: string; fields?: Record<string, string>; headers?: Record<string, string> } = {},
): Promise<Response> {
  const form = new FormData();
  for (const [name, value] of Object.entries(options.fields ?? {})) form.append(name, value);
  form.append("file", new Blob([new Uint8Array(file.bytes)], { type: file.type ?? "image/jpeg" }), file.name);
  return fetch(`${server.url}${target}`, {
    method: "POST",
    body: form,
    headers: {
      origin: server.url,
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...options.headers,
    },
  });
}
