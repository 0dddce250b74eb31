import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMaintenanceSwitch } from "../services/admin/maintenanceSwitch";
import { sessionCookieFor } from "../testing/sessions";
import { startTestServer, type TestServer, testBackends } from "../testing/testServer";

const FLIP = `mutation Flip($on: Boolean!) { setMaintenanceSwitch(on: $on) }`;
const READ = `query { maintenanceSwitch }`;

/** Issue 13: the admin's maintenance switch closes the site to everyone but admins, on every process. */
describe.each(testBackends())("the maintenance switch on $name", (backend) => {
  let server: TestServer;
  let admin: string;
  let client: string;
  beforeAll(async () => {
    server = await startTestServer(backend);
    admin = await sessionCookieFor(server.database, "admin@squarely.test");
    client = await sessionCookieFor(server.database, "client@squarely.test");
  });
  afterAll(async () => {
    // Off again, whatever a failed assertion left behind.
    await server?.graphql({ query: FLIP, variables: { on: false } }, { cookie: admin });
    await server?.close();
  });

  async function get(path: string, cookie?: string) {
    const res = await fetch(`${server.url}${path}`, {
      redirect: "manual",
      headers: cookie ? { cookie } : {},
    });
    return { status: res.status, retryAfter: res.headers.get("retry-after"), body: await res.text() };
  }
  const gql = async (query: string, variables: Record<string, unknown>, cookie?: string) =>
    (await server.graphql({ query, variables }, cookie ? { cookie } : {})).json();

  it("is for admins only", async () => {
    expect((await gql(FLIP, { on: true }, client)).errors[0].extensions.code).toBe("FORBIDDEN");
    expect((await gql(READ, {}, client)).errors[0].extensions.code).toBe("FORBIDDEN");
    expect((await gql(FLIP, { on: true })).errors[0].extensions.code).toBe("UNAUTHENTICATED");
    expect((await get("/")).status).toBe(200);
  });

  it("answers non-admins 503 with the maintenance page while admins keep working, and is audited", async () => {
    // Another app process on the same database, with its own cache (no TTL, to read at once).
    const otherProcess = createMaintenanceSwitch(server.database, 0);
    expect(await otherProcess.isOn()).toBe(false);
    expect((await gql(FLIP, { on: true }, admin)).data.setMaintenanceSwitch).toBe(true);
    expect(await otherProcess.isOn()).toBe(true);
    expect((await gql(READ, {}, admin)).data.maintenanceSwitch).toBe(true);

    for (const path of ["/", "/office-space/ny/new-york"]) {
      for (const cookie of [undefined, client]) {
        const page = await get(path, cookie);
        expect(page.status, path).toBe(503);
        expect(page.retryAfter).toBe("300");
        expect(page.body).toContain("Your data is safe");
      }
      expect((await get(path, admin)).status, path).toBe(200);
    }
    // Admins must be able to sign in to switch it off.
    expect((await get("/sign-in")).status).toBe(200);

    expect((await gql(FLIP, { on: false }, admin)).data.setMaintenanceSwitch).toBe(false);
    expect((await get("/")).status).toBe(200);
    expect(await otherProcess.isOn()).toBe(false);
    const { rows } = await server.database.query<{ action: string }>(
      "select action from audit_log where subject_kind = 'settings' order by id desc limit 2",
    );
    expect(rows.map((r) => r.action)).toEqual(["settings.maintenanceOff", "settings.maintenanceOn"]);
  });
});
