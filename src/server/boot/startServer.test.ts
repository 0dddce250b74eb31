import fs from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client";
import { DEMO_PASSWORD } from "../db/seed/demoUsers";
import { seedDatabase } from "../db/seed/seed";
import { sessionCookieFor } from "../testing/sessions";
import { freshDatabase, migratedDatabase } from "../testing/testServer";
import { type Booted, boot, bootConfig, count, freshDataDir, pageHtml, signIn } from "./bootTestSupport";

const PGLITE = { name: "pglite" } as const;

const NOTICE = 'aria-label="Demo site"';
const NOTICE_TEXT = "listings and people are made up, and the demo accounts&#x27; password is";

const started: Booted[] = [];
const dirs: string[] = [];
afterAll(async () => {
  for (const b of started) await b.server.close().catch(() => {});
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

async function bootKept(env: Record<string, string>, database?: Database): Promise<Booted> {
  const booted = await boot(env, database);
  started.push(booted);
  return booted;
}

async function stop(booted: Booted) {
  started.splice(started.indexOf(booted), 1);
  await booted.server.close();
}

describe("starting on the embedded database", () => {
  it("defaults to demo mode: demo data, demo accounts with the published password, the notice on every page", async () => {
    const dataDir = freshDataDir();
    dirs.push(dataDir);
    expect(bootConfig({ DATA_DIR: dataDir }).demoMode).toBe(true);

    const demo = await bootKept({ DATA_DIR: dataDir });
    expect(demo.running.prepared).toEqual({ seeded: "demo", lockedDemoAccounts: [] });
    // The background jobs run in the server process by default, the nightly VACUUM among them.
    expect(demo.running.jobs.working).toBe(true);
    expect((await demo.running.jobs.boss.getSchedules()).map((s) => s.name)).toContain("db-vacuum");
    expect(await count(demo.running.database, "listings")).toBe(40);
    const signedIn = await signIn(demo.server, "admin@squarely.test", DEMO_PASSWORD);
    expect(signedIn.error).toBeNull();
    expect(signedIn.currentUser.email).toBe("admin@squarely.test");
    // A full-chrome page, a streamlined-footer page (onboarding) and a bare one (sign-in).
    for (const path of ["/", "/profile", "/sign-in", "/no-such-page"]) {
      const page = await pageHtml(demo.server, path);
      expect(page.html, path).toContain(NOTICE);
      expect(page.html, path).toContain(NOTICE_TEXT);
    }
    // The browser gets the setting, so pages it renders itself keep the notice.
    expect((await pageHtml(demo.server, "/")).html).toContain('"demoMode":true');
    const session = await sessionCookieFor(demo.running.database, "client@squarely.test");
    await stop(demo);

    // The same data directory started with demo mode off: the published password stops working.
    const off = await bootKept({ DATA_DIR: dataDir, DEMO_MODE: "false" });
    expect(off.running.prepared.seeded).toBeNull();
    expect(off.running.prepared.lockedDemoAccounts).toContain("admin@squarely.test");
    expect(off.running.prepared.lockedDemoAccounts).toHaveLength(19);
    expect(off.logs.filter((l) => l.level === "warn")).toHaveLength(1);
    expect(off.logs.find((l) => l.level === "warn")?.message).toMatch(
      /^Demo mode is off: 19 demo account\(s\) \(client@squarely\.test, .* and 16 more\) still had the published password/,
    );
    const refused = await signIn(off.server, "admin@squarely.test", DEMO_PASSWORD);
    expect(refused.error.code).toBe("INVALID_CREDENTIALS");
    // Sessions of the demo accounts ended with their password.
    const res = await off.server.graphql({ query: "{ currentUser { email } }" }, { cookie: session });
    expect((await res.json()).data.currentUser).toBeNull();
    const { rows } = await off.running.database.query<{ n: number }>(
      "select count(*)::int as n from users where email like '%@squarely.test' and password_hash is not null",
    );
    expect(rows[0].n).toBe(0);
    const home = await pageHtml(off.server, "/");
    expect(home.html).not.toContain(NOTICE);
    expect(home.html).toContain('"demoMode":false');
    await stop(off);

    // Nothing left to clear: no warning on the next start.
    // (JOBS_IN_PROCESS=false: this process only queues jobs; `npm run worker` would run them.)
    const again = await bootKept({ DATA_DIR: dataDir, DEMO_MODE: "false", JOBS_IN_PROCESS: "false" });
    expect(again.running.jobs.working).toBe(false);
    expect(again.running.prepared.lockedDemoAccounts).toEqual([]);
    expect(again.logs.filter((l) => l.level === "warn")).toEqual([]);
    await stop(again);
  }, 120_000);

  it("with DEMO_MODE=false on an empty database: the markets, no demo data, no account, no notice", async () => {
    const demoOff = await bootKept({ DEMO_MODE: "false" }, (await freshDatabase(PGLITE)).database);
    const db = demoOff.running.database;
    expect(demoOff.running.prepared).toEqual({ seeded: "reference", lockedDemoAccounts: [] });
    expect(await count(db, "markets")).toBeGreaterThanOrEqual(55);
    expect(await count(db, "neighborhoods")).toBeGreaterThan(500);
    for (const table of ["users", "listings", "buildings", "campaigns", "image_uploads", "sessions"]) {
      expect(await count(db, table), table).toBe(0);
    }
    expect((await signIn(demoOff.server, "admin@squarely.test", DEMO_PASSWORD)).error.code).toBe(
      "INVALID_CREDENTIALS",
    );
    for (const path of ["/", "/profile", "/office-space/ny/new-york"]) {
      const page = await pageHtml(demoOff.server, path);
      expect(page.status, path).toBe(200);
      expect(page.html, path).not.toContain(NOTICE);
    }
    await stop(demoOff);
  }, 60_000);

  it("keeps a demo account whose password was changed: that is someone's own password now", async () => {
    const { database } = await migratedDatabase(PGLITE);
    await seedDatabase(database, { listings: 0 });
    await database.query(
      "update users set password_hash = '$argon2id$v=19$m=19456,t=2,p=1$c29tZXNhbHQ$aGFzaA' where email = 'broker@squarely.test'",
    );
    const off = await bootKept({ DEMO_MODE: "false" }, database);
    expect(off.running.prepared.lockedDemoAccounts).toHaveLength(18);
    expect(off.running.prepared.lockedDemoAccounts).not.toContain("broker@squarely.test");
    const { rows } = await database.query<{ password_hash: string | null }>(
      "select password_hash from users where email = 'broker@squarely.test'",
    );
    expect(rows[0].password_hash).not.toBeNull();
    await stop(off);
  }, 60_000);
});

const postgresUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!postgresUrl)("starting with DATABASE_URL", () => {
  it("is not demo mode unless DEMO_MODE=true asks for it", async () => {
    for (const demoModeSetting of [undefined, "true"] as const) {
      const { database, url, dropDatabase } = await freshDatabase({ name: "postgres", url: postgresUrl });
      await database.close();
      try {
        const env: Record<string, string> = { DATABASE_URL: url! };
        if (demoModeSetting) env.DEMO_MODE = demoModeSetting;
        const booted = await bootKept(env);
        expect(booted.running.database.kind).toBe("postgres");
        const demo = demoModeSetting === "true";
        expect(booted.running.prepared.seeded).toBe(demo ? "demo" : "reference");
        expect(await count(booted.running.database, "listings")).toBe(demo ? 40 : 0);
        expect(await count(booted.running.database, "users")).toBe(demo ? 19 : 0);
        const signedIn = await signIn(booted.server, "admin@squarely.test", DEMO_PASSWORD);
        expect(signedIn.error?.code ?? null).toBe(demo ? null : "INVALID_CREDENTIALS");
        const home = await pageHtml(booted.server, "/");
        expect(home.html.includes(NOTICE)).toBe(demo);
        await stop(booted);
      } finally {
        await dropDatabase();
      }
    }
  }, 120_000);
});
