import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Booted, boot, freshDataDir, pageHtml } from "../boot/bootTestSupport";
import { AccountClient, type Json, uniqueEmail } from "../testing/accountClient";
import { freshDatabase, testBackends } from "../testing/testServer";
import { ADMIN_LINK_LIFETIME_MS, createAdmin } from "./createAdmin";

const RESET = `mutation Reset($token: String!, $password: String!) {
  resetPassword(token: $token, password: $password) { currentUser { email isAdmin isBroker confirmed } error { code message field } } }`;
const LINK = /^https:\/\/admin\.example\/change-password\?token=([A-Za-z0-9_-]{43})$/m;
const BASE_URL = "https://admin.example";

function tokenOf(link: string): string {
  const match = link.match(LINK);
  if (!match) throw new Error(`not a set-password link: ${link}`);
  return match[1];
}

describe.each(testBackends())("create-admin on $name", (backend) => {
  let booted: Booted;
  let dropDatabase: () => Promise<void>;
  beforeAll(async () => {
    const fresh = await freshDatabase(backend);
    dropDatabase = fresh.dropDatabase;
    booted = await boot({ DEMO_MODE: "false", BASE_URL }, fresh.database);
  }, 60_000);
  afterAll(async () => {
    await booted?.server.close();
    await dropDatabase?.();
  });

  async function setPassword(token: string, password: string): Promise<Json> {
    return (await new AccountClient(booted.server).gql(RESET, { token, password })).data.resetPassword;
  }

  it("creates an admin with no password and a link that sets it once", async () => {
    const email = uniqueEmail("admin");
    const result = await createAdmin(booted.running.database, { email, baseUrl: BASE_URL });
    if (!result.ok) throw new Error(result.message);
    expect(result.created).toBe(true);
    // Nobody knows a password for the new account until the link sets one.
    const before = await new AccountClient(booted.server).signIn(email, "any-password-at-all");
    expect(before.error.code).toBe("INVALID_CREDENTIALS");
    const { rows } = await booted.running.database.query<{
      password_hash: string | null;
      expires_in: number;
    }>(
      `select u.password_hash, extract(epoch from t.expires_at - now())::int as expires_in
       from users u join auth_tokens t on t.user_id = u.id where u.email = $1`,
      [email],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].password_hash).toBeNull();
    expect(rows[0].expires_in).toBeGreaterThan(ADMIN_LINK_LIFETIME_MS / 1000 - 60);
    expect(rows[0].expires_in).toBeLessThanOrEqual(ADMIN_LINK_LIFETIME_MS / 1000);

    // The link opens the existing set-password page.
    const page = await pageHtml(booted.server, new URL(result.link).pathname + new URL(result.link).search);
    expect(page.status).toBe(200);
    expect(page.html).toContain("Choose a new password");

    const token = tokenOf(result.link);
    const set = await setPassword(token, "first-admin-password-9");
    expect(set).toEqual({
      currentUser: { email, isAdmin: true, isBroker: true, confirmed: true },
      error: null,
    });
    const signedIn = await new AccountClient(booted.server).signIn(email, "first-admin-password-9");
    expect(signedIn.error).toBeNull();

    const twice = await setPassword(token, "someone-elses-password-9");
    expect(twice.error).toEqual({
      code: "TOKEN_USED",
      message: "This link has already been used.",
      field: "token",
    });
    expect((await new AccountClient(booted.server).signIn(email, "first-admin-password-9")).error).toBeNull();
  });

  it("re-running issues a fresh link and the old one stops working", async () => {
    const email = uniqueEmail("rerun");
    const first = await createAdmin(booted.running.database, { email, baseUrl: BASE_URL });
    const second = await createAdmin(booted.running.database, {
      email: email.toUpperCase(),
      baseUrl: BASE_URL,
    });
    if (!first.ok || !second.ok) throw new Error("create-admin failed");
    expect(second).toMatchObject({ created: false, userId: first.userId, email });
    expect(second.link).not.toBe(first.link);
    expect((await setPassword(tokenOf(first.link), "stale-link-password-9")).error.code).toBe(
      "TOKEN_INVALID",
    );
    expect((await setPassword(tokenOf(second.link), "fresh-link-password-9")).error).toBeNull();
  });

  it("refuses an expired link", async () => {
    const email = uniqueEmail("expired");
    const longAgo = new Date(Date.now() - ADMIN_LINK_LIFETIME_MS - 60_000);
    const result = await createAdmin(booted.running.database, { email, baseUrl: BASE_URL }, longAgo);
    if (!result.ok) throw new Error(result.message);
    expect((await setPassword(tokenOf(result.link), "too-late-password-9")).error).toEqual({
      code: "TOKEN_EXPIRED",
      message: "This link has expired. Ask for a new one.",
      field: "token",
    });
  });

  it("promotes an existing account: its password is cleared and its sessions end", async () => {
    const owner = new AccountClient(booted.server);
    const email = uniqueEmail("existing");
    expect((await owner.createAccount({ email, password: "squatters-password-9" })).error).toBeNull();
    expect((await owner.currentUser()).email).toBe(email);
    const result = await createAdmin(booted.running.database, { email, baseUrl: BASE_URL });
    if (!result.ok) throw new Error(result.message);
    expect(result.created).toBe(false);
    expect(await owner.currentUser()).toBeNull();
    expect((await new AccountClient(booted.server).signIn(email, "squatters-password-9")).error.code).toBe(
      "INVALID_CREDENTIALS",
    );
    const set = await setPassword(tokenOf(result.link), "promoted-password-9");
    expect(set.currentUser).toMatchObject({ email, isAdmin: true });
  });

  it("refuses a malformed address", async () => {
    for (const email of ["", "admin", "admin@localhost", "two words@example.com"]) {
      const result = await createAdmin(booted.running.database, { email, baseUrl: BASE_URL });
      expect(result, email).toEqual({
        ok: false,
        message: `Not a valid e-mail address: ${JSON.stringify(email)}`,
      });
    }
  });
});

