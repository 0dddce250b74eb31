import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client";
import { migratedDatabase, testBackends } from "../testing/testServer";
import { can } from "./can";
import type { Viewer } from "./policy";
import { createSubjectLoaders } from "./subjectLoaders";

/** The loaders give the rules what they read: parties, members and invitees, in one batch per kind. */
describe.each(testBackends())("subject loaders on $name", (backend) => {
  let database: Database;
  let drop: () => Promise<void>;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    const fresh = await migratedDatabase(backend);
    database = fresh.database;
    drop = fresh.dropDatabase;
    const q = database.query.bind(database);
    const user = async (email: string) =>
      (await q<{ id: number }>("insert into users (email) values ($1) returning id", [email])).rows[0].id;
    for (const who of ["client", "broker", "member", "invitee", "pending"])
      ids[who] = await user(`${who}@x.test`);
    const campaign = await q<{ id: number }>(
      `insert into campaigns (display_name, identifier, client_id, broker_id) values ('A', 'A-1', $1, $2) returning id`,
      [ids.client, ids.broker],
    );
    ids.campaign = campaign.rows[0].id;
    const one = async (sql: string) => (await q<{ id: number }>(sql, [ids.campaign])).rows[0].id;
    ids.survey = await one(
      "insert into surveys (campaign_id, name, published_at) values ($1, 'S', now()) returning id",
    );
    ids.tour = await one("insert into tours (campaign_id, name) values ($1, 'T') returning id");
    const invite = (
      kind: string,
      surveyId: number | null,
      tourId: number | null,
      acceptedBy: number | null,
    ) =>
      q(
        `insert into invitations (kind, campaign_id, survey_id, tour_id, email, accepted_by_id)
         values ($1, $2, $3, $4, 'guest@x.test', $5)`,
        [kind, ids.campaign, surveyId, tourId, acceptedBy],
      );
    await invite("CAMPAIGN", null, null, ids.member);
    await invite("SURVEY", ids.survey, null, ids.invitee);
    await invite("TOUR", null, ids.tour, ids.invitee);
    await invite("SURVEY", ids.survey, null, null); // not accepted yet: nobody's right
  });
  afterAll(async () => {
    await database?.close();
    await drop?.();
  });

  const as = (id: number): Viewer => ({
    user: { id, isAdmin: false, isBroker: false } as never,
    sessionIdHash: null,
  });

  it("loads a campaign's parties and members, and a survey's and tour's campaign and invitees", async () => {
    const loaders = createSubjectLoaders(database.db);
    const [campaign, missing] = await loaders.campaignSubject.loadMany([ids.campaign, 999_999]);
    expect(campaign).toEqual({
      kind: "campaign",
      id: ids.campaign,
      clientId: ids.client,
      brokerId: ids.broker,
      memberIds: [ids.member],
    });
    expect(missing).toBeNull();
    const survey = await loaders.surveySubject.load(ids.survey);
    const tour = await loaders.tourSubject.load(ids.tour);
    expect(survey).toMatchObject({ kind: "survey", campaign, inviteeIds: [ids.invitee], published: true });
    expect(tour).toMatchObject({ kind: "tour", campaign, inviteeIds: [ids.invitee] });
    expect(await loaders.surveySubject.load(999_999)).toBeNull();
    if (!survey || !tour) throw new Error("loaded above");
    // The survey invitee reads the survey but not the whole tourbook; the member reads both.
    expect(can(as(ids.invitee), "read", survey)).toBe(true);
    expect(can(as(ids.invitee), "read", survey.campaign)).toBe(false);
    expect(can(as(ids.member), "read", survey)).toBe(true);
    expect(can(as(ids.pending), "read", survey)).toBe(false);
  });
});
