import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EXPORT_ROW_LIMIT } from "../../../common/admin/listFilters";
import { analyticsEvents } from "../../db/schema/analytics";
import { contactSubmissions } from "../../db/schema/contactSubmissions";
import { AccountClient } from "../../testing/accountClient";
import { startTestServer, type TestServer, testBackends } from "../../testing/testServer";

const LIST = `query L($filter: ContactSubmissionFilter, $limit: Int, $before: ID) {
  contactSubmissions(filter: $filter, limit: $limit, before: $before) {
    entries { id kind name email companyName message payload handledAt } hasMore } }`;
const HANDLE = `mutation H($id: ID!, $handled: Boolean!) { setContactSubmissionHandled(id: $id, handled: $handled) { id handledAt } }`;
const EVENTS = `query E($filter: AnalyticsEventFilter, $limit: Int, $before: ID) {
  analyticsEventLog(filter: $filter, limit: $limit, before: $before) { entries { id type name userEmail properties } hasMore } }`;
const AUDIT = `query A($filter: AuditLogFilter) { auditLog(filter: $filter) { entries { action subjectId after } } }`;

/** Issue 13: admins read, handle and export the public forms' messages and the analytics events. */
describe.each(testBackends())("contact submissions and analytics events admin on $name", (backend) => {
  let server: TestServer;
  let admin: AccountClient;
  const tag = `sub${Date.now()}`;
  beforeAll(async () => {
    server = await startTestServer(backend);
    admin = new AccountClient(server);
    expect((await admin.signIn("admin@squarely.test")).error).toBeNull();
    await server.database.db.insert(contactSubmissions).values([
      { kind: "contact", name: "Ann Apple", email: `ann.${tag}@example.com`, message: "Hello" },
      {
        kind: "list-with-us",
        name: '=HYPERLINK("http://evil.example")',
        email: `owner.${tag}@example.com`,
        companyName: "+Owner Co",
        payload: { building: "@245 Park" },
      },
      { kind: "referral", name: "Rae Ref", email: `rae.${tag}@example.com`, handledAt: new Date() },
    ]);
    await server.database.db.insert(analyticsEvents).values([
      { type: "track", name: `${tag}_clicked`, properties: { cell: "=1+1" } },
      { type: "page", name: `${tag}_page`, properties: {} },
    ]);
  });
  afterAll(async () => {
    await server?.close();
  });

  it("refuses every role but admins, on the server, for the lists, the mutation and the exports", async () => {
    const anonymous = new AccountClient(server);
    for (const [query, variables] of [
      [LIST, {}],
      [HANDLE, { id: "1", handled: true }],
      [EVENTS, {}],
    ] as const) {
      expect((await anonymous.gql(query, variables)).errors[0].extensions.code).toBe("UNAUTHENTICATED");
    }
    for (const path of ["contact-submissions", "analytics-events"]) {
      expect((await fetch(`${server.url}/admin/exports/${path}.csv`)).status).toBe(401);
    }
    for (const email of ["client@squarely.test", "broker@squarely.test", "research@squarely.test"]) {
      const user = new AccountClient(server);
      await user.signIn(email);
      for (const [query, variables] of [
        [LIST, {}],
        [HANDLE, { id: "1", handled: true }],
        [EVENTS, {}],
      ] as const) {
        expect((await user.gql(query, variables)).errors[0].extensions.code, `${email}`).toBe("FORBIDDEN");
      }
      for (const path of ["contact-submissions", "analytics-events"]) {
        const res = await fetch(`${server.url}/admin/exports/${path}.csv`, {
          headers: { cookie: `sq_session=${user.cookie}` },
        });
        expect(res.status, `${email} ${path}`).toBe(403);
        expect(await res.text()).toBe("You are not permitted to access this content.");
      }
    }
  });

  it("filters by form, words and handled, pages newest first, and caps a page at 100", async () => {
    const search = (await admin.gql(LIST, { filter: { search: tag } })).data.contactSubmissions;
    expect(search.entries.map((e: { name: string }) => e.name)).toEqual([
      "Rae Ref",
      '=HYPERLINK("http://evil.example")',
      "Ann Apple",
    ]);
    const waiting = (await admin.gql(LIST, { filter: { search: tag, handled: false } })).data
      .contactSubmissions;
    expect(waiting.entries).toHaveLength(2);
    const listWithUs = (await admin.gql(LIST, { filter: { search: tag, kind: "LIST_WITH_US" } })).data
      .contactSubmissions.entries;
    expect(listWithUs).toMatchObject([{ kind: "LIST_WITH_US", payload: { building: "@245 Park" } }]);
    const first = (await admin.gql(LIST, { filter: { search: tag }, limit: 2 })).data.contactSubmissions;
    expect(first.hasMore).toBe(true);
    const next = (await admin.gql(LIST, { filter: { search: tag }, limit: 2, before: first.entries[1].id }))
      .data.contactSubmissions;
    expect(next).toMatchObject({ hasMore: false, entries: [{ name: "Ann Apple" }] });
    // `%` is a literal character, not "anything".
    expect((await admin.gql(LIST, { filter: { search: "%" } })).data.contactSubmissions.entries).toEqual([]);
    expect((await admin.gql(LIST, { limit: 101 })).errors[0].extensions.code).toBe("BAD_USER_INPUT");
  });

  it("marks a message handled and waiting again, each in the audit log; an unknown id is NOT_FOUND", async () => {
    const [ann] = (await admin.gql(LIST, { filter: { search: `ann.${tag}` } })).data.contactSubmissions
      .entries;
    const handled = (await admin.gql(HANDLE, { id: ann.id, handled: true })).data.setContactSubmissionHandled;
    expect(handled.handledAt).not.toBeNull();
    await admin.gql(HANDLE, { id: ann.id, handled: false });
    const audit = (
      await admin.gql(AUDIT, { filter: { subjectKind: "contactSubmission", subjectId: ann.id } })
    ).data.auditLog.entries;
    expect(audit.map((e: { action: string }) => e.action)).toEqual([
      "contactSubmission.reopen",
      "contactSubmission.handle",
    ]);
    expect((await admin.gql(HANDLE, { id: "999999999", handled: true })).errors[0].extensions.code).toBe(
      "NOT_FOUND",
    );
  });

  it("exports the filtered messages as CSV with formulas neutralised, and audits the export", async () => {
    const res = await fetch(
      `${server.url}/admin/exports/contact-submissions.csv?q=${tag}&kind=LIST_WITH_US`,
      {
        headers: { cookie: `sq_session=${admin.cookie}` },
      },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/csv");
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="contact-submissions-\d{4}-\d{2}-\d{2}\.csv"; filename\*=UTF-8''contact-submissions-\d{4}-\d{2}-\d{2}\.csv$/,
    );
    const lines = (await res.text()).trim().split("\n");
    expect(lines[0]).toBe("id,received,form,name,email,phone,company,message,details,handled");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    // Neutralised cells are quoted too (OWASP: a semicolon-splitting reader keeps them whole).
    expect(lines[1]).toContain(`,"'+Owner Co",`);
    expect(lines[1]).toContain('"{""building"":""@245 Park""}"');
    const audit = (await admin.gql(AUDIT, { filter: { action: "contactSubmissions.export" } })).data.auditLog
      .entries;
    expect(audit[0].after.filter).toMatchObject({ kind: "LIST_WITH_US", search: tag });
  });

  it("reads and exports analytics events filtered by name and type", async () => {
    const log = (await admin.gql(EVENTS, { filter: { name: `${tag}_clicked`, type: "TRACK" } })).data
      .analyticsEventLog;
    expect(log).toMatchObject({ hasMore: false, entries: [{ type: "TRACK", properties: { cell: "=1+1" } }] });
    const res = await fetch(`${server.url}/admin/exports/analytics-events.csv?name=${tag}_clicked`, {
      headers: { cookie: `sq_session=${admin.cookie}` },
    });
    const lines = (await res.text()).trim().split("\n");
    expect(lines[0]).toBe("id,at,type,name,user,anonymous id,server id,properties");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`,track,${tag}_clicked,`);
    expect(lines[1]).toContain('"{""cell"":""=1+1""}"');
    expect(EXPORT_ROW_LIMIT).toBe(50_000);
  });
});
