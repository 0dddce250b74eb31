import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Json } from "../../testing/accountClient";
import { startTestServer, type TestServer, testBackends } from "../../testing/testServer";
import { DEMO_CLIENT_EMAIL, errorCode, futureDay, tourbookFixture } from "../../testing/tourbookRoles";

const TOUR = "id uuid scheduledAt stops { id listing { id } }";
const CREATE = `mutation Create($input: CreateTourInput!) { createTour(input: $input) { ${TOUR} } }`;
const UPDATE = `mutation Update($input: UpdateTourInput!) { updateTour(input: $input) { ${TOUR} } }`;
const SCHEDULE = `mutation Schedule($id: ID!) { scheduleTour(tourId: $id) { id scheduledAt } }`;
const CANCEL = `mutation Cancel($id: ID!) { cancelTour(tourId: $id) { id scheduledAt } }`;
const READ = `query Read($id: ID!) { tour(id: $id) { ${TOUR} } }`;
const ADD = `mutation Add($listingIds: [ID!]!, $tourIds: [ID!]) {
  addListings(listingIds: $listingIds, tourIds: $tourIds) { updatedTours { id } } }`;
const REMOVE = `mutation Remove($ids: [ID!], $entries: [ID!], $force: Boolean) {
  removeListings(tourListingIds: $ids, campaignListingIds: $entries, force: $force) { updatedCampaigns { id } } }`;

type Mail = { subject: string; kind: string; attachments: { content: string; contentType: string }[] | null };

/**
 * What a scheduled tour's people are told when it changes outside the tour's own form (issue 11):
 * the broker cancels it, or stops are added or removed from the campaign page.
 */
