import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Json } from "../../testing/accountClient";
import { startTestServer, type TestServer, testBackends } from "../../testing/testServer";
import {
  DEMO_CLIENT_EMAIL,
  errorCode,
  futureDay,
  type TourbookRole,
  tourbookFixture,
} from "../../testing/tourbookRoles";

const TOUR_FIELDS = `id uuid name date meetingPoint notes timeZone scheduledAt viewerCanEdit
  campaign { id displayName brokerName }
  stops { id position startTime durationMinutes notes listing { id brokerNotes } }`;
const CREATE = `mutation Create($input: CreateTourInput!) { createTour(input: $input) { ${TOUR_FIELDS} } }`;
const UPDATE = `mutation Update($input: UpdateTourInput!) { updateTour(input: $input) { ${TOUR_FIELDS} } }`;
const SCHEDULE = `mutation Schedule($id: ID!) { scheduleTour(tourId: $id) { id scheduledAt } }`;
const READ = `query Read($id: ID!) { tour(id: $id) { ${TOUR_FIELDS} } }`;
const CAMPAIGN_TOURS = `query Tours($id: ID!) { campaign(id: $id) { tours { id } } }`;
const ADD = `mutation Add($listingIds: [ID!]!, $tourIds: [ID!]) {
  addListings(listingIds: $listingIds, tourIds: $tourIds) { updatedTours { id } } }`;

type Role = TourbookRole;
const STRANGERS = ["client", "otherClient", "otherBroker", "research"] as const;

type Mail = { subject: string; text: string; kind: string; attachments: { content: string }[] | null };

