import { afterAll, beforeAll, expect } from "vitest";
import type { Json } from "../../testing/accountClient";
import { sessionCookieFor } from "../../testing/sessions";
import { type Backend, startTestServer, type TestServer } from "../../testing/testServer";

/** The server and rows the listing and building tests read (filled in before the file's tests run). */
export type ListingWorld = {
  server: TestServer;
  /** An available New York listing given a value in every broker-only field, and its building. */
  privateListingId: number;
  privateBuildingId: number;
  privateIdentity: { identity: string; floorAndSuite: string };
  /** A listing not on the market. */
  vettingId: number;
};

/** Starts a server with 240 listings, fills one listing's private fields, signs in each role. */
export function listingWorld(backend: Backend) {
  const w = {} as ListingWorld;
  const cookies: Record<string, string> = {};

  beforeAll(async () => {
    w.server = await startTestServer(backend, { listings: 240 });
    const q = w.server.database.query.bind(w.server.database);
    const { rows } = await q<{ id: number; building_id: number }>(
      `select l.id, l.building_id from listings l join markets m on m.id = l.market_id
       where l.status = 'AVAILABLE' and m.slug = 'new-york' order by l.id limit 1`,
    );
    w.privateListingId = rows[0].id;
    w.privateBuildingId = rows[0].building_id;
    const stored = await q<{ identity: string; floor_and_suite: string }>(
      "select identity, floor_and_suite from listings where id = $1",
      [w.privateListingId],
    );
    w.privateIdentity = { identity: stored.rows[0].identity, floorAndSuite: stored.rows[0].floor_and_suite };
    // Give one listing and its building a value in every broker-only field.
    const contact = await q<{ id: number }>(
      `insert into building_contacts (display_name, first_name, last_name, email, phone, phone_type, contact_type, title, company_name, cell_phone)
       values ('Dana Broker', 'Dana', 'Broker', 'dana@agent.example.com', '(212) 555-0199', 'personal', 'BUILDING_AGENT', 'Agent', 'Agency', '(917) 555-0100')
       returning id`,
    );
    await q("insert into building_contact_buildings (building_id, contact_id) values ($1, $2)", [
      w.privateBuildingId,
      contact.rows[0].id,
    ]);
    await q(
      `update listings set private_floor = '7', private_suite = '710', private_description = 'Landlord flexible on term',
         broker_notes = 'Call Dana first', details = '{"ceilingHeightFt": 12}', sublease_contact_id = $2 where id = $1`,
      [w.privateListingId, contact.rows[0].id],
    );
    await q("update buildings set private_description = 'Owner wants credit tenants' where id = $1", [
      w.privateBuildingId,
    ]);
    await q(
      `insert into broker_insights (listing_id, author_id, content)
       values ($1, (select id from users where email = 'broker@squarely.test'), 'Priced 5% above the street')`,
      [w.privateListingId],
    );
    await q(
      `insert into listing_history (listing_id, kind, source_name, fields) values
         ($1, 'ORIGIN', 'Vendor CSV', '[]'),
         ($1, 'CHANGE', 'Broker edit', '[{"field": "accuratePsf", "oldValue": 80, "newValue": 75}]')`,
      [w.privateListingId],
    );
    const vetting = await q<{ id: number }>(
      "select id from listings where status = 'VETTING' order by id limit 1",
    );
    w.vettingId = vetting.rows[0].id;
    for (const who of ["client", "broker", "admin", "research"]) {
      cookies[who] = await sessionCookieFor(w.server.database, `${who}@squarely.test`);
    }
  });
  afterAll(async () => {
    await w.server?.close();
  });

  async function gql(query: string, variables: Record<string, unknown> = {}, cookie?: string): Promise<Json> {
    const body: Json = await (await w.server.graphql({ query, variables }, { cookie })).json();
    expect(body.errors).toBeUndefined();
    return body.data;
  }

  return { w, cookies, gql };
}