const run = promisify(execFile);
const CLI = path.resolve("src/server/admin/createAdminCli.ts");

/** `npm run create-admin -- …` without npm: the same tsx entry point, settings from the environment. */
async function createAdminCli(args: string[], env: Record<string, string>) {
  try {
    const { stdout, stderr } = await run(process.execPath, ["--import", "tsx", CLI, ...args], {
      env: { PATH: process.env.PATH, ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

describe("npm run create-admin", () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it("prints a link that sets the first admin's password on a server without demo mode", async () => {
    const dataDir = freshDataDir();
    dirs.push(dataDir);
    const env = { DATA_DIR: dataDir, BASE_URL, DEMO_MODE: "false" };

    const bad = await createAdminCli(["not-an-address"], env);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('Not a valid e-mail address: "not-an-address"');
    expect(bad.stderr).toContain("Usage: npm run create-admin -- email@example.com");
    expect((await createAdminCli([], env)).code).toBe(1);

    const good = await createAdminCli(["first.admin@example.com"], env);
    expect(good.code).toBe(0);
    expect(good.stdout).toContain("Created admin first.admin@example.com (no password yet).");
    const token = tokenOf(good.stdout.match(LINK)![0]);

    // The server started afterwards on the same data directory (migrated by the command).
    const booted = await boot(env);
    try {
      expect(booted.running.prepared.seeded).toBe("reference");
      const client = new AccountClient(booted.server);
      const set = (await client.gql(RESET, { token, password: "first-admin-password-9" })).data.resetPassword;
      expect(set.error).toBeNull();
      expect(set.currentUser).toMatchObject({ email: "first.admin@example.com", isAdmin: true });
      const again = (await client.gql(RESET, { token, password: "first-admin-password-9" })).data
        .resetPassword;
      expect(again.error.code).toBe("TOKEN_USED");
    } finally {
      await booted.server.close();
    }
  }, 90_000);
});
