import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Json } from "../../testing/accountClient";
import { sessionCookieFor } from "../../testing/sessions";
import { startTestServer, type TestServer, testBackends } from "../../testing/testServer";
import { errorCode } from "../../testing/tourbookRoles";
import { createVendorLoader } from "../csvImport/vendorOfUser";

const CREATE = `mutation C($input: CreateVendorInput!) { createVendor(input: $input) {
  vendor { id slug name trusted } error { code message field } } }`;
const TRUST = `mutation T($id: ID!, $trusted: Boolean!) { setVendorTrusted(vendorId: $id, trusted: $trusted) {
  vendor { id trusted } error { message } } }`;
const LINK = `mutation L($userId: ID!, $vendorId: ID) { setUserVendor(userId: $userId, vendorId: $vendorId) {
  user { id vendor { slug } } error { message field } } }`;
const VENDORS = `query { adminVendors { slug name trusted } }`;
const CAN_UPLOAD = `query U($slug: String!) { vendor(slug: $slug) { viewerCanUpload trusted } }`;

const ROLES = {
  signedOut: "",
  client: "client@squarely.test",
  broker: "broker@squarely.test",
  vendor: "vendor@squarely.test",
  research: "research@squarely.test",
  admin: "admin@squarely.test",
} as const;
type Role = keyof typeof ROLES;

/** Issue 24: admins create vendors, trust them and link users to them in user admin; nobody else. */
describe.each(testBackends())("vendor admin on $name", (backend) => {
  let server: TestServer;
  const cookie: Partial<Record<Role, string>> = {};
  let clientId = "";

  beforeAll(async () => {
    server = await startTestServer(backend, { listings: 10 });
    for (const [role, email] of Object.entries(ROLES)) {
      if (email) cookie[role as Role] = await sessionCookieFor(server.database, email);
    }
    clientId = String(
      (await q<{ id: number }>("select id from users where email = 'client@squarely.test'"))[0].id,
    );
  });
  afterAll(async () => {
    await server?.close();
  });

  const q = <T>(sql: string, values: unknown[] = []) =>
    server.database.query<T>(sql, values).then((r) => r.rows);
  const gql = async (query: string, variables: Record<string, unknown>, role: Role) =>
    (await (await server.graphql({ query, variables }, { cookie: cookie[role] })).json()) as Json;

  it("reads the vendors of a list of users with one statement (User.vendor's per-request loader)", async () => {
    const [first, second] = await q<{ id: number }>(
      "insert into vendors (name, slug, trusted) values ('Loader One', 'loader-one', false), ('Loader Two', 'loader-two', true) returning id",
    );
    const select = vi.spyOn(server.database.db, "select");
    try {
      const loader = createVendorLoader(server.database.db);
      const found = await Promise.all([first.id, second.id, first.id, 999_999].map((id) => loader.load(id)));
      expect(found.map((v) => v?.slug ?? null)).toEqual(["loader-one", "loader-two", "loader-one", null]);
      expect(select).toHaveBeenCalledTimes(1);
    } finally {
      select.mockRestore();
    }
  });

  it("lets an admin create a vendor, trust it and link a user, who may then upload for it; audited", async () => {
    const created = (
      await gql(CREATE, { input: { name: "Harbor Feeds", slug: "Harbor-Feeds", trusted: false } }, "admin")
    ).data.createVendor;
    expect(created).toMatchObject({
      error: null,
      vendor: { slug: "harbor-feeds", name: "Harbor Feeds", trusted: false },
    });
    const id = created.vendor.id;
    const taken = (
      await gql(CREATE, { input: { name: "Again", slug: "harbor-feeds", trusted: true } }, "admin")
    ).data.createVendor;
    expect(taken).toEqual({
      vendor: null,
      error: { code: "INVALID_INPUT", message: "Another vendor has this address already.", field: "slug" },
    });
    const badSlug = await gql(CREATE, { input: { name: "X", slug: "no spaces", trusted: false } }, "admin");
    expect(errorCode(badSlug)).toBe("BAD_USER_INPUT");

    expect((await gql(CAN_UPLOAD, { slug: "harbor-feeds" }, "client")).data.vendor).toEqual({
      viewerCanUpload: false,
      trusted: null,
    });
    const linked = (await gql(LINK, { userId: clientId, vendorId: id }, "admin")).data.setUserVendor;
    expect(linked).toEqual({ user: { id: clientId, vendor: { slug: "harbor-feeds" } }, error: null });
    expect((await gql(CAN_UPLOAD, { slug: "harbor-feeds" }, "client")).data.vendor).toEqual({
      viewerCanUpload: true,
      trusted: false,
    });

    const trusted = (await gql(TRUST, { id, trusted: true }, "admin")).data.setVendorTrusted;
    expect(trusted).toEqual({ vendor: { id, trusted: true }, error: null });
    expect((await gql(VENDORS, {}, "admin")).data.adminVendors).toContainEqual({
      slug: "harbor-feeds",
      name: "Harbor Feeds",
      trusted: true,
    });

    const cleared = (await gql(LINK, { userId: clientId, vendorId: null }, "admin")).data.setUserVendor;
    expect(cleared.user.vendor).toBeNull();
    expect((await gql(CAN_UPLOAD, { slug: "harbor-feeds" }, "client")).data.vendor.viewerCanUpload).toBe(
      false,
    );
    const none = (await gql(LINK, { userId: clientId, vendorId: "999999" }, "admin")).data.setUserVendor;
    expect(none.error).toEqual({ message: "There is no such vendor.", field: "vendorId" });

    const audit = await q<{ action: string; before: Json; after: Json }>(
      "select action, before, after from audit_log where action in ('vendor.create', 'vendor.setTrusted', 'user.setVendor') order by id",
    );
    expect(audit.map((a) => a.action)).toEqual([
      "vendor.create",
      "user.setVendor",
      "vendor.setTrusted",
      "user.setVendor",
    ]);
    expect(audit[1]).toMatchObject({ before: { vendorId: null }, after: { vendorId: Number(id) } });
  });

  it("refuses every vendor admin field to anyone but admins", async () => {
    const [acme] = await q<{ id: number }>("select id from vendors where slug = 'acme-feeds'");
    for (const role of Object.keys(ROLES) as Role[]) {
      if (role === "admin") continue;
      const expected = role === "signedOut" ? "UNAUTHENTICATED" : "FORBIDDEN";
      const answers = [
        await gql(
          CREATE,
          { input: { name: "Mine", slug: `mine-${role.toLowerCase()}`, trusted: true } },
          role,
        ),
        await gql(TRUST, { id: String(acme.id), trusted: true }, role),
        await gql(LINK, { userId: clientId, vendorId: String(acme.id) }, role),
        await gql(VENDORS, {}, role),
      ];
      expect([role, answers.map(errorCode)]).toEqual([role, [expected, expected, expected, expected]]);
    }
    const [after] = await q<{ trusted: boolean }>("select trusted from vendors where id = $1", [acme.id]);
    expect(after.trusted).toBe(false);
    expect((await q("select 1 from vendors where slug like 'mine-%'")).length).toBe(0);
    // The demo vendor's own user is told how its rows land; a broker reads no trust.
    expect((await gql(CAN_UPLOAD, { slug: "acme-feeds" }, "vendor")).data.vendor.trusted).toBe(false);
    expect((await gql(CAN_UPLOAD, { slug: "acme-feeds" }, "broker")).data.vendor.trusted).toBeNull();
  });
});
