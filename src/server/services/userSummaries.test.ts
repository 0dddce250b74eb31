import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client";
import { seededDatabase, testBackends } from "../testing/testServer";
import { currentRequirements } from "./campaignSummaries";
import { USER_SUMMARY_LIMITS, userSummaries } from "./userSummaries";

/**
 * The one-statement summary must say what the tables say: the same tasks, tours and latest campaign
 * (listings in order, surveys, the current requirement with its market and neighbourhoods) as plain
 * queries find, for every seeded user, on each backend (numeric columns inside JSON included).
 */
describe.each(testBackends())("userSummaries on $name", (backend) => {
  let database: Database;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const fresh = await seededDatabase(backend);
    database = fresh.database;
    drop = fresh.dropDatabase;
  }, 120_000);
  afterAll(async () => {
    await database?.close();
    await drop?.();
  });

  async function expected(userId: number) {
    const q = database.query.bind(database);
    const tasks = await q<{ id: number; task: string }>(
      "select id, task from completed_user_tasks where user_id = $1 order by id",
      [userId],
    );
    const tours = await q<{ id: number; date: string | null }>(
      `select t.id, to_char(t.date, 'YYYY-MM-DD') as date from tours t join campaigns c on c.id = t.campaign_id
       where (c.client_id = $1 and t.scheduled_at is not null) or c.broker_id = $1 order by t.date, t.id`,
      [userId],
    );
    const campaign = await q<{ id: number; uuid: string }>(
      `select id, uuid from campaigns where archived_at is null and (client_id = $1 or broker_id = $1)
       order by created_at desc, id desc limit 1`,
      [userId],
    );
    const latest = campaign.rows[0];
    let latestCampaign = null;
    if (latest) {
      const listings = await q<{ listing_id: number }>(
        "select listing_id from campaign_listings where campaign_id = $1 order by position, id",
        [latest.id],
      );
      const surveys = await q<{ id: number; external_id: string | null }>(
        `select s.id, s.external_id from surveys s join campaigns c on c.id = s.campaign_id
         where s.campaign_id = $1 and (s.published_at is not null or c.broker_id = $2) order by s.id`,
        [latest.id, userId],
      );
      latestCampaign = {
        id: String(latest.id),
        uuid: latest.uuid,
        listings: listings.rows.map((r) => ({ id: String(r.listing_id) })),
        surveys: surveys.rows.map((r) => ({ id: String(r.id), externalId: r.external_id })),
        currentActiveRequirements:
          (await currentRequirements(database.db, [latest.id])).get(latest.id) ?? null,
      };
    }
    return {
      completedTasks: tasks.rows.map((r) => ({ id: String(r.id), task: r.task })),
      tours: tours.rows.map((r) => ({ id: String(r.id), date: r.date })),
      latestCampaign,
    };
  }

  it("matches plain queries for every seeded user, in the order asked", async () => {
    const users = await database.query<{ id: number }>("select id from users order by id desc");
    const ids = users.rows.map((r) => r.id);
    const summaries = await userSummaries(database.db, ids);
    expect(summaries).toHaveLength(ids.length);
    let withCampaign = 0;
    let withRequirement = 0;
    for (const [i, id] of ids.entries()) {
      expect(summaries[i], `user ${id}`).toEqual(await expected(id));
      if (summaries[i].latestCampaign) withCampaign += 1;
      if (summaries[i].latestCampaign?.currentActiveRequirements) withRequirement += 1;
    }
    // The seed must exercise the interesting paths, or this test proves little.
    expect(withCampaign).toBeGreaterThan(1);
    expect(withRequirement).toBeGreaterThan(0);
    expect(summaries.some((s) => s.tours.length > 0)).toBe(true);
  });

  it("answers empty lists and no campaign for a user with none, and for an unknown id", async () => {
    const [unknown] = await userSummaries(database.db, [2_000_000_000]);
    expect(unknown).toEqual({ completedTasks: [], tours: [], latestCampaign: null });
    expect(await userSummaries(database.db, [])).toEqual([]);
  });

  it("shows a draft survey to the campaign's broker only", async () => {
    const { rows } = await database.query<{ id: number; client_id: number; broker_id: number }>(
      `select id, client_id, broker_id from campaigns where archived_at is null and client_id is not null
       and broker_id is not null order by created_at desc, id desc limit 1`,
    );
    const c = rows[0];
    const draft = await database.query<{ id: number }>(
      "insert into surveys (campaign_id, name) values ($1, 'Draft check') returning id",
      [c.id],
    );
    try {
      const [client, broker] = await userSummaries(database.db, [c.client_id, c.broker_id]);
      const draftId = String(draft.rows[0].id);
      expect(broker.latestCampaign?.id).toBe(String(c.id));
      expect(broker.latestCampaign?.surveys.map((s) => s.id)).toContain(draftId);
      if (client.latestCampaign?.id === String(c.id)) {
        expect(client.latestCampaign.surveys.map((s) => s.id)).not.toContain(draftId);
      }
    } finally {
      await database.query("delete from surveys where name = 'Draft check'");
    }
  });

  it("shows a draft tour to the campaign's broker only, and a scheduled one to its client too", async () => {
    const { rows } = await database.query<{ id: number; client_id: number; broker_id: number }>(
      `select id, client_id, broker_id from campaigns where client_id is not null and broker_id is not null
       order by id limit 1`,
    );
    const c = rows[0];
    const draft = await database.query<{ id: number }>(
      "insert into tours (campaign_id, name, date) values ($1, 'Tour draft check', date '2031-01-01') returning id",
      [c.id],
    );
    const tourId = String(draft.rows[0].id);
    try {
      let [client, broker] = await userSummaries(database.db, [c.client_id, c.broker_id]);
      expect(broker.tours.map((t) => t.id)).toContain(tourId);
      expect(client.tours.map((t) => t.id)).not.toContain(tourId);
      await database.query("update tours set scheduled_at = now() where id = $1", [tourId]);
      [client, broker] = await userSummaries(database.db, [c.client_id, c.broker_id]);
      expect(client.tours).toContainEqual({ id: tourId, date: "2031-01-01" });
      expect(broker.tours.map((t) => t.id)).toContain(tourId);
    } finally {
      await database.query("delete from tours where name = 'Tour draft check'");
    }
  });

  it("stops each list at its maximum", async () => {
    const broker = await database.query<{ id: number; campaign: number }>(
      `select u.id, c.id as campaign from users u join campaigns c on c.broker_id = u.id
       where c.archived_at is null order by c.created_at desc, c.id desc limit 1`,
    );
    const { id: userId } = broker.rows[0];
    const [before] = await userSummaries(database.db, [userId]);
    const campaignId = Number(before.latestCampaign?.id);
    const extra = USER_SUMMARY_LIMITS.tours + 5;
    await database.query(
      `insert into tours (campaign_id, name, date)
       select $1, 'Bound check ' || g, date '2030-01-01' + g from generate_series(1, ${extra}) g`,
      [campaignId],
    );
    try {
      const [after] = await userSummaries(database.db, [userId]);
      expect(after.tours).toHaveLength(USER_SUMMARY_LIMITS.tours);
    } finally {
      await database.query("delete from tours where name like 'Bound check %'");
    }
  });
});
