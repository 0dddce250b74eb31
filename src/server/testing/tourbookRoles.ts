import { expect } from "vitest";
import { todayIn } from "../../common/tourbook/timeZones";
import type { Database } from "../db/client";
import type { Json } from "./accountClient";
import { sessionCookieFor } from "./sessions";
import type { TestServer } from "./testServer";

/** The people a tourbook API test asks as, beside a visitor: the demo client's campaign is theirs or not. */
export const TOURBOOK_ROLES = [
  "client",
  "otherClient",
  "broker",
  "otherBroker",
  "research",
  "admin",
] as const;
export type TourbookRole = (typeof TOURBOOK_ROLES)[number] | "signedOut";

export const DEMO_CLIENT_EMAIL = "client@squarely.test";

/**
 * The demo client's open campaign, its first three entries, and a session for each role: the
 * campaign's client and broker, another client and broker, research and an admin.
 */
export async function tourbookFixture(server: TestServer) {
  const q = server.database.query.bind(server.database);
  const own = await q<{ id: number }>(
    `select c.id from campaigns c join users u on u.id = c.client_id
     where u.email = $1 and c.archived_at is null order by c.id limit 1`,
    [DEMO_CLIENT_EMAIL],
  );
  const campaignId = String(own.rows[0].id);
  const entries = await q<{ id: number }>(
    "select id from campaign_listings where campaign_id = $1 order by position, id limit 3",
    [campaignId],
  );
  const emails = await tourbookRoleEmails(server.database);
  const cookie: Partial<Record<TourbookRole, string>> = {};
  for (const role of TOURBOOK_ROLES) cookie[role] = await sessionCookieFor(server.database, emails[role]);

  /** POST /graphql as a role; the answer's JSON (always HTTP 200). */
  async function call(query: string, variables: Record<string, unknown>, role: TourbookRole): Promise<Json> {
    const res = await server.graphql({ query, variables }, { cookie: cookie[role] });
    expect(res.status).toBe(200);
    return res.json();
  }
  return { campaignId, campaignListingIds: entries.rows.map((r) => String(r.id)), call };
}

/** The first error's extensions.code, or undefined. */
export const errorCode = (body: Json) =>
  (body.errors as { extensions: { code: string } }[] | undefined)?.[0]?.extensions.code;

/** Each role's address in the seeded demo data. */
export async function tourbookRoleEmails(
  database: Database,
): Promise<Record<(typeof TOURBOOK_ROLES)[number], string>> {
  const first = async (sql: string) => (await database.query<{ email: string }>(sql)).rows[0].email;
  return {
    client: DEMO_CLIENT_EMAIL,
    otherClient: await first(
      `select u.email from users u join campaigns c on c.client_id = u.id
       where u.email <> 'client@squarely.test' order by u.id limit 1`,
    ),
    broker: "broker@squarely.test",
    otherBroker: await first(
      "select email from users where is_broker and not is_admin and email <> 'broker@squarely.test' order by id limit 1",
    ),
    research: "research@squarely.test",
    admin: "admin@squarely.test",
  };
}

/** The day `days` after today in New York (the demo tours' zone), as YYYY-MM-DD. */
export function futureDay(days: number): string {
  const d = new Date(`${todayIn("America/New_York")}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
