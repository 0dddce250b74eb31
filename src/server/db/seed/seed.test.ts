import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LISTING_STATUSES } from "../../../common/enums";
import { tourState } from "../../../common/tourbook/tourState";
import { verifyPassword } from "../../services/password";
import { migratedDatabase } from "../../testing/testServer";
import type { Database } from "../client";
import { footerTopCities } from "./data/markets";
import { DEMO_PASSWORD } from "./demoUsers";
import { isDatabaseEmpty, seedDatabase, truncateAllTables } from "./seed";

const PGLITE = { name: "pglite" } as const;
const LISTINGS = 300;
/** The moment the suite's database is seeded: 10:00 on Wednesday March 10, 2027 in New York. */
const SEEDED_AT = new Date("2027-03-10T15:00:00Z");

async function freshSeededDatabase(): Promise<Database> {
  const { database } = await migratedDatabase(PGLITE);
  await seedDatabase(database, { listings: LISTINGS });
  return database;
}

async function listingFingerprint(database: Database): Promise<string> {
  const { rows } = await database.query(
    `select l.uuid, l.identity, l.address, l.floor_and_suite, l.square_feet, l.max_occupancy, l.accurate_psf,
       l.estimated_psf, l.accurate_monthly_price, l.status, l.lease_type, l.date_available, l.amenities,
       l.description, l.updated_at, b.zip, b.lat, b.lng
     from listings l join buildings b on b.id = l.building_id order by l.id`,
  );
  return createHash("sha256").update(JSON.stringify(rows)).digest("hex");
}

