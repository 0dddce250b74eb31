import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Json } from "../../testing/accountClient";
import { type ImporterRole, importerRoles } from "../../testing/importerRoles";
import { startTestServer, type TestServer, testBackends } from "../../testing/testServer";
import { errorCode } from "../../testing/tourbookRoles";

const LIST = `query L($search: String, $limit: Int, $offset: Int) {
  leasingManagers(search: $search, limit: $limit, offset: $offset) {
    managers { id displayName email companyName buildingCount market { name } } hasMore } }`;
const ONE = `query O($id: ID!) { leasingManager(id: $id) { id displayName phone buildings { id address } } }`;
const CHOICES = `query C($search: String!) { leasingManagerBuildingChoices(search: $search) { id address } }`;
const CREATE = `mutation N($input: LeasingManagerInput!) { createLeasingManager(input: $input) {
  leasingManager { id displayName email phone buildingCount } error { code message field } } }`;
const UPDATE = `mutation U($id: ID!, $input: LeasingManagerInput!) { updateLeasingManager(id: $id, input: $input) {
  leasingManager { id companyName phone } error { code message field } } }`;
const LINK = `mutation K($id: ID!, $buildingId: ID!, $linked: Boolean!) {
  setLeasingManagerBuilding(id: $id, buildingId: $buildingId, linked: $linked) {
    leasingManager { id buildingCount buildings { id } } error { code message field } } }`;

const input = (over: Record<string, unknown> = {}) => ({
  firstName: "Rita",
  lastName: "Lang",
  email: "rita.lang@Lang-Leasing.example.com",
  phone: "2125550188",
  companyName: "Lang Leasing",
  marketId: null,
  ...over,
});