describe.each(testBackends())("tour cancellations and stop changes on $name", (backend) => {
  let server: TestServer;
  let fixture: Awaited<ReturnType<typeof tourbookFixture>>;
  const future = futureDay;

  beforeAll(async () => {
    server = await startTestServer(backend);
    fixture = await tourbookFixture(server);
  });
  afterAll(async () => {
    await server?.close();
  });

  const data = (body: Json, field: string) => (body.data as Json)[field] as Json;
  const mails = async () =>
    (
      await server.database.query<Mail>(
        'select subject, kind, attachments from email_outbox where lower("to") = lower($1) order by id desc',
        [DEMO_CLIENT_EMAIL],
      )
    ).rows;

  /** A tour of the campaign's first `stops` entries, with a day and times, scheduled. */
  async function scheduledTour(stops = 2) {
    const { call, campaignId, campaignListingIds } = fixture;
    const draft = data(
      await call(
        CREATE,
        {
          input: {
            campaignId,
            name: "Tuesday",
            campaignListingIds: campaignListingIds.slice(0, stops),
            date: future(5),
          },
        },
        "broker",
      ),
      "createTour",
    );
    const timed = (draft.stops as Json[]).map((s, i) => ({
      id: s.id,
      startTime: `1${i}:00`,
      durationMinutes: 30,
    }));
    await call(UPDATE, { input: { tourId: draft.id, stops: timed } }, "broker");
    expect(data(await call(SCHEDULE, { id: draft.id }, "broker"), "scheduleTour").scheduledAt).not.toBeNull();
    return draft;
  }

  it("cancels a scheduled tour for its broker only: a CANCEL with a higher SEQUENCE to its people, and a draft again", async () => {
    const { call } = fixture;
    const tour = await scheduledTour();
    for (const role of ["client", "otherClient", "otherBroker", "research"] as const) {
      expect(errorCode(await call(CANCEL, { id: tour.id }, role)), role).toBe("FORBIDDEN");
    }
    expect(errorCode(await call(CANCEL, { id: tour.id }, "signedOut"))).toBe("UNAUTHENTICATED");
    const before = (await mails()).length;

    expect(data(await call(CANCEL, { id: tour.id }, "broker"), "cancelTour").scheduledAt).toBeNull();
    const sent = await mails();
    expect(sent).toHaveLength(before + 1);
    expect(sent[0]).toMatchObject({ kind: "tour-cancelled", subject: "Tour cancelled: Tuesday" });
    const ics = sent[0].attachments?.[0];
    expect(ics?.contentType).toContain("method=CANCEL");
    expect(ics?.content).toContain("METHOD:CANCEL");
    expect(ics?.content).toContain("STATUS:CANCELLED");
    expect(ics?.content).toContain(`UID:${tour.uuid}@squarely`);
    expect(ics?.content).toContain("SEQUENCE:1");
    // The client no longer sees it; cancelling the draft again sends nothing.
    expect(data(await call(READ, { id: tour.id }, "client"), "tour")).toBeNull();
    await call(CANCEL, { id: tour.id }, "broker");
    expect(await mails()).toHaveLength(before + 1);

    // Scheduled again, the event comes back with a higher SEQUENCE still.
    await call(SCHEDULE, { id: tour.id }, "broker");
    const again = await mails();
    expect(again[0].kind).toBe("tour-scheduled");
    expect(again[0].attachments?.[0].content).toContain("SEQUENCE:2");
    expect(again[0].attachments?.[0].content).toContain("METHOD:PUBLISH");
  });

  it("e-mails 'tour changed' when a stop is added to or removed from a scheduled tour, not a draft", async () => {
    const { call, campaignListingIds } = fixture;
    const tour = await scheduledTour(2);
    const { rows } = await server.database.query<{ listing_id: number }>(
      "select listing_id from campaign_listings where id = $1",
      [campaignListingIds[2]],
    );
    const third = String(rows[0].listing_id);
    const before = (await mails()).length;

    expect((await call(ADD, { listingIds: [third], tourIds: [tour.id] }, "broker")).errors).toBeUndefined();
    let sent = await mails();
    expect(sent).toHaveLength(before + 1);
    expect(sent[0].kind).toBe("tour-changed");
    expect(sent[0].attachments?.[0].content).toContain("SEQUENCE:1");
    // Adding a listing the tour already has changes nothing and sends nothing.
    await call(ADD, { listingIds: [third], tourIds: [tour.id] }, "broker");
    expect(await mails()).toHaveLength(before + 1);

    const stops = data(await call(READ, { id: tour.id }, "broker"), "tour").stops as Json[];
    const added = stops.find((s) => (s.listing as Json).id === third) as Json;
    expect((await call(REMOVE, { ids: [added.id] }, "broker")).errors).toBeUndefined();
    sent = await mails();
    expect(sent).toHaveLength(before + 2);
    expect(sent[0].kind).toBe("tour-changed");
    expect(sent[0].attachments?.[0].content).toContain("SEQUENCE:2");

    // A draft's stops change silently.
    await call(CANCEL, { id: tour.id }, "broker");
    const cancelled = (await mails()).length;
    await call(ADD, { listingIds: [third], tourIds: [tour.id] }, "broker");
    expect(await mails()).toHaveLength(cancelled);
  });

  it("tells a scheduled tour's people when a forced removal from the campaign takes one of its stops", async () => {
    const { call, campaignId, campaignListingIds } = fixture;
    // A campaign entry of its own, so removing it leaves the other tests' entries alone.
    const { rows } = await server.database.query<{ id: number; listing_id: number }>(
      `select l.id as listing_id, l.id from listings l
       where l.status = 'AVAILABLE' and l.id not in (select listing_id from campaign_listings where campaign_id = $1)
       order by l.id limit 1`,
      [campaignId],
    );
    const listingId = String(rows[0].listing_id);
    await call(
      `mutation A($l: [ID!]!, $c: [ID!]) { addListings(listingIds: $l, campaignIds: $c) { updatedCampaigns { id } } }`,
      { l: [listingId], c: [campaignId] },
      "broker",
    );
    const entry = (
      await server.database.query<{ id: number }>(
        "select id from campaign_listings where campaign_id = $1 and listing_id = $2",
        [campaignId, listingId],
      )
    ).rows[0].id;
    const tour = await scheduledTour(2);
    await call(ADD, { listingIds: [listingId], tourIds: [tour.id] }, "broker");
    const before = (await mails()).length;

    expect(errorCode(await call(REMOVE, { entries: [String(entry)] }, "broker"))).toBe("FORCE_REQUIRED");
    expect(await mails()).toHaveLength(before);
    expect((await call(REMOVE, { entries: [String(entry)], force: true }, "broker")).errors).toBeUndefined();
    const sent = await mails();
    expect(sent).toHaveLength(before + 1);
    expect(sent[0].kind).toBe("tour-changed");
    const stops = data(await call(READ, { id: tour.id }, "broker"), "tour").stops as Json[];
    expect(stops.map((s) => (s.listing as Json).id)).not.toContain(listingId);
    expect(campaignListingIds).not.toContain(String(entry));
  });
});