describe("seedDatabase", () => {
  let database: Database;

  beforeAll(async () => {
    ({ database } = await migratedDatabase(PGLITE));
    expect(await isDatabaseEmpty(database)).toBe(true);
    await seedDatabase(database, { listings: LISTINGS, now: SEEDED_AT });
  }, 60_000);

  afterAll(async () => {
    await database?.close();
  });

  it("inserts the requested number of listings, in every status", async () => {
    const { rows } = await database.query<{ status: string; n: number }>(
      "select status, count(*)::int as n from listings group by status",
    );
    expect(rows.reduce((sum, r) => sum + r.n, 0)).toBe(LISTINGS);
    expect(rows.map((r) => r.status).sort()).toEqual([...LISTING_STATUSES].sort());
    const available = rows.find((r) => r.status === "AVAILABLE")!;
    expect(available.n).toBeGreaterThan(LISTINGS / 2);
    expect(await isDatabaseEmpty(database)).toBe(false);
  });

  it("has every footer top city with neighbourhoods, and about 57 markets", async () => {
    const { rows } = await database.query<{ name: string; state: string; slug: string; hoods: number }>(
      `select m.name, m.state, m.slug, count(n.id)::int as hoods
       from markets m left join neighborhoods n on n.market_id = m.id group by m.id`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(55);
    for (const city of [...footerTopCities, "New York", "Houston", "Toronto", "Fairfield County"]) {
      const market = rows.find((r) => r.name === city);
      expect(market, city).toBeDefined();
      expect(market!.hoods, city).toBeGreaterThanOrEqual(5);
      expect(market!.state).toMatch(/^[a-z]{2}$/);
    }
    expect(rows.find((r) => r.name === "Washington D.C.")).toMatchObject({ state: "dc", slug: "washington" });
    expect(rows.find((r) => r.name === "Toronto")).toMatchObject({ state: "on" });
    expect(rows.find((r) => r.name === "Fairfield County")).toMatchObject({
      state: "ct",
      slug: "fairfield-county",
    });
    expect(rows.find((r) => r.name === "New York")).toMatchObject({ state: "ny", slug: "new-york" });
  });

  it("splits New York into Manhattan, Brooklyn and Queens", async () => {
    const { rows } = await database.query<{ submarket: string; names: string[] }>(
      `select s.name as submarket, array_agg(n.name order by n.name) as names
       from submarkets s join markets m on m.id = s.market_id join neighborhoods n on n.submarket_id = s.id
       where m.slug = 'new-york' group by s.name order by s.name`,
    );
    expect(rows.map((r) => r.submarket)).toEqual(["Brooklyn", "Manhattan", "Queens"]);
    const all = rows.flatMap((r) => r.names);
    expect(all.length).toBeGreaterThanOrEqual(35);
    for (const name of ["SoHo", "Midtown", "Flatiron", "Chelsea", "Financial District", "Tribeca"]) {
      expect(rows.find((r) => r.submarket === "Manhattan")!.names).toContain(name);
    }
    expect(rows.find((r) => r.submarket === "Brooklyn")!.names).toEqual(
      expect.arrayContaining(["DUMBO", "Williamsburg"]),
    );
    expect(rows.find((r) => r.submarket === "Queens")!.names).toEqual(
      expect.arrayContaining(["Long Island City", "Astoria"]),
    );
  });

  it("gives buildings addresses starting with digits, digit zips and nearby coordinates", async () => {
    const { rows } = await database.query<{ address: string; zip: string; km: number }>(
      `select b.address, b.zip,
         111.0 * sqrt(power(b.lat - n.lat, 2) + power((b.lng - n.lng) * cos(radians(n.lat)), 2)) as km
       from buildings b join neighborhoods n on n.id = b.neighborhood_id`,
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.address).toMatch(/^\d+ \S/);
      expect(row.zip).toMatch(/^\d{5}$/);
      expect(row.km).toBeLessThan(8);
    }
    const { rows: listings } = await database.query<{ bad: number }>(
      "select count(*)::int as bad from listings where address !~ '^[0-9]' or square_feet not between 800 and 60000",
    );
    expect(listings[0].bad).toBe(0);
  });

  it("links sublease contacts to the listing's building and stores arrays, JSON and prices", async () => {
    const { rows } = await database.query<{ orphans: number; subleases: number }>(
      `select count(*) filter (where not exists (
           select 1 from building_contact_buildings bc
           where bc.building_id = l.building_id and bc.contact_id = l.sublease_contact_id))::int as orphans,
         count(*)::int as subleases
       from listings l where l.sublease_contact_id is not null`,
    );
    expect(rows[0].subleases).toBeGreaterThan(0);
    expect(rows[0].orphans).toBe(0);
    const { rows: sample } = await database.query<{
      amenities: string[];
      details: { ceilingHeightFt: number };
      psf: string;
      accurate_share: number;
    }>(
      `select amenities, details, psf,
         (select avg((accurate_psf is not null)::int)::float8 from listings) as accurate_share
       from listings order by id limit 1`,
    );
    expect(sample[0].amenities.length).toBeGreaterThanOrEqual(2);
    expect(sample[0].details.ceilingHeightFt).toBeGreaterThan(0);
    expect(Number(sample[0].psf)).toBeGreaterThan(0);
    expect(sample[0].accurate_share).toBeGreaterThan(0.45);
    expect(sample[0].accurate_share).toBeLessThan(0.75);
  });

  it("creates the demo users with their roles and the shared password", async () => {
    const { rows } = await database.query<{
      email: string;
      password_hash: string;
      is_broker: boolean;
      is_admin: boolean;
      is_research: boolean;
      is_renter: boolean;
      confirmed_at: Date | null;
      city_of_interest: string | null;
      broker_market: string | null;
    }>(
      `select u.email, u.password_hash, u.is_broker, u.is_admin, u.is_research, u.is_renter, u.confirmed_at,
         u.city_of_interest, m.name as broker_market
       from users u left join markets m on m.id = u.broker_market_id
       where u.email like '%@squarely.test' and u.email not like '%.%@%'`,
    );
    const byEmail = new Map(rows.map((r) => [r.email, r]));
    const client = byEmail.get("client@squarely.test")!;
    expect(client).toMatchObject({ is_renter: true, is_broker: false, city_of_interest: "New York" });
    expect(client.confirmed_at).not.toBeNull();
    expect(byEmail.get("broker@squarely.test")).toMatchObject({ is_broker: true, broker_market: "New York" });
    expect(byEmail.get("admin@squarely.test")).toMatchObject({ is_admin: true, is_broker: true });
    expect(byEmail.get("research@squarely.test")).toMatchObject({ is_research: true, is_broker: false });
    expect(await verifyPassword(client.password_hash, DEMO_PASSWORD)).toBe(true);
    expect(await verifyPassword(client.password_hash, "wrong-password")).toBe(false);
  });

  it("gives the client a latest campaign with requirements, saved listings, a survey and a tour", async () => {
    const { rows } = await database.query<{ id: number; display_name: string; broker: string }>(
      `select c.id, c.display_name, b.email as broker from campaigns c
       join users u on u.id = c.client_id join users b on b.id = c.broker_id
       where u.email = 'client@squarely.test' order by c.created_at desc limit 1`,
    );
    expect(rows[0]).toMatchObject({ display_name: "Acme Robotics", broker: "broker@squarely.test" });
    const campaignId = rows[0].id;
    const count = async (sql: string) => (await database.query<{ n: number }>(sql, [campaignId])).rows[0].n;
    expect(await count("select count(*)::int as n from campaign_listings where campaign_id = $1")).toBe(4);
    expect(
      await count(
        `select count(*)::int as n from requirements r join requirement_neighborhoods rn on rn.requirement_id = r.id
         where r.campaign_id = $1 and r.is_current_active and r.num_employees = 25`,
      ),
    ).toBe(2);
    expect(
      await count(
        "select count(*)::int as n from survey_listings sl join surveys s on s.id = sl.survey_id where s.campaign_id = $1",
      ),
    ).toBeGreaterThan(0);
    expect(
      await count(
        `select count(*)::int as n from tour_listings tl join tours t on t.id = tl.tour_id
         where t.campaign_id = $1 and t.date is not null and t.scheduled_at is not null
         and t.meeting_point is not null and t.time_zone = 'America/New_York' and tl.start_time is not null`,
      ),
    ).toBeGreaterThan(0);
    const featured = await database.query<{ n: number }>(
      "select count(distinct market_id)::int as n from featured_listings",
    );
    expect(featured.rows[0].n).toBeGreaterThanOrEqual(10);
  });

  it("dates the tourbook's demo data from the day it is seeded: the tour next week, answers this week", async () => {
    const tour = await database.query<{ date: string; scheduled_at: Date }>(
      "select date::text as date, scheduled_at from tours where name = 'Acme Robotics tour'",
    );
    expect(tour.rows).toEqual([{ date: "2027-03-17", scheduled_at: new Date("2027-03-06T15:00:00Z") }]);
    const answers = await database.query<{ answered_at: Date }>("select answered_at from survey_answers");
    expect(answers.rows.length).toBeGreaterThan(0);
    for (const { answered_at } of answers.rows) {
      expect(answered_at.getTime()).toBeLessThanOrEqual(SEEDED_AT.getTime());
      expect(SEEDED_AT.getTime() - answered_at.getTime()).toBeLessThanOrEqual(7 * 86_400_000);
    }
  });

  it("gives the demo client a tour last week, scheduled, so it reads as completed (issue 25)", async () => {
    const { rows } = await database.query<{
      date: string;
      scheduled: boolean;
      time_zone: string;
      stops: number;
    }>(
      `select t.date::text as date, t.scheduled_at is not null as scheduled, t.time_zone,
         (select count(*)::int from tour_listings tl where tl.tour_id = t.id) as stops
       from tours t where t.name = 'Acme Robotics first look'`,
    );
    // Seeded on Wednesday March 10, 2027 in New York: last week is March 3.
    expect(rows).toEqual([{ date: "2027-03-03", scheduled: true, time_zone: "America/New_York", stops: 2 }]);
    expect(
      tourState({ date: rows[0].date, scheduled: rows[0].scheduled, timeZone: rows[0].time_zone }, SEEDED_AT),
    ).toBe("COMPLETED");
  });

  it("is deterministic: a second database seeded with the same count has identical listings", async () => {
    const other = await freshSeededDatabase();
    try {
      expect(await listingFingerprint(other)).toBe(await listingFingerprint(database));
    } finally {
      await other.close();
    }
  }, 60_000);

  it("truncates everything so the database reads as empty again", async () => {
    const other = await freshSeededDatabase();
    try {
      await truncateAllTables(other);
      expect(await isDatabaseEmpty(other)).toBe(true);
      const { rows } = await other.query<{ n: number }>("select count(*)::int as n from listings");
      expect(rows[0].n).toBe(0);
    } finally {
      await other.close();
    }
  }, 60_000);
});
