import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer, testBackends } from "../testing/testServer";
import { migrationsFolder } from "./client";

/** The hand-written part of migration 0011: the survey answers kept per listing move to their authors. */
function backfillStatements(): string[] {
  const file = fs.readdirSync(migrationsFolder).find((f) => f.startsWith("0011_"));
  const text = fs.readFileSync(path.join(migrationsFolder, file as string), "utf8");
  const handWritten = text.slice(text.indexOf("-- hand-written below"));
  return handWritten
    .split("--> statement-breakpoint")
    .map((s) => s.trim())
    .filter((s) => s.replace(/^--.*$/gm, "").trim() !== "");
}

/**
 * Issue 24: answers were one per survey listing (`survey_listings.client_rating` and friends). The
 * migration copies each to `survey_answers` under whoever the row recorded, else the campaign's
 * client, else nobody, losing none, and empties the old columns.
 */
describe.each(testBackends())("migrating survey answers to one per respondent on $name", (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend);
  });
  afterAll(async () => {
    await server?.close();
  });

  it("moves every old answer to its author or the campaign's client, keeps one with nobody to name, and empties the old columns", async () => {
    const q = server.database.query.bind(server.database);
    // Back to the old shape: the seeded answers live in survey_listings again.
    await q(`update survey_listings sl set client_rating = a.rating, client_comment = a.comment,
      rated_at = a.answered_at, rated_by_id = a.user_id from survey_answers a where a.survey_listing_id = sl.id`);
    const seeded = (await q<{ n: number }>("select count(*)::int as n from survey_answers")).rows[0].n;
    expect(seeded).toBe(2);
    await q("delete from survey_answers");
    // A new survey of the demo survey's campaign, with two listings.
    const [campaign] = (
      await q<{ id: number; client_id: number }>(
        `select c.id, c.client_id from campaigns c join surveys s on s.campaign_id = c.id
         where c.client_id is not null order by s.id limit 1`,
      )
    ).rows;
    const survey = (
      await q<{ id: number }>(
        "insert into surveys (campaign_id, name) values ($1, 'Old answers') returning id",
        [campaign.id],
      )
    ).rows[0].id;
    const [byInvitee, byNobody] = (
      await q<{ id: number }>(
        `insert into survey_listings (survey_id, listing_id, campaign_listing_id)
         select $1, listing_id, id from campaign_listings where campaign_id = $2 order by id limit 2 returning id`,
        [survey, campaign.id],
      )
    ).rows.map((r) => r.id);
    const [{ id: invitee }] = (
      await q<{ id: number }>(
        "select id from users where not is_broker and not is_admin and id <> $1 order by id limit 1",
        [campaign.client_id],
      )
    ).rows;
    // An answer recorded by an invitee, one with no recorder (the client's), and below one on a
    // campaign without a client and no recorder.
    await q("update survey_listings set client_rating = 'INTERESTED', rated_by_id = $2 where id = $1", [
      byInvitee,
      invitee,
    ]);
    await q("update survey_listings set client_comment = 'Only a note' where id = $1", [byNobody]);
    const orphanCampaign = (
      await q<{ id: number }>(
        "insert into campaigns (display_name, identifier) values ('Orphan', 'ORPHAN-MIGRATION') returning id",
      )
    ).rows[0].id;
    const orphanSurvey = (
      await q<{ id: number }>(
        "insert into surveys (campaign_id, name) values ($1, 'Orphan survey') returning id",
        [orphanCampaign],
      )
    ).rows[0].id;
    const [{ id: listingId }] = (await q<{ id: number }>("select id from listings order by id limit 1")).rows;
    const orphan = (
      await q<{ id: number }>(
        `insert into survey_listings (survey_id, listing_id, client_rating, client_comment)
         values ($1, $2, 'NOT_INTERESTED', 'Whose?') returning id`,
        [orphanSurvey, listingId],
      )
    ).rows[0].id;
    const before = (
      await q<{ id: number; rating: string | null; comment: string | null }>(
        `select id, client_rating as rating, client_comment as comment from survey_listings
         where client_rating is not null or client_comment is not null order by id`,
      )
    ).rows;
    expect(before.length).toBeGreaterThanOrEqual(5);

    for (const statement of backfillStatements()) await q(statement);

    const after = (
      await q<{ id: number; rating: string | null; comment: string | null; user_id: number | null }>(
        `select survey_listing_id as id, rating, comment, user_id from survey_answers order by survey_listing_id`,
      )
    ).rows;
    expect(after.map(({ id, rating, comment }) => ({ id, rating, comment }))).toEqual(before);
    const author = (id: number) => after.find((a) => a.id === id)?.user_id;
    expect(author(byInvitee)).toBe(invitee);
    expect(author(byNobody)).toBe(campaign.client_id);
    expect(author(orphan)).toBeNull();
    const [{ n }] = (
      await q<{ n: number }>(
        `select count(*)::int as n from survey_listings where client_rating is not null
         or client_comment is not null or rated_at is not null or rated_by_id is not null`,
      )
    ).rows;
    expect(n).toBe(0);
  });
});