/** Issue 13's leasing managers: who may, search with caps, create, edit, link buildings, audit. */
describe.each(testBackends())("leasing managers on $name", (backend) => {
  let server: TestServer;
  let fx: Awaited<ReturnType<typeof importerRoles>>;
  const q = <T>(sql: string, values: unknown[] = []) =>
    server.database.query<T>(sql, values).then((r) => r.rows);
  const data = (body: Json, field: string) => (body.data as Json | null)?.[field] as Json;

  beforeAll(async () => {
    server = await startTestServer(backend, { listings: 40 });
    fx = await importerRoles(server);
  });
  afterAll(async () => {
    await server?.close();
  });

  it("lets brokers, research and admins in and refuses clients and visitors, on the server", async () => {
    const [any] = await q<{ id: number }>("select id from leasing_managers order by id limit 1");
    const id = String(any.id);
    for (const [role, code] of [
      ["signedOut", "UNAUTHENTICATED"],
      ["client", "FORBIDDEN"],
    ] as [ImporterRole, string][]) {
      for (const [query, variables] of [
        [LIST, {}],
        [ONE, { id }],
        [CHOICES, { search: "av" }],
        [CREATE, { input: input() }],
        [UPDATE, { id, input: input() }],
        [LINK, { id, buildingId: fx.buildingId, linked: true }],
      ] as const) {
        expect(errorCode(await fx.call(query, variables, role)), `${role} ${query.slice(0, 12)}`).toBe(code);
      }
    }
    for (const role of ["broker", "otherBroker", "research", "admin"] as ImporterRole[]) {
      const list = data(await fx.call(LIST, {}, role), "leasingManagers");
      expect(list.managers.length, role).toBeGreaterThanOrEqual(5);
    }
  });

  it("searches by name, company and e-mail, with capped pages", async () => {
    for (const search of ["laura benn", "granite", "kevin.osei@"]) {
      const page = data(await fx.call(LIST, { search }, "broker"), "leasingManagers");
      expect(page.managers.length, search).toBe(1);
    }
    const seeded = data(await fx.call(LIST, { search: "meridian" }, "research"), "leasingManagers");
    expect(seeded.managers.map((m: Json) => m.companyName)).toEqual(["Meridian Realty", "Meridian Realty"]);
    expect(seeded.managers[0].buildingCount).toBeGreaterThan(0);
    const first = data(await fx.call(LIST, { limit: 2 }, "broker"), "leasingManagers");
    const second = data(await fx.call(LIST, { limit: 2, offset: 2 }, "broker"), "leasingManagers");
    expect(first.hasMore).toBe(true);
    expect(second.managers.map((m: Json) => m.id)).not.toContain(first.managers[0].id);
    for (const variables of [{ limit: 51 }, { offset: 5001 }, { search: "x".repeat(101) }]) {
      expect(errorCode(await fx.call(LIST, variables, "broker"))).toBe("BAD_USER_INPUT");
    }
    expect(errorCode(await fx.call(CHOICES, { search: "a" }, "broker"))).toBe("BAD_USER_INPUT");
  });

  it("creates and edits with the shared rules, links and unlinks buildings, and audits each", async () => {
    const refused = await fx.call(
      CREATE,
      { input: input({ email: "not-an-address", firstName: " " }) },
      "broker",
    );
    expect(errorCode(refused)).toBe("BAD_USER_INPUT");
    const unknownMarket = data(
      await fx.call(CREATE, { input: input({ marketId: "999999" }) }, "broker"),
      "createLeasingManager",
    );
    expect(unknownMarket.error).toMatchObject({ code: "INVALID_INPUT", field: "marketId" });

    const created = data(await fx.call(CREATE, { input: input() }, "broker"), "createLeasingManager");
    expect(created.error).toBeNull();
    expect(created.leasingManager).toMatchObject({
      displayName: "Rita Lang",
      email: "rita.lang@lang-leasing.example.com",
      phone: "(212) 555-0188",
      buildingCount: 0,
    });
    const id = created.leasingManager.id;
    const updated = data(
      await fx.call(UPDATE, { id, input: input({ companyName: "Lang & Co", phone: "" }) }, "research"),
      "updateLeasingManager",
    );
    expect(updated.leasingManager).toMatchObject({ companyName: "Lang & Co", phone: null });
    expect(
      data(await fx.call(UPDATE, { id: "999999", input: input() }, "admin"), "updateLeasingManager").error
        .code,
    ).toBe("NOT_FOUND");

    const linked = data(
      await fx.call(LINK, { id, buildingId: fx.buildingId, linked: true }, "broker"),
      "setLeasingManagerBuilding",
    );
    expect(linked.leasingManager.buildings.map((b: Json) => b.id)).toEqual([fx.buildingId]);
    const again = data(
      await fx.call(LINK, { id, buildingId: fx.buildingId, linked: true }, "broker"),
      "setLeasingManagerBuilding",
    );
    expect(again.leasingManager.buildingCount).toBe(1);
    const unlinked = data(
      await fx.call(LINK, { id, buildingId: fx.buildingId, linked: false }, "admin"),
      "setLeasingManagerBuilding",
    );
    expect(unlinked.leasingManager.buildingCount).toBe(0);
    const missing = data(
      await fx.call(LINK, { id, buildingId: "999999", linked: true }, "admin"),
      "setLeasingManagerBuilding",
    );
    expect(missing.error).toMatchObject({ code: "NOT_FOUND", field: "buildingId" });

    const audit = await q<{ action: string; actor_email: string }>(
      "select action, actor_email from audit_log where subject_kind = 'leasingManager' and subject_id = $1 order by id",
      [id],
    );
    expect(audit.map((a) => a.action)).toEqual([
      "leasingManager.create",
      "leasingManager.update",
      "leasingManager.linkBuilding",
      "leasingManager.unlinkBuilding",
    ]);
    expect(audit[0].actor_email).toBe("broker@squarely.test");
  });

  it("prices the worst list a broker could ask for: refused before any work", async () => {
    const worst = `query W { leasingManagers(limit: 50) { managers { id
      buildings(limit: 100) { id address contacts { id email } photos { id url } } } } }`;
    const body = await fx.call(worst, {}, "broker");
    expect(body.data ?? null).toBeNull();
    expect(errorCode(body)).toBe("COST_LIMIT");
  });

  it("refuses a 101st building", async () => {
    const created = data(
      await fx.call(CREATE, { input: input({ email: "cap@example.com" }) }, "admin"),
      "createLeasingManager",
    );
    const id = Number(created.leasingManager.id);
    // 100 buildings of its own (the small seed may have fewer), all linked.
    await q(
      `with made as (
         insert into buildings (identity, address, slug, city, state, zip, lat, lng, market_id)
         select 'cap/' || g, g || ' Cap Street', g || '-cap-street', 'New York', 'ny', '10001', 40.7, -74, m.id
         from generate_series(1, 100) g, (select id from markets order by id limit 1) m
         returning id)
       insert into leasing_manager_buildings (leasing_manager_id, building_id) select $1, id from made`,
      [id],
    );
    const refused = data(
      await fx.call(LINK, { id: String(id), buildingId: fx.buildingId, linked: true }, "admin"),
      "setLeasingManagerBuilding",
    );
    expect(refused.error).toMatchObject({ code: "LIMIT_REACHED", field: "buildingId" });
    const one = data(await fx.call(ONE, { id: String(id) }, "broker"), "leasingManager");
    expect(one.buildings).toHaveLength(100);
  });
});
