import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox } from "../../db/schema/emailOutbox";
import { listMailTo } from "../../services/mail/outboxRead";
import { AccountClient, type Json, uniqueEmail } from "../../testing/accountClient";
import { sessionCookieFor } from "../../testing/sessions";
import { startTestServer, type TestServer, testBackends } from "../../testing/testServer";

const FIELDS = "id to subject kind status attempts error sentAt html text links { label url } redacted";
const OUTBOX = `query Outbox($filter: MailFilter, $limit: Int, $before: ID) {
  mailOutbox(filter: $filter, limit: $limit, before: $before) { entries { ${FIELDS} } hasMore deliveryEnabled } }`;
const MINE = `query Mine($limit: Int) { myMail(limit: $limit) { entries { ${FIELDS} } hasMore deliveryEnabled } }`;
const ONE = `query One($id: ID!) { outboxMail(id: $id) { ${FIELDS} } }`;
const START = `mutation Start($input: StartCampaignInput!) { startCampaign(input: $input) { campaignId } }`;

const INVITATION_LINK = /\/invitation\/[0-9a-f-]{36}/;
const CONFIRM_LINK = /\/confirm-account\/[A-Za-z0-9_-]{16,}/;
const RESET_LINK = /token=[A-Za-z0-9_%-]{16,}/;

