import crypto from "node:crypto";
import pg from "pg";
import { type Database, openDatabase } from "../db/client";
import { seedDatabase } from "../db/seed/seed";
import { previousSeedKey, type SeedKey, seedKeyName } from "./seedKeys";

/**
 * PostgreSQL databases for tests. Each test file gets a database of its own (so files can run in
 * parallel), dropped when it closes; a migrated or seeded one is copied from a template database
 * built once per run (`create database … template …`), named after the run so that runs of other
 * checkouts on the same server never meet.
 */

export type OwnDatabase = { database: Database; dropDatabase: () => Promise<void>; url?: string };

/** A new database on the server, empty or a copy of `template`; dropped by `dropDatabase`. */
export async function newPostgresDatabase(serverUrl: string, template?: string): Promise<OwnDatabase> {
  const name = `sq_test_${crypto.randomBytes(6).toString("hex")}`;
  await onServer(serverUrl, (admin) =>
    admin.query(`create database ${name}${template ? ` template ${template}` : ""}`),
  );
  const url = databaseUrl(serverUrl, name);
  const database = await openDatabase({ url, poolSize: 4 });
  return {
    database,
    url,
    dropDatabase: async () => {
      await onServer(serverUrl, (admin) => admin.query(`drop database if exists ${name} with (force)`));
    },
  };
}

/** A new database holding `key`, copied from the run's template (built first if this is the first ask). */
export async function postgresFromCache(
  serverUrl: string,
  prefix: string,
  key: SeedKey,
): Promise<OwnDatabase> {
  return newPostgresDatabase(serverUrl, await ensureTemplate(serverUrl, prefix, key));
}

/** The template database of `key` for the run `prefix`, built under an advisory lock if missing. */
export async function ensureTemplate(
  serverUrl: string,
  prefix: string,
  key: SeedKey,
): Promise<string | undefined> {
  const previous = previousSeedKey(key);
  if (!previous) return undefined; // An empty database is a plain `create database`.
  const name = `${prefix}_${seedKeyName(key).replace("-", "_")}`;
  return onServer(serverUrl, async (admin) => {
    // Session-level: held until released or this connection ends (a crashed builder frees it).
    await admin.query("select pg_advisory_lock(hashtext($1))", [name]);
    try {
      if (await databaseExists(admin, name)) return name;
      const from = await ensureTemplate(serverUrl, prefix, previous);
      // Built under another name and renamed when complete, so a half-built template is never copied.
      const building = `${name}_partial`;
      await admin.query(`drop database if exists ${building} with (force)`);
      await admin.query(`create database ${building}${from ? ` template ${from}` : ""}`);
      const database = await openDatabase({ url: databaseUrl(serverUrl, building), poolSize: 2 });
      try {
        if (key === "migrated") await database.migrate();
        else if (typeof key === "object") await seedDatabase(database, { listings: key.listings });
      } finally {
        await database.close();
      }
      await admin.query(`alter database ${building} rename to ${name}`);
      return name;
    } finally {
      await admin.query("select pg_advisory_unlock(hashtext($1))", [name]);
    }
  });
}

/** Drops the run's template databases, and those of runs started more than `staleMs` ago (crashed runs). */
export async function dropTemplates(serverUrl: string, prefix: string, staleMs: number): Promise<void> {
  await onServer(serverUrl, async (admin) => {
    const { rows } = await admin.query<{ datname: string }>(
      "select datname from pg_database where datname like 'sq_tpl_%'",
    );
    for (const { datname } of rows) {
      const started = Number(/^sq_tpl_(\d+)_/.exec(datname)?.[1] ?? Number.NaN) * 1000;
      if (datname.startsWith(`${prefix}_`) || Date.now() - started > staleMs)
        await admin.query(`drop database if exists ${datname} with (force)`);
    }
  });
}

async function databaseExists(admin: pg.Client, name: string): Promise<boolean> {
  const { rowCount } = await admin.query("select 1 from pg_database where datname = $1", [name]);
  return rowCount === 1;
}

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function onServer<T>(serverUrl: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}
