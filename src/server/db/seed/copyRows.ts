import { type Column, getTableColumns, getTableName, sql, type Table } from "drizzle-orm";
import type { Db } from "../client";

/**
 * COPY … FROM STDIN for node-postgres without pg-copy-streams: a "submittable" (pg's extension point
 * for custom protocol flows) that sends the rows as COPY text once the server asks for them. Used by
 * the seed on PostgreSQL, where it loads a million listings several times faster than INSERT.
 */

type Connection = {
  query(text: string): void;
  sendCopyFromChunk(chunk: Buffer): void;
  endCopyFrom(): void;
};

class CopyIn {
  readonly done: Promise<void>;
  private settle!: { resolve: () => void; reject: (err: Error) => void };
  private error: Error | null = null;

  constructor(
    private readonly text: string,
    private readonly data: string,
  ) {
    this.done = new Promise((resolve, reject) => {
      this.settle = { resolve, reject };
    });
  }

  submit(connection: Connection) {
    connection.query(this.text);
  }

  handleCopyInResponse(connection: Connection) {
    connection.sendCopyFromChunk(Buffer.from(this.data, "utf8"));
    connection.endCopyFrom();
  }

  handleCommandComplete() {}

  handleError(err: Error) {
    this.error = err;
  }

  handleReadyForQuery() {
    if (this.error) this.settle.reject(this.error);
    else this.settle.resolve();
  }
}

/** The pg client under a drizzle node-postgres transaction (or null on PGlite). */
export function pgClientOf(db: Db): { query(submittable: unknown): unknown } | null {
  const client = (db as unknown as { session?: { client?: { query?: unknown } } }).session?.client;
  return client && typeof client.query === "function" ? (client as { query(s: unknown): unknown }) : null;
}

function escapeText(value: string): string {
  return value.replace(/[\\\t\n\r]/g, (c) =>
    c === "\\" ? "\\\\" : c === "\t" ? "\\t" : c === "\n" ? "\\n" : "\\r",
  );
}

function arrayLiteral(values: readonly unknown[]): string {
  return `{${values.map((v) => (v === null ? "NULL" : `"${String(v).replace(/["\\]/g, "\\$&")}"`)).join(",")}}`;
}

function copyValue(value: unknown, column: Column): string {
  if (value === null || value === undefined) return "\\N";
  if (value instanceof Date) return value.toISOString();
  if (column.columnType === "PgArray") return escapeText(arrayLiteral(value as unknown[]));
  if (column.columnType === "PgJsonb" || column.columnType === "PgJson")
    return escapeText(JSON.stringify(value));
  if (typeof value === "boolean") return value ? "t" : "f";
  return escapeText(String(value));
}

/**
 * Copies rows into a table in one COPY statement. Rows must be uniform (the columns set in the first
 * row are copied; the others keep their defaults); generated and identity columns are never written.
 */
export async function copyRows<TTable extends Table>(
  db: Db,
  table: TTable,
  rows: readonly TTable["$inferInsert"][],
): Promise<void> {
  const client = pgClientOf(db);
  if (!client) throw new Error("copyRows needs a PostgreSQL (node-postgres) connection");
  if (rows.length === 0) return;
  const first = rows[0] as Record<string, unknown>;
  const columns = Object.entries(getTableColumns(table)).filter(
    ([key, column]) => !column.generated && !column.generatedIdentity && first[key] !== undefined,
  );
  const lines: string[] = [];
  for (const row of rows) {
    const record = row as Record<string, unknown>;
    lines.push(columns.map(([key, column]) => copyValue(record[key], column)).join("\t"));
  }
  const names = columns.map(([, c]) => `"${c.name}"`).join(", ");
  const copy = new CopyIn(`COPY "${getTableName(table)}" (${names}) FROM STDIN`, `${lines.join("\n")}\n`);
  client.query(copy);
  await copy.done;
}

/**
 * copyRows, then the requested columns of the copied rows in copy order: the table's identity ids
 * are drawn in row order and the seed is the only writer, so the new rows are those past the old
 * largest id.
 */
export async function copyInsert<TTable extends Table, R extends string>(
  db: Db,
  table: TTable,
  rows: readonly TTable["$inferInsert"][],
  returning: readonly R[] = [],
): Promise<Record<R, unknown>[]> {
  if (returning.length === 0) return copyRows(db, table, rows).then(() => []);
  const name = `"${getTableName(table)}"`;
  const before = await db.execute(sql.raw(`select coalesce(max("id"), 0)::int as "max" from ${name}`));
  const max = (before as unknown as { rows: { max: number }[] }).rows[0].max;
  await copyRows(db, table, rows);
  const cols = returning.map((r) => `"${r}"`).join(", ");
  const after = await db.execute(sql.raw(`select ${cols} from ${name} where "id" > ${max} order by "id"`));
  return (after as unknown as { rows: Record<R, unknown>[] }).rows;
}

/**
 * Drops a table's secondary indexes (not its primary key) and answers a function that builds them
 * again: one sorted build per index after a bulk load beats a million inserts into each of them.
 * Inside the seed's transaction, so a failed seed leaves them as they were.
 */
export async function withoutIndexes(db: Db, table: string): Promise<() => Promise<void>> {
  const result = await db.execute(
    sql`select i.indexname, i.indexdef from pg_indexes i
        where i.schemaname = current_schema() and i.tablename = ${table}
          and i.indexname not in (select conname from pg_constraint where conrelid = ${table}::regclass)`,
  );
  const indexes = (result as unknown as { rows: { indexname: string; indexdef: string }[] }).rows;
  for (const { indexname } of indexes) await db.execute(sql.raw(`drop index "${indexname}"`));
  return async () => {
    await db.execute(sql.raw("set local maintenance_work_mem = '256MB'"));
    for (const { indexdef } of indexes) await db.execute(sql.raw(indexdef));
  };
}