/** Issue 25's mail screens: who reads which mail, what is hidden from whom, and bounded pages. */
describe.each(testBackends())("mail screens on $name", (backend) => {
  let demo: TestServer;
  let live: TestServer;
  const cookie: Record<string, string> = {};
  let newcomer: AccountClient;
  let address: string;

  async function as(server: TestServer, who: string | AccountClient, query: string, variables = {}) {
    if (who instanceof AccountClient) return who.gql(query, variables);
    const res = await server.graphql({ query, variables }, { cookie: cookie[who] });
    return (await res.json()) as Json;
  }
  const code = (body: Json) => body.errors?.[0]?.extensions?.code;

  beforeAll(async () => {
    [demo, live] = await Promise.all([
      startTestServer(backend, { env: { DEMO_MODE: "true" } }),
      startTestServer(backend, { env: { DEMO_MODE: "false" } }),
    ]);
    for (const role of ["admin", "broker", "client"]) {
      cookie[role] = await sessionCookieFor(demo.database, `${role}@squarely.test`);
    }
    // A newcomer signs up (a confirmation mail) and a broker starts a campaign for their address,
    // still unconfirmed (an invitation mail).
    address = uniqueEmail("newcomer");
    newcomer = new AccountClient(demo);
    expect((await newcomer.createAccount({ email: address })).error).toBeNull();
    const input = { clientEmail: address, firstName: "Nia", lastName: "Newcomer" };
    expect((await as(demo, "broker", START, { input })).data.startCampaign.campaignId).toBeTruthy();
  });
  afterAll(async () => {
    await Promise.all([demo?.close(), live?.close()]);
  });

  it("shows a demo-mode newcomer their own mail in full: the confirmation and the invitation, with links to follow", async () => {
    const page = (await as(demo, newcomer, MINE)).data.myMail;
    expect(page.deliveryEnabled).toBe(false);
    expect(page.entries.map((m: Json) => m.kind)).toEqual(["campaign-invitation", "confirm-account"]);
    const [invitation, confirmation] = page.entries;
    expect(invitation).toMatchObject({ to: address, status: "QUEUED", redacted: false });
    expect(invitation.text).toMatch(INVITATION_LINK);
    expect(invitation.links.map((l: Json) => l.label)).toContain("Accept the invitation");
    expect(invitation.links.find((l: Json) => l.label === "Accept the invitation").url).toMatch(
      INVITATION_LINK,
    );
    expect(confirmation.text).toMatch(CONFIRM_LINK);
    expect(confirmation.redacted).toBe(false);
    // The message itself may be read by id too.
    expect((await as(demo, newcomer, ONE, { id: invitation.id })).data.outboxMail.html).toMatch(
      INVITATION_LINK,
    );
  });

  it("hides a sign-in link mailed to the address before the account existed", async () => {
    const { rows } = await demo.database.query<{ id: number }>(
      `insert into email_outbox ("to", subject, html, text, kind, created_at)
       values ($1, 'Reset', '<a href="http://x.test/change-password?token=abcdefghijklmnopqrstuvwxyz">Reset</a>',
       'Reset: http://x.test/change-password?token=abcdefghijklmnopqrstuvwxyz', 'reset-password', now() - interval '1 day')
       returning id`,
      [address],
    );
    const old = (await as(demo, newcomer, ONE, { id: String(rows[0].id) })).data.outboxMail;
    expect(old.redacted).toBe(true);
    expect(old.text).not.toMatch(RESET_LINK);
    expect(old.html).not.toMatch(RESET_LINK);
    expect(old.text).toContain("token=[hidden]");
    expect(old.links).toEqual([]);
    await demo.database.query("delete from email_outbox where id = $1", [rows[0].id]);
  });

  it("shows admins every message with the sign-in and invitation links hidden", async () => {
    const page = (await as(demo, "admin", OUTBOX, { filter: { recipient: address.toUpperCase() } })).data
      .mailOutbox;
    expect(page.entries.map((m: Json) => m.kind)).toEqual(["campaign-invitation", "confirm-account"]);
    for (const m of page.entries) {
      expect(m.redacted, m.kind).toBe(true);
      for (const part of [m.text, m.html]) {
        expect(part).not.toMatch(INVITATION_LINK);
        expect(part).not.toMatch(CONFIRM_LINK);
        expect(part).toContain("[hidden]");
      }
      expect(m.links.every((l: Json) => !l.url.includes("[hidden]"))).toBe(true);
    }
    // The tokens are still in the outbox: only what is shown is hidden.
    const { rows } = await demo.database.query<{ text: string }>(
      "select text from email_outbox where \"to\" = $1 and kind = 'confirm-account'",
      [address],
    );
    expect(rows[0].text).toMatch(CONFIRM_LINK);
  });

  it("keeps everyone else out: another client, a broker and a visitor read none of it", async () => {
    const [mine] = (await as(demo, newcomer, MINE)).data.myMail.entries;
    for (const who of ["client", "broker"]) {
      expect((await as(demo, who, ONE, { id: mine.id })).data.outboxMail, who).toBeNull();
      const own = (await as(demo, who, MINE)).data.myMail.entries;
      expect(
        own.every((m: Json) => m.to === `${who}@squarely.test`),
        who,
      ).toBe(true);
      expect(code(await as(demo, who, OUTBOX)), who).toBe("FORBIDDEN");
    }
    const visitor = await demo.graphql({ query: MINE });
    expect(code(await visitor.json())).toBe("UNAUTHENTICATED");
  });

  it("outside demo mode shows a non-admin no mail, not even their own; admins still read all, secrets hidden", async () => {
    const client = await sessionCookieFor(live.database, "client@squarely.test");
    await live.database.query(
      `insert into email_outbox ("to", subject, html, text, kind)
       values ('client@squarely.test', 'Hello', '<p>Hello</p>', 'Hello', 'survey-published') returning id`,
    );
    const { rows } = await live.database.query<{ id: number }>("select max(id) as id from email_outbox");
    const mine = await (await live.graphql({ query: MINE }, { cookie: client })).json();
    expect(mine.data.myMail.entries).toEqual([]);
    const one = await (
      await live.graphql({ query: ONE, variables: { id: String(rows[0].id) } }, { cookie: client })
    ).json();
    expect(one.data.outboxMail).toBeNull();
    const admin = await sessionCookieFor(live.database, "admin@squarely.test");
    const all = await (
      await live.graphql({ query: OUTBOX, variables: { limit: 5 } }, { cookie: admin })
    ).json();
    expect(all.data.mailOutbox.entries.length).toBeGreaterThan(0);
  });

  it("derives the status from the row and filters by it: queued, sent, retrying with the reason, failed", async () => {
    const ids: Record<string, number> = {};
    for (const [name, set] of [
      ["sent", "sent_at = now(), attempts = 1"],
      ["retrying", "attempts = 2, error = 'connect ECONNREFUSED 127.0.0.1:25'"],
      ["failed", "attempts = 5, error = '550 mailbox unavailable'"],
    ] as const) {
      const { rows } = await demo.database.query<{ id: number }>(
        `insert into email_outbox ("to", subject, html, text, kind) values ($1, $2, '<p>x</p>', 'x', 'survey-published')
         returning id`,
        [`status-${name}@example.test`, name],
      );
      ids[name] = rows[0].id;
      await demo.database.query(`update email_outbox set ${set} where id = $1`, [rows[0].id]);
    }
    const seen = async (status: string) =>
      (await as(demo, "admin", OUTBOX, { filter: { status, recipient: "status-" } })).data.mailOutbox.entries;
    expect((await seen("SENT")).map((m: Json) => m.subject)).toEqual(["sent"]);
    expect(await seen("RETRYING")).toMatchObject([
      { subject: "retrying", status: "RETRYING", attempts: 2, error: "connect ECONNREFUSED 127.0.0.1:25" },
    ]);
    expect(await seen("FAILED")).toMatchObject([
      { subject: "failed", status: "FAILED", error: "550 mailbox unavailable" },
    ]);
    expect(await seen("QUEUED")).toEqual([]);
  });

  it("pages and bounds the lists", async () => {
    for (const variables of [
      { limit: 101 },
      { limit: 0 },
      { filter: { days: 0 } },
      { filter: { days: 366 } },
    ]) {
      expect(code(await as(demo, "admin", OUTBOX, variables)), JSON.stringify(variables)).toBe(
        "BAD_USER_INPUT",
      );
    }
    expect(code(await as(demo, newcomer, MINE, { limit: 101 }))).toBe("BAD_USER_INPUT");
    // Three messages of its own, so a page of two has more after it whatever else the outbox holds.
    const to = uniqueEmail("pages");
    await demo.database.db.insert(emailOutbox).values(
      ["one", "two", "three"].map((subject) => ({
        to,
        subject,
        html: "<p>x</p>",
        text: "x",
        kind: "test",
      })),
    );
    const first = (await as(demo, "admin", OUTBOX, { limit: 2 })).data.mailOutbox;
    expect(first.entries).toHaveLength(2);
    expect(first.hasMore).toBe(true);
    const next = (await as(demo, "admin", OUTBOX, { limit: 2, before: first.entries[1].id })).data.mailOutbox;
    expect(Number(next.entries[0].id)).toBeLessThan(Number(first.entries[1].id));
    const recent = (await as(demo, "admin", OUTBOX, { filter: { days: 1 }, limit: 100 })).data.mailOutbox;
    expect(recent.entries.length).toBeGreaterThan(0);
  });

  it("reads one address's mail in any case and spacing through its own index, not a scan of the outbox", async () => {
    const to = uniqueEmail("own");
    const row = (address: string, subject: string) => ({
      to: address,
      subject,
      html: "<p>Hi</p>",
      text: "Hi",
      kind: "test",
    });
    await demo.database.db
      .insert(emailOutbox)
      .values([row(to, "first"), row(` ${to.toUpperCase()} `, "second"), row(to, "third")]);
    const first = await listMailTo(demo.database.db, to.toUpperCase(), { before: null, limit: 2 });
    expect(first.rows.map((r) => r.subject)).toEqual(["third", "second"]);
    const next = await listMailTo(demo.database.db, to, { before: first.rows[1].id, limit: 2 });
    expect({ subjects: next.rows.map((r) => r.subject), hasMore: next.hasMore }).toEqual({
      subjects: ["first"],
      hasMore: false,
    });
    // Without whole-table scans to choose from, the plan names the index that serves the query.
    const plan = await demo.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = await tx.execute(
        sql`explain select id from email_outbox where lower(trim("to")) = ${to} order by id desc limit 51`,
      );
      return (result as unknown as { rows: Record<string, unknown>[] }).rows
        .map((r) => String(Object.values(r)[0]))
        .join("\n");
    });
    expect(plan).toContain("email_outbox_own_address_idx");
    expect(plan).not.toContain("Sort");
  });
});
