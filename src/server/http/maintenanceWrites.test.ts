import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAINTENANCE_WRITE_MESSAGE } from "../services/admin/maintenanceWrites";
import { postFile } from "../testing/mediaRoles";
import { sessionCookieFor } from "../testing/sessions";
import { startTestServer, type TestServer, testBackends } from "../testing/testServer";

const FLIP = `mutation Flip($on: Boolean!) { setMaintenanceSwitch(on: $on) }`;
const CONTACT = `mutation Contact($input: ContactFormInput!) { submitContactForm(input: $input) { __typename } }`;
const END_OTHERS = `mutation { endOtherSessions { __typename } }`;
const TRACK = `mutation { track(event: { name: "page_view" }) }`;
const CSV = "building_id,floor_and_suite,square_feet\n1,Suite 1,1000\n";

const contact = {
  kind: "CONTACT",
  name: "Sam Visitor",
  email: "sam@example.com",
  message: "Do you have space in SoHo?",
};

/** Issue 24 §11: maintenance closes writes too, not only pages: nothing changes while it is on. */
describe.each(testBackends())("writes during maintenance on $name", (backend) => {
  let server: TestServer;
  let admin: string;
  let client: string;
  let vendor: string;
  beforeAll(async () => {
    server = await startTestServer(backend);
    admin = await sessionCookieFor(server.database, "admin@squarely.test");
    client = await sessionCookieFor(server.database, "client@squarely.test");
    vendor = await sessionCookieFor(server.database, "vendor@squarely.test");
  });
  afterAll(async () => {
    await server?.graphql({ query: FLIP, variables: { on: false } }, { cookie: admin });
    await server?.close();
  });

  const count = async (table: string) =>
    Number((await server.database.query<{ n: string }>(`select count(*) as n from ${table}`)).rows[0].n);

  it("refuses non-admin mutations, uploads and imports with 503 and the maintenance message", async () => {
    expect(
      (await (await server.graphql({ query: FLIP, variables: { on: true } }, { cookie: admin })).json()).data,
    ).toEqual({ setMaintenanceSwitch: true });
    const submissions = await count("contact_submissions");
    const imports = await count("csv_imports");

    for (const cookie of [undefined, client]) {
      const res = await server.graphql(
        { query: CONTACT, variables: { input: contact } },
        cookie ? { cookie } : {},
      );
      expect(res.status).toBe(503);
      expect(res.headers.get("retry-after")).toBe("300");
      const body = await res.json();
      expect(body.errors[0]).toMatchObject({
        message: MAINTENANCE_WRITE_MESSAGE,
        extensions: { code: "MAINTENANCE" },
      });
      expect(body.errors[0].extensions.http).toBeUndefined();
    }
    const ended = await (await server.graphql({ query: END_OTHERS }, { cookie: client })).json();
    expect(ended.errors[0].extensions.code).toBe("MAINTENANCE");
    expect(await count("contact_submissions")).toBe(submissions);

    // A CSV import and a photo upload are refused before their bodies are read.
    const upload = await postFile(
      server,
      "/csv-imports/acme-feeds",
      { bytes: Buffer.from(CSV), name: "feed.csv", type: "text/csv" },
      { cookie: vendor },
    );
    expect(upload.status).toBe(503);
    expect(upload.headers.get("retry-after")).toBe("300");
    expect(await upload.json()).toEqual({
      error: { code: "MAINTENANCE", message: MAINTENANCE_WRITE_MESSAGE },
    });
    expect(await count("csv_imports")).toBe(imports);
    const photo = await postFile(
      server,
      "/media/listings/1/photos",
      { bytes: Buffer.from("x"), name: "a.jpg" },
      {
        cookie: client,
      },
    );
    expect(photo.status).toBe(503);

    // Reads, analytics and the admin's own writes keep working.
    const read = await server.graphql({ query: "query { currentUser { email } }" }, { cookie: client });
    expect(read.status).toBe(200);
    expect((await read.json()).data.currentUser.email).toBe("client@squarely.test");
    expect((await (await server.graphql({ query: TRACK })).json()).data).toEqual({ track: true });
    const byAdmin = await server.graphql(
      { query: CONTACT, variables: { input: contact } },
      { cookie: admin },
    );
    expect(byAdmin.status).toBe(200);
    expect((await byAdmin.json()).errors).toBeUndefined();
    expect(await count("contact_submissions")).toBe(submissions + 1);

    expect(
      (await (await server.graphql({ query: FLIP, variables: { on: false } }, { cookie: admin })).json())
        .data,
    ).toEqual({ setMaintenanceSwitch: false });
    const after = await server.graphql({ query: CONTACT, variables: { input: contact } }, { cookie: client });
    expect((await after.json()).errors).toBeUndefined();
  });
});

describe("writes under MAINTENANCE_MODE", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ name: "pglite" }, { env: { MAINTENANCE_MODE: "true" } });
  });
  afterAll(() => server?.close());

  it("are refused for everyone, admins too, while signing in stays open", async () => {
    const admin = await sessionCookieFor(server.database, "admin@squarely.test");
    const res = await server.graphql({ query: CONTACT, variables: { input: contact } }, { cookie: admin });
    expect(res.status).toBe(503);
    expect((await res.json()).errors[0].extensions.code).toBe("MAINTENANCE");
    const signIn = await server.graphql({
      query: `mutation { signIn(email: "nobody@example.com", password: "wrong-password") { __typename } }`,
    });
    expect(signIn.status).toBe(200);
    expect(JSON.stringify(await signIn.json())).not.toContain("MAINTENANCE");
  });
});
