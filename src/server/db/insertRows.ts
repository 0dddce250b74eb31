import { getTableColumns, type SQL, sql, type Table } from "drizzle-orm";

/**
 * `insert into <table> (<columns>) values (…), (…)` naming only the columns some row sets (`default`
 * where a row leaves one out), each value encoded as its column encodes it: what Drizzle's insert
 * sends, without naming every column of the table on every row. For a wide table (listings, 60-odd
 * columns) written many rows at a time, building Drizzle's statement costs more than running it on
 * PGlite. Append `returning …` to the answer; run it with `tx.execute`.
 */
export function insertRowsSql<T extends Table>(table: T, rows: readonly T["$inferInsert"][]): SQL {
  const columns = getTableColumns(table) as Record<string, ReturnType<typeof getTableColumns>[string]>;
  const set = (row: T["$inferInsert"]) => row as Record<string, unknown>;
  const keys = [
    ...new Set(rows.flatMap((row) => Object.keys(set(row)).filter((k) => set(row)[k] !== undefined))),
  ];
  for (const key of keys) if (!columns[key]) throw new Error(`${key} is not a column`);
  const names = sql.join(
    keys.map((key) => sql.identifier(columns[key].name)),
    sql`, `,
  );
  const values = rows.map((row) => {
    const cells = keys.map((key) => {
      const value = set(row)[key];
      return value === undefined ? sql`default` : sql.param(value, columns[key]);
    });
    return sql`(${sql.join(cells, sql`, `)})`;
  });
  return sql`insert into ${table} (${names}) values ${sql.join(values, sql`, `)}`;
}