/** Tours (issue 11): every query and mutation with every role, the draft rule, limits and e-mails. */
describe.each(testBackends())("tours on $name", (backend) => {
  let server: TestServer;
  let campaignId: string;
  let campaignListingIds: string[];
  let call: Awaited<ReturnType<typeof tourbookFixture>>["call"];
  const clientEmail = DEMO_CLIENT_EMAIL;
  const future = futureDay;

  beforeAll(async () => {
    server = await startTestServer(backend);
    ({ campaignId, campaignListingIds, call } = await tourbookFixture(server));
  });
  afterAll(async () => {
    await server?.close();
  });

  const code = errorCode;
  const message = (body: Json) => (body.errors as { message: string }[] | undefined)?.[0]?.message;
  const tourOf = (body: Json, field: string) => (body.data as Json)[field] as Json;
  const stopsOf = (tour: Json) => tour.stops as Json[];

  async function mailsTo(to: string): Promise<Mail[]> {
    const { rows } = await server.database.query<Mail>(
      'select subject, text, kind, attachments from email_outbox where lower("to") = lower($1) order by id desc',
      [to],
    );
    return rows;
  }

  async function newDraft(role: Role = "broker", extra: Record<string, unknown> = {}) {
    return call(CREATE, { input: { campaignId, name: "Tour", campaignListingIds, ...extra } }, role);
  }

  /** A draft with a day and every time set, ready to schedule. */
  async function readyDraft() {
    const draft = tourOf(await newDraft("broker", { date: future(3), meetingPoint: "Lobby" }), "createTour");
    const stops = stopsOf(draft).map((s, i) => ({
      id: s.id,
      startTime: `1${i}:00`,
      durationMinutes: 30,
      notes: i === 0 ? "Front desk" : null,
    }));
    await call(UPDATE, { input: { tourId: draft.id, stops } }, "broker");
    return { draft, stops };
  }

  it("lets only the campaign's broker or an admin create a tour, as a draft in the campaign's zone", async () => {
    for (const role of [...STRANGERS, "signedOut"] as const) {
      expect(code(await newDraft(role)), role).toBe(role === "signedOut" ? "UNAUTHENTICATED" : "FORBIDDEN");
    }
    for (const role of ["broker", "admin"] as const) {
      const tour = tourOf(
        await newDraft(role, { name: `  By ${role} `, date: future(5), meetingPoint: " Lobby ", notes: "" }),
        "createTour",
      );
      expect(tour).toMatchObject({
        name: `By ${role}`,
        date: future(5),
        meetingPoint: "Lobby",
        notes: null,
        timeZone: "America/New_York",
        scheduledAt: null,
        viewerCanEdit: true,
      });
      expect(stopsOf(tour).map((s) => [s.position, s.startTime, s.durationMinutes])).toEqual([
        [0, null, 30],
        [1, null, 30],
        [2, null, 30],
      ]);
    }
    // One answer for a campaign that does not exist and one that is not yours.
    expect(
      code(await call(CREATE, { input: { campaignId: "999999", name: "X", campaignListingIds } }, "broker")),
    ).toBe("FORBIDDEN");
  });

  it("refuses the worst a stranger or a careless form can send, writing nothing", async () => {
    const count = async () =>
      (await server.database.query<{ n: number }>("select count(*)::int as n from tours")).rows[0].n;
    const before = await count();
    const huge = "x".repeat(1_000_000);
    const tooMany = Array.from({ length: 51 }, (_, i) => String(i + 1));
    for (const extra of [
      { name: " " },
      { name: "x".repeat(121) },
      { campaignListingIds: [] },
      { campaignListingIds: tooMany },
      { notes: huge },
      { notes: "x".repeat(2001) },
      { meetingPoint: "x".repeat(301) },
      { meetingPoint: "Line\nbreak" },
      { date: "2026-02-30" },
    ]) {
      const body = await newDraft("broker", extra);
      expect(code(body), JSON.stringify(extra).slice(0, 60)).toBe("BAD_USER_INPUT");
    }
    // Strangers get FORBIDDEN even with a huge input, never a stack trace.
    const stranger = await newDraft("otherBroker", { notes: huge });
    expect(["BAD_USER_INPUT", "FORBIDDEN"]).toContain(code(stranger));
    expect(JSON.stringify(stranger)).not.toMatch(/at .*\.ts:\d+/);
    const foreign = await server.database.query<{ id: number }>(
      "select id from campaign_listings where campaign_id <> $1 limit 1",
      [campaignId],
    );
    expect(
      code(
        await newDraft("broker", { campaignListingIds: [campaignListingIds[0], String(foreign.rows[0].id)] }),
      ),
    ).toBe("BAD_USER_INPUT");
    expect(await count()).toBe(before);
  });

  it("hides a draft from everyone but its broker and admins; scheduling e-mails the client an invite, once", async () => {
    const { draft } = await readyDraft();
    const id = draft.id as string;
    for (const role of STRANGERS) expect(tourOf(await call(READ, { id }, role), "tour"), role).toBeNull();
    expect(code(await call(READ, { id }, "signedOut"))).toBe("UNAUTHENTICATED");
    expect(tourOf(await call(READ, { id: draft.uuid }, "admin"), "tour")).not.toBeNull();
    const listed = async (role: Role) =>
      (((await call(CAMPAIGN_TOURS, { id: campaignId }, role)).data as Json).campaign as Json)
        .tours as Json[];
    expect((await listed("broker")).map((t) => t.id)).toContain(id);
    expect((await listed("client")).map((t) => t.id)).not.toContain(id);

    for (const role of STRANGERS) expect(code(await call(SCHEDULE, { id }, role)), role).toBe("FORBIDDEN");
    expect(code(await call(SCHEDULE, { id }, "signedOut"))).toBe("UNAUTHENTICATED");
    const before = (await mailsTo(clientEmail)).length;
    const scheduled = tourOf(await call(SCHEDULE, { id }, "broker"), "scheduleTour");
    expect(scheduled.scheduledAt).not.toBeNull();
    await call(SCHEDULE, { id }, "broker");
    const mails = await mailsTo(clientEmail);
    expect(mails).toHaveLength(before + 1);
    expect(mails[0].kind).toBe("tour-scheduled");
    expect(mails[0].text).toContain(`/tourbook/tours/${draft.uuid}`);
    const ics = mails[0].attachments?.[0].content ?? "";
    expect(ics).toContain(`UID:${draft.uuid}@squarely`);
    expect(ics).toContain("SEQUENCE:0");
    expect(ics).toContain("METHOD:PUBLISH");

    expect((await listed("client")).map((t) => t.id)).toContain(id);
    const seen = tourOf(await call(READ, { id: draft.uuid }, "client"), "tour");
    expect(seen.viewerCanEdit).toBe(false);
    expect(stopsOf(seen).every((s) => (s.listing as Json).brokerNotes === null)).toBe(true);
    for (const role of ["otherClient", "otherBroker", "research"] as const) {
      expect(tourOf(await call(READ, { id }, role), "tour"), role).toBeNull();
    }
  });

  it("refuses to schedule a tour without a day, with a past day, or with a stop without a time", async () => {
    const undated = tourOf(await newDraft(), "createTour");
    expect(code(await call(SCHEDULE, { id: undated.id }, "broker"))).toBe("BAD_USER_INPUT");
    await call(UPDATE, { input: { tourId: undated.id, date: future(1) } }, "broker");
    const noTime = await call(SCHEDULE, { id: undated.id }, "broker");
    expect(message(noTime)).toBe("Stop 1: Give this stop a time.");
    await server.database.query("update tours set date = date '2020-01-01' where id = $1", [undated.id]);
    expect(message(await call(SCHEDULE, { id: undated.id }, "broker"))).toBe(
      "The tour's day has passed. Pick today or a later day.",
    );
    expect(tourOf(await call(READ, { id: undated.id }, "broker"), "tour").scheduledAt).toBeNull();
  });

  it("lets only the broker or an admin edit: order, times, notes; the stops must be exactly the tour's", async () => {
    const { draft, stops } = await readyDraft();
    const tourId = draft.id;
    const reversed = [...stops].reverse().map((s) => ({ ...s, durationMinutes: 45 }));
    for (const role of [...STRANGERS, "signedOut"] as const) {
      const body = await call(UPDATE, { input: { tourId, stops: reversed } }, role);
      expect(code(body), role).toBe(role === "signedOut" ? "UNAUTHENTICATED" : "FORBIDDEN");
    }
    const updated = tourOf(
      await call(UPDATE, { input: { tourId, stops: reversed, notes: "  Wear comfy shoes " } }, "admin"),
      "updateTour",
    );
    expect(updated.notes).toBe("Wear comfy shoes");
    expect(stopsOf(updated).map((s) => s.id)).toEqual(reversed.map((s) => s.id));
    expect(stopsOf(updated).map((s) => s.position)).toEqual([0, 1, 2]);
    expect(stopsOf(updated)[2]).toMatchObject({
      startTime: "10:00",
      durationMinutes: 45,
      notes: "Front desk",
    });

    const bad = [
      { stops: reversed.slice(1) },
      { stops: [...reversed, reversed[0]] },
      { stops: reversed.map((s, i) => (i === 0 ? { ...s, startTime: "25:00" } : s)) },
      { stops: reversed.map((s, i) => (i === 0 ? { ...s, durationMinutes: 4 } : s)) },
      { stops: reversed.map((s, i) => (i === 0 ? { ...s, notes: "x".repeat(2001) } : s)) },
      { stops: Array.from({ length: 51 }, (_, i) => ({ id: String(i + 1), durationMinutes: 30 })) },
      { name: "" },
      { notes: "x".repeat(1_000_000) },
      { date: "14/05/2026" },
    ];
    for (const input of bad) {
      const body = await call(UPDATE, { input: { tourId, ...input } }, "broker");
      expect(code(body), JSON.stringify(input).slice(0, 80)).toBe("BAD_USER_INPUT");
    }
    // A stop of another tour cannot be slipped in.
    const other = tourOf(await newDraft(), "createTour");
    const swapped = reversed.map((s, i) => (i === 0 ? { ...s, id: stopsOf(other)[0].id } : s));
    expect(code(await call(UPDATE, { input: { tourId, stops: swapped } }, "broker"))).toBe("BAD_USER_INPUT");
  });

  it("raises the sequence and e-mails 'tour changed' with the same UID when a scheduled tour's day or times change", async () => {
    const { draft, stops } = await readyDraft();
    const tourId = draft.id;
    await call(SCHEDULE, { id: tourId }, "broker");
    const before = (await mailsTo(clientEmail)).length;
    // A new name is not a calendar change.
    await call(UPDATE, { input: { tourId, name: "Renamed tour" } }, "broker");
    expect(await mailsTo(clientEmail)).toHaveLength(before);
    const moved = stops.map((s) => ({ ...s, startTime: s.startTime.replace(/^1/, "0") }));
    const changed = tourOf(
      await call(UPDATE, { input: { tourId, date: future(4), stops: moved } }, "broker"),
      "updateTour",
    );
    expect(changed.date).toBe(future(4));
    const mails = await mailsTo(clientEmail);
    expect(mails).toHaveLength(before + 1);
    expect(mails[0].kind).toBe("tour-changed");
    expect(mails[0].subject).toBe("Tour changed: Renamed tour");
    const ics = mails[0].attachments?.[0].content ?? "";
    expect(ics).toContain(`UID:${draft.uuid}@squarely`);
    expect(ics).toContain("SEQUENCE:1");
    expect(ics).toContain(`DTSTART:${future(4).replace(/-/g, "")}T`);
    // A scheduled tour keeps a day and every time.
    expect(code(await call(UPDATE, { input: { tourId, date: null } }, "broker"))).toBe("BAD_USER_INPUT");
    expect(code(await call(UPDATE, { input: { tourId, date: "2020-01-01" } }, "broker"))).toBe(
      "BAD_USER_INPUT",
    );
    const untimed = moved.map((s, i) => (i === 0 ? { ...s, startTime: null } : s));
    expect(code(await call(UPDATE, { input: { tourId, stops: untimed } }, "broker"))).toBe("BAD_USER_INPUT");
    expect(await mailsTo(clientEmail)).toHaveLength(before + 1);
  });

  it("appends listings added to a tour after its last stop", async () => {
    const tour = tourOf(
      await newDraft("broker", { campaignListingIds: campaignListingIds.slice(0, 2) }),
      "createTour",
    );
    const { rows } = await server.database.query<{ listing_id: number }>(
      "select listing_id from campaign_listings where id = $1",
      [campaignListingIds[2]],
    );
    const body = await call(ADD, { listingIds: [String(rows[0].listing_id)], tourIds: [tour.id] }, "broker");
    expect(body.errors).toBeUndefined();
    const read = tourOf(await call(READ, { id: tour.id }, "broker"), "tour");
    expect(stopsOf(read).map((s) => s.position)).toEqual([0, 1, 2]);
    expect((stopsOf(read)[2].listing as Json).id).toBe(String(rows[0].listing_id));
    expect(
      code(await call(ADD, { listingIds: [String(rows[0].listing_id)], tourIds: [tour.id] }, "client")),
    ).toBe("FORBIDDEN");
  });

  it("answers null alike for a missing tour and a malformed id", async () => {
    for (const id of ["999999", "not-an-id", "00000000-0000-4000-8000-000000000000"]) {
      expect(tourOf(await call(READ, { id }, "admin"), "tour"), id).toBeNull();
    }
    expect(code(await call(SCHEDULE, { id: "999999" }, "broker"))).toBe("FORBIDDEN");
    expect(code(await call(UPDATE, { input: { tourId: "999999", name: "X" } }, "broker"))).toBe("FORBIDDEN");
  });

  it("states a tour as a draft, scheduled, or completed once its day has passed (issue 25)", async () => {
    const { draft } = await readyDraft();
    const id = draft.id as string;
    const STATE = `query State($id: ID!, $campaign: ID!) {
      tour(id: $id) { state }
      campaign(id: $campaign) { tours { id state } } }`;
    const states = async (role: Role) => {
      const data = (await call(STATE, { id, campaign: campaignId }, role)).data as Json;
      const listed = ((data.campaign as Json).tours as Json[]).find((t) => t.id === id);
      return [(data.tour as Json | null)?.state ?? null, listed?.state ?? null];
    };
    expect(await states("broker")).toEqual(["DRAFT", "DRAFT"]);
    await call(SCHEDULE, { id }, "broker");
    expect(await states("client")).toEqual(["SCHEDULED", "SCHEDULED"]);
    await server.database.query("update tours set date = date '2020-01-01' where id = $1", [id]);
    expect(await states("client")).toEqual(["COMPLETED", "COMPLETED"]);
    expect(await states("broker")).toEqual(["COMPLETED", "COMPLETED"]);
    // A draft whose day passed never happened: still a draft.
    const old = tourOf(await newDraft(), "createTour");
    await server.database.query("update tours set date = date '2020-01-01' where id = $1", [old.id]);
    const read = await call(`query R($id: ID!) { tour(id: $id) { state } }`, { id: old.id }, "broker");
    expect(tourOf(read, "tour").state).toBe("DRAFT");
  });
});
