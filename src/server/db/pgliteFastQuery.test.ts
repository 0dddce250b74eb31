import { PGlite, types } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fastPglite } from "./pgliteFastQuery";

// Drizzle's own parsers for dates and times (it keeps them as text and maps them itself).
const DRIZZLE_PARSERS = {
  [types.TIMESTAMP]: (v: string) => v,
  [types.TIMESTAMPTZ]: (v: string) => v,
  [types.DATE]: (v: string) => v,
};

describe("PGlite fast path", () => {
  let pg: PGlite;

  beforeAll(async () => {
    pg = await PGlite.create();
    await pg.exec(`
      create table kinds (
        id serial primary key, name text not null unique, price numeric(12, 2), at timestamptz,
        day date, ok boolean, doc jsonb, raw json, tags text[], nums int[], big bigint, ratio float8,
        key uuid, bytes bytea
      );
      insert into kinds (name, price, at, day, ok, doc, raw, tags, nums, big, ratio, key, bytes) values
        ('a', 12.5, '2026-03-08 01:59:59.123456+00', '2026-03-08', true, '{"x": [1, "two", null]}',
         '{"y": 2}', array['a', 'b,c', 'd"e', null], array[1, 2, 3], 9007199254740993, 0.1,
         '7d1c2a4e-5b3f-4c8d-9e0a-1b2c3d4e5f60', '\\x00ff10'),
        ('ü — 東京', null, null, null, null, null, null, null, null, null, null, null, null);
    `);
  });
  afterAll(() => pg.close());

  it("answers what PGlite's own query answers, value for value, in both row modes", async () => {
    const fast = fastPglite(pg);
    const text = "select * from kinds where id >= $1 order by id";
    for (const options of [undefined, { rowMode: "array" as const, parsers: DRIZZLE_PARSERS }]) {
      const own = await pg.query(text, [1], options);
      for (let run = 0; run < 2; run++) {
        const mine = await fast.query(text, [1], options);
        expect(mine.rows).toEqual(own.rows);
        expect(mine.fields).toEqual(own.fields);
      }
    }
    expect(fast.preparedCount()).toBe(1);
  });

  it("serialises parameters with PGlite's serializers (json, arrays, dates, booleans, null)", async () => {
    const fast = fastPglite(pg);
    const params = [{ z: ["q", 1] }, ["x", "y,z"], new Date("2026-11-27T10:00:00Z"), false, null];
    const text =
      "select $1::jsonb as doc, $2::text[] as tags, $3::timestamptz as at, $4::boolean as ok, $5::text as none";
    expect((await fast.query(text, params)).rows).toEqual((await pg.query(text, params)).rows);
  });

  it("counts the rows a change touched, and returns what it returned", async () => {
    const fast = fastPglite(pg);
    const inserted = await fast.query<{ id: number }>(
      "insert into kinds (name) values ($1), ($2) returning id",
      ["c", "d"],
    );
    expect(inserted.rows).toHaveLength(2);
    expect(inserted.affectedRows).toBe(2);
    const updated = await fast.query("update kinds set ok = true where name in ($1, $2)", ["c", "d"]);
    expect(updated.affectedRows).toBe(2);
    expect(updated.rows).toEqual([]);
    await fast.query("delete from kinds where name in ('c', 'd')");
  });

  it("throws PostgreSQL's error with its code and constraint, and keeps working afterwards", async () => {
    const fast = fastPglite(pg);
    const error = await fast.query("insert into kinds (name) values ($1)", ["a"]).catch((e) => e);
    expect(error).toMatchObject({
      code: "23505",
      constraint: "kinds_name_key",
      severity: "ERROR",
      table: "kinds",
    });
    expect(error.message).toMatch(/duplicate key/);
    expect(await fast.query("select 1 as one")).toMatchObject({ rows: [{ one: 1 }] });
    // A text that does not parse is an error too, and is not kept.
    await expect(fast.query("selec 1")).rejects.toMatchObject({ code: "42601", query: "selec 1" });
    await expect(fast.query("select $1::int as n", [1, 2])).rejects.toThrow(/1 parameters expected, 2 given/);
  });

  it("runs transactions through PGlite's: a rollback undoes the statements, a commit keeps them", async () => {
    const fast = fastPglite(pg);
    await expect(
      fast.transaction(async (tx) => {
        await tx.query("insert into kinds (name) values ($1)", ["in-tx"]);
        expect(
          (await tx.query("select count(*)::int as n from kinds where name = $1", ["in-tx"])).rows,
        ).toEqual([{ n: 1 }]);
        throw new Error("undo");
      }),
    ).rejects.toThrow("undo");
    expect(
      (await fast.query("select count(*)::int as n from kinds where name = $1", ["in-tx"])).rows,
    ).toEqual([{ n: 0 }]);
    await fast.transaction((tx) => tx.query("insert into kinds (name) values ($1)", ["kept"]));
    expect((await fast.query("select count(*)::int as n from kinds where name = $1", ["kept"])).rows).toEqual(
      [{ n: 1 }],
    );
    // A query outside the transaction waits for it: PGlite has one connection.
    const order: string[] = [];
    let outside: Promise<unknown> = Promise.resolve();
    await fast.transaction(async (t) => {
      await t.query("select 1");
      outside = fast.query("select 1").then(() => order.push("outside"));
      await t.query("select 2");
      order.push("tx");
    });
    await outside;
    expect(order).toEqual(["tx", "outside"]);
    await fast.query("delete from kinds where name = 'kept'");
  });

  it("keeps at most its cache size of statements, closing the least recently used", async () => {
    const fast = fastPglite(pg, 3);
    for (let i = 0; i < 10; i++) await fast.query(`select ${i} as evict_me`);
    expect(fast.preparedCount()).toBe(3);
    // Three kept, and at most one closed with the client's next call.
    const named = await pg.query<{ n: number }>(
      "select count(*)::int as n from pg_prepared_statements where statement like '%evict_me'",
    );
    expect(named.rows[0].n).toBeLessThanOrEqual(4);
    // Long texts run as the unnamed statement and are never kept.
    const long = `select 1 as one /* ${"x".repeat(20_000)} */`;
    expect((await fast.query(long)).rows).toEqual([{ one: 1 }]);
    expect(fast.preparedCount()).toBe(3);
  });

  it("prepares a statement again when its table changed shape", async () => {
    const fast = fastPglite(pg);
    await fast.query("create table shapes (a int)");
    await fast.query("insert into shapes values (1)");
    expect((await fast.query("select * from shapes")).rows).toEqual([{ a: 1 }]);
    await fast.query("alter table shapes add column b int default 2");
    expect((await fast.query("select * from shapes")).rows).toEqual([{ a: 1, b: 2 }]);
  });

  it("refuses a call PGlite failed, or an answer cut short, rather than read it as no rows", async () => {
    const fast = fastPglite(pg);
    await fast.query("select 1 as one");
    const original = pg.execProtocolRawStream;
    try {
      pg.execProtocolRawStream = async () => {
        throw new Error("wasm trap");
      };
      await expect(fast.query("select 1 as one")).rejects.toThrow("wasm trap");
      pg.execProtocolRawStream = async () => {};
      await expect(fast.query("select 1 as one")).rejects.toThrow(/without ReadyForQuery/);
    } finally {
      pg.execProtocolRawStream = original;
    }
    expect((await fast.query("select 1 as one")).rows).toEqual([{ one: 1 }]);
  });

  it("hands NOTIFY messages that arrive in its answers to its listeners", async () => {
    const fast = fastPglite(pg);
    const heard: string[] = [];
    const stop = fast.onNotification((channel, payload) => heard.push(`${channel}:${payload}`));
    await fast.query("listen campaign_events");
    await fast.query("select pg_notify('campaign_events', 'hello')");
    stop();
    await fast.query("unlisten campaign_events");
    expect(heard).toEqual(["campaign_events:hello"]);
  });
});
