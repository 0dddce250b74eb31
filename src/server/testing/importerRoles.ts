import { expect } from "vitest";
import type { Json } from "./accountClient";
import { sessionCookieFor } from "./sessions";
import type { TestServer } from "./testServer";

export const IMPORTER_ROLES = ["client", "broker", "otherBroker", "research", "admin"] as const;
export type ImporterRole = (typeof IMPORTER_ROLES)[number] | "signedOut";

/**
 * The people an editing test asks as: the demo broker and a listing of their market, a broker of
 * another market, a client, research and an admin (issue 12's roles).
 */
export async function importerRoles(server: TestServer) {
  const q = <T>(sql: string, values: unknown[] = []) =>
    server.database.query<T>(sql, values).then((r) => r.rows);
  const [broker] = await q<{ market: number }>(
    "select broker_market_id market from users where email = 'broker@squarely.test'",
  );
  // The building with the most listings in the broker's market, so building history has rows to show.
  const [place] = await q<{ listing: number; building: number; n: number }>(
    `select min(l.id) listing, l.building_id building, count(*)::int n from listings l
     where l.market_id = $1 and l.status = 'AVAILABLE'
     group by l.building_id order by count(*) desc, l.building_id limit 1`,
    [broker.market],
  );
  const [other] = await q<{ email: string }>(
    `select email from users where is_broker and not is_admin and not is_research
     and broker_market_id is distinct from $1 order by id limit 1`,
    [broker.market],
  );
  const [client] = await q<{ email: string }>(
    "select email from users where not is_broker and not is_admin and not is_research order by id limit 1",
  );
  const emails: Record<(typeof IMPORTER_ROLES)[number], string> = {
    client: client.email,
    broker: "broker@squarely.test",
    otherBroker: other.email,
    research: "research@squarely.test",
    admin: "admin@squarely.test",
  };
  const cookie: Partial<Record<ImporterRole, string>> = {};
  for (const role of IMPORTER_ROLES) cookie[role] = await sessionCookieFor(server.database, emails[role]);

  /** Asks as `role`, then runs the jobs the request queued (a save's importer job), as a worker would. */
  async function call(query: string, variables: Record<string, unknown>, role: ImporterRole): Promise<Json> {
    const res = await server.graphql({ query, variables }, { cookie: cookie[role] });
    expect(res.status).toBe(200);
    const body = await res.json();
    await server.drainJobs();
    return body;
  }

  /** A contact id linked to some other building only (or a new one), for a refused sublease contact. */
  async function contactOfAnotherBuilding(): Promise<string> {
    const [row] = await q<{ id: number }>(
      `insert into building_contacts (display_name) values ('Elsewhere Agent') returning id`,
    );
    return String(row.id);
  }

  return {
    listingId: String(place.listing),
    buildingId: String(place.building),
    buildingListingCount: (
      await q<{ n: number }>("select count(*)::int n from listings where building_id = $1", [place.building])
    )[0].n,
    call,
    contactOfAnotherBuilding,
  };
}
