import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client";
import { migratedDatabase, testBackends } from "../testing/testServer";
import { applyRetention, RETENTION } from "./retentionJob";
import { vacuumDatabase } from "./vacuumJob";

const NOW = new Date("2026-06-15T12:00:00Z");
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 24 * 60 * 60 * 1000);

for (const backend of testBackends()) {
  describe(`daily jobs on ${backend.name}`, () => {
    let database: Database;
    let dropDatabase: () => Promise<void>;
    beforeAll(async () => {
      ({ database, dropDatabase } = await migratedDatabase(backend));
    }, 60_000);
    afterAll(async () => {
      await database?.close();
      await dropDatabase?.();
    });

    const names = async (table: string, column: string) =>
      (await database.query<{ v: string }>(`select ${column} as v from ${table} order by 1`)).rows.map(
        (r) => r.v,
      );

    it("deletes analytics events, contact messages and their mails past the promised ages, and old counters", async () => {
      const event = (name: string, at: Date, gclid?: string) =>
        database.query(
          "insert into analytics_events (type, name, properties, created_at) values ('track', $1, $2, $3)",
          [name, JSON.stringify(gclid ? { gclid, page: "/" } : { page: "/" }), at],
        );
      await event("14 months", daysAgo(14 * 31));
      await event("12 months", daysAgo(365 - 30), "old-click");
      await event("100 days", daysAgo(100), "click-100");
      await event("10 days", daysAgo(10), "click-10");
      const message = (name: string, at: Date) =>
        Promise.all([
          database.query(
            "insert into contact_submissions (kind, name, email, created_at) values ('contact', $1, 'a@b.c', $2)",
            [name, at],
          ),
          database.query(
            "insert into email_outbox (\"to\", subject, html, text, kind, created_at) values ('team@x.y', $1, '', '', 'contact-form', $2)",
            [name, at],
          ),
        ]);
      await message("25 months", daysAgo(25 * 31));
      await message("23 months", daysAgo(23 * 30));
      const linkMail = (subject: string, kind: string, at: Date) =>
        database.query(
          "insert into email_outbox (\"to\", subject, html, text, kind, created_at) values ('ann@x.y', $1, '', '', $2, $3)",
          [subject, kind, at],
        );
      await linkMail("reset 8 days", "reset-password", daysAgo(8));
      await linkMail("confirm 8 days", "confirm-account", daysAgo(8));
      await linkMail("change 8 days", "confirm-email-change", daysAgo(8));
      await linkMail("reset 6 days", "reset-password", daysAgo(6));
      await linkMail("notice 25 months", "password-changed", daysAgo(25 * 31));
      await database.query(
        "insert into rate_limit_counters (key, window_start, count) values ('old', $1, 1), ('new', $2, 1)",
        [daysAgo(2), daysAgo(0)],
      );

      expect(await applyRetention(database, NOW)).toEqual({
        analyticsEvents: 1,
        gclidsRemoved: 2,
        contactSubmissions: 1,
        contactEmails: 1,
        linkEmails: 3,
        sessions: 0,
        authTokens: 0,
      });
      expect(await names("analytics_events", "name")).toEqual(["10 days", "100 days", "12 months"]);
      const { rows } = await database.query<{ name: string; properties: Record<string, unknown> }>(
        "select name, properties from analytics_events order by name",
      );
      expect(rows.map((r) => [r.name, r.properties.gclid ?? null, r.properties.page])).toEqual([
        ["10 days", "click-10", "/"],
        ["100 days", null, "/"],
        ["12 months", null, "/"],
      ]);
      expect(await names("contact_submissions", "name")).toEqual(["23 months"]);
      // The form's copies go with the messages, and mails with links once the links have expired.
      expect(await names("email_outbox", "subject")).toEqual([
        "23 months",
        "notice 25 months",
        "reset 6 days",
      ]);
      expect(await names("rate_limit_counters", "key")).toEqual(["new"]);
      // Run again: nothing left to do.
      expect(Object.values(await applyRetention(database, NOW))).toEqual([0, 0, 0, 0, 0, 0, 0]);
    });

    it("forgets sessions past their idle or absolute end, and sign-in links a week after they expired", async () => {
      const {
        rows: [user],
      } = await database.query<{ id: number }>(
        "insert into users (email) values ('sessions@x.y') returning id",
      );
      const session = (name: string, lastSeen: Date, expires: Date) =>
        database.query(
          "insert into sessions (id_hash, user_id, last_seen_at, expires_at) values ($1, $2, $3, $4)",
          [name, user.id, lastSeen, expires],
        );
      await session("live", daysAgo(1), daysAgo(-20));
      await session("idle 15 days", daysAgo(15), daysAgo(-5));
      await session("past its end", daysAgo(0.5), daysAgo(0.1));
      const token = (hash: string, expires: Date) =>
        database.query(
          "insert into auth_tokens (kind, token_hash, user_id, expires_at) values ('reset', $1, $2, $3)",
          [hash, user.id, expires],
        );
      await token("expired 8 days ago", daysAgo(8));
      await token("expired 6 days ago", daysAgo(6));
      await token("live", daysAgo(-1));

      const result = await applyRetention(database, NOW);
      expect([result.sessions, result.authTokens]).toEqual([2, 1]);
      expect(await names("sessions", "id_hash")).toEqual(["live"]);
      expect(await names("auth_tokens", "token_hash")).toEqual(["expired 6 days ago", "live"]);
    });

    it("runs VACUUM (ANALYZE) on PGlite, which has no autovacuum, and leaves PostgreSQL to its own", async () => {
      const lastVacuum = async () =>
        (
          await database.query<{ last_vacuum: Date | null }>(
            "select last_vacuum from pg_stat_user_tables where relname = 'email_outbox'",
          )
        ).rows[0]?.last_vacuum ?? null;
      const before = await lastVacuum();
      expect(await vacuumDatabase(database)).toBe(backend.name === "pglite");
      if (backend.name === "pglite") expect(await lastVacuum()).toBeInstanceOf(Date);
      else expect(await lastVacuum()).toEqual(before);
    });
  });
}

describe("the privacy page", () => {
  it("states the retention periods the clean-up job applies", () => {
    const page = fs.readFileSync(path.resolve("content/privacy.md"), "utf8").replace(/\s+/g, " ");
    expect(page).toContain(`Analytics events are deleted after ${RETENTION.analyticsMonths} months`);
    expect(page).toContain(`kept for ${RETENTION.contactMonths} months`);
    expect(page).toContain(`We keep it for **${RETENTION.gclidDays} days**`);
    expect(page).toContain(`deleted ${RETENTION.linkEmailDays} days after it was sent`);
  });
});
