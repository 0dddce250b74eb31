import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Json } from "../../testing/accountClient";
import { startTestServer, type TestServer, testBackends } from "../../testing/testServer";

const METHOD = `query { commuteMethod { estimator summary routeFactor modes { mode speedMph overheadMinutes overhead } } }`;
const CANDIDATES = `query Candidates($query: String!) {
  commuteCandidates(query: $query) { kind id label detail path position { lat lng } } }`;
const ESTIMATES = `query Estimates($homeZips: [String!]!, $candidates: [CommuteCandidateInput!]!) {
  commuteEstimates(homeZips: $homeZips, candidates: $candidates) {
    homes { index zip place position { lat lng } }
    invalidZips unknownZips
    offices {
      candidate { kind id label path }
      commutes { homeIndex distanceMiles times { transit car bike walk } }
      average { transit car bike walk }
      worst { transit car bike walk }
    }
  } }`;

type Building = { id: number; address: string; lat: number; lng: number; available: number };

describe.each(testBackends())("commute calculator API on $name", (backend) => {
  let server: TestServer;
  let building: Building;
  let soho: { id: number; lat: number; lng: number };

  beforeAll(async () => {
    server = await startTestServer(backend);
    const { rows } = await server.database.query<Building>(
      `select b.id, b.address, b.lat, b.lng,
         (select count(*)::int from listings l where l.building_id = b.id and l.status = 'AVAILABLE') as available
       from buildings b join markets m on m.id = b.market_id
       where m.slug = 'new-york' order by available desc, b.id limit 1`,
    );
    building = rows[0];
    const hoods = await server.database.query<{ id: number; lat: number; lng: number }>(
      `select n.id, n.lat, n.lng from neighborhoods n join markets m on m.id = n.market_id
       where m.slug = 'new-york' and n.slug = 'soho'`,
    );
    soho = hoods.rows[0];
  });
  afterAll(async () => {
    await server?.close();
  });

  async function post(query: string, variables: Record<string, unknown> = {}) {
    const res = await server.graphql({ query, variables });
    return { status: res.status, body: (await res.json()) as Json };
  }

  /** A refused request: never a 500, one BAD_USER_INPUT error with a message a person can read. */
  async function refused(query: string, variables: Record<string, unknown>): Promise<string> {
    const { status, body } = await post(query, variables);
    expect(status).toBeLessThan(500);
    expect(body.errors).toHaveLength(1);
    expect(body.errors[0].extensions.code).toBe("BAD_USER_INPUT");
    expect(JSON.stringify(body.errors[0])).not.toMatch(/at .*\.ts:/);
    return body.errors[0].message;
  }

  it("states the method in use, signed out", async () => {
    const { body } = await post(METHOD);
    expect(body.errors).toBeUndefined();
    expect(body.data.commuteMethod).toMatchObject({ estimator: "distance", routeFactor: 1.3 });
    expect(body.data.commuteMethod.modes.map((m: Json) => m.mode)).toEqual([
      "TRANSIT",
      "CAR",
      "BIKE",
      "WALK",
    ]);
  });

  it("suggests neighbourhoods and buildings as you type", async () => {
    const hoods = await post(CANDIDATES, { query: "soho new york" });
    expect(hoods.body.data.commuteCandidates[0]).toMatchObject({
      kind: "NEIGHBORHOOD",
      id: String(soho.id),
      label: "SoHo",
      detail: "Neighbourhood in New York",
      path: "/office-space/ny/new-york/soho",
    });
    const byAddress = await post(CANDIDATES, { query: building.address.toLowerCase() });
    const hit = byAddress.body.data.commuteCandidates.find((c: Json) => c.id === String(building.id));
    expect(hit).toMatchObject({ kind: "BUILDING", position: { lat: building.lat, lng: building.lng } });
    expect(building.available).toBeGreaterThan(1);
    expect(hit.detail).toMatch(
      new RegExp(`^Building in .*New York · ${building.available} spaces available$`),
    );
    expect(hit.path).toMatch(/^\/buildings\/ny\/new-york\//);
  });

  it("treats % and _ as plain text and explains a too-short search", async () => {
    const wild = await post(CANDIDATES, { query: "%%" });
    expect(wild.body.data.commuteCandidates).toEqual([]);
    expect(await refused(CANDIDATES, { query: " a " })).toBe("query: Type at least 2 characters to search.");
  });

  it("estimates each located home to each office, keeps good ZIPs and reports bad ones by value", async () => {
    const { body } = await post(ESTIMATES, {
      homeZips: ["10001", "99999", "not-a-zip", "10013", "10001"],
      candidates: [
        { kind: "BUILDING", id: String(building.id) },
        { kind: "NEIGHBORHOOD", id: String(soho.id) },
      ],
    });
    expect(body.errors).toBeUndefined();
    const result = body.data.commuteEstimates;
    expect(result.homes.map((h: Json) => [h.index, h.zip, h.place])).toEqual([
      [0, "10001", "New York, NY"],
      [3, "10013", "New York, NY"],
      [4, "10001", "New York, NY"],
    ]);
    expect(result.unknownZips).toEqual(["99999"]);
    expect(result.invalidZips).toEqual(["not-a-zip"]);
    expect(result.offices.map((o: Json) => o.candidate.kind)).toEqual(["BUILDING", "NEIGHBORHOOD"]);
    for (const office of result.offices) {
      expect(office.commutes.map((c: Json) => c.homeIndex)).toEqual([0, 3, 4]);
      for (const mode of ["transit", "car", "bike", "walk"]) {
        const times = office.commutes.map((c: Json) => c.times[mode]);
        expect(office.worst[mode]).toBe(Math.max(...times));
        expect(office.average[mode]).toBe(
          Math.round(times.reduce((a: number, b: number) => a + b) / times.length),
        );
      }
      // Walking is never faster than cycling over the same distance.
      expect(office.average.walk).toBeGreaterThanOrEqual(office.average.bike);
    }
  });

  it("answers with empty figures when no home can be located", async () => {
    const { body } = await post(ESTIMATES, {
      homeZips: ["99999"],
      candidates: [{ kind: "NEIGHBORHOOD", id: String(soho.id) }],
    });
    expect(body.data.commuteEstimates.homes).toEqual([]);
    expect(body.data.commuteEstimates.offices[0]).toMatchObject({ commutes: [], average: null, worst: null });
  });

  it("refuses requests outside the limits with clear messages", async () => {
    const office = [{ kind: "NEIGHBORHOOD", id: String(soho.id) }];
    expect(await refused(ESTIMATES, { homeZips: [], candidates: office })).toBe(
      "homeZips: Enter at least one home ZIP code.",
    );
    expect(await refused(ESTIMATES, { homeZips: Array(201).fill("10001"), candidates: office })).toBe(
      "homeZips: Compare at most 200 homes at a time; split a larger team into groups.",
    );
    expect(await refused(ESTIMATES, { homeZips: ["10001"], candidates: [] })).toBe(
      "candidates: Choose at least one office to compare.",
    );
    const eleven = Array.from({ length: 11 }, (_, i) => ({ kind: "BUILDING", id: String(i + 1) }));
    expect(await refused(ESTIMATES, { homeZips: ["10001"], candidates: eleven })).toBe(
      "candidates: Compare at most 10 offices at a time.",
    );
    expect(await refused(ESTIMATES, { homeZips: ["x".repeat(40)], candidates: office })).toBe(
      "homeZips.0: That is too long to be a ZIP code.",
    );
    expect(
      await refused(ESTIMATES, { homeZips: ["10001"], candidates: [{ kind: "BUILDING", id: "abc" }] }),
    ).toBe("candidates.0.id: Not an office id.");
    expect(
      await refused(ESTIMATES, { homeZips: ["10001"], candidates: [{ kind: "BUILDING", id: "999999999" }] }),
    ).toBe("These offices no longer exist: building 999999999. Remove them and try again.");
  });

  it("refuses an unknown candidate kind at the schema, without a 500", async () => {
    const { status, body } = await post(ESTIMATES, {
      homeZips: ["10001"],
      candidates: [{ kind: "LISTING", id: "1" }],
    });
    expect(status).toBeLessThan(500);
    expect(body.errors[0].message).toMatch(/LISTING/);
  });

  it("counts the same office once", async () => {
    const office = { kind: "NEIGHBORHOOD", id: String(soho.id) };
    const { body } = await post(ESTIMATES, { homeZips: ["10001"], candidates: [office, office] });
    expect(body.data.commuteEstimates.offices).toHaveLength(1);
  });
});
