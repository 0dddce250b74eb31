import { getTableColumns, getTableName, sql, type Table } from "drizzle-orm";
import type { Db } from "../client";

/**
 * Inserts many rows with ONE bind parameter: the rows travel as a JSON array and Postgres expands
 * them with jsonb_populate_recordset against the table's own row type, so column types come from
 * the table itself. Building a normal multi-row VALUES statement costs ~5 µs per value in the
 * query builder, which dominated seeding 100k listings. Rows must be uniform: a column that is
 * undefined in every row is left out so its default applies, but one set in only some rows throws.
 * Generated and identity columns are never written. Rows are inserted in array order; returns the
 * requested columns (database names).
 */
export async function bulkInsert<TTable extends Table, R extends string>(
  db: Db,
  table: TTable,
  rows: readonly TTable["$inferInsert"][],
  returning: readonly R[] = [],
): Promise<Record<R, unknown>[]> {
  if (rows.length === 0) return [];
  const columns = Object.entries(getTableColumns(table)).filter(
    ([key, column]) =>
      !column.generated &&
      !column.generatedIdentity &&
      rows.some((r) => (r as Record<string, unknown>)[key] !== undefined),
  );
  const payload = rows.map((row) => {
    const record: Record<string, unknown> = {};
    for (const [key, column] of columns) {
      const value = (row as Record<string, unknown>)[key];
      // A missing value would become NULL here, not the column default: require uniform rows.
      if (value === undefined && column.hasDefault) {
        throw new Error(`bulkInsert into ${getTableName(table)}: "${key}" is set in some rows but not all`);
      }
      record[column.name] = value ?? null;
    }
    return record;
  });
  const names = sql.raw(columns.map(([, c]) => `"${c.name}"`).join(", "));
  const tableName = sql.raw(`"${getTableName(table)}"`);
  const returningSql =
    returning.length > 0 ? sql.raw(` returning ${returning.map((r) => `"${r}"`).join(", ")}`) : sql``;
  const result = await db.execute(
    sql`insert into ${tableName} (${names}) select ${names} from jsonb_populate_recordset(null::${tableName}, ${JSON.stringify(payload)}::jsonb) with ordinality as r order by r.ordinality${returningSql}`,
  );
  return (result as unknown as { rows: Record<R, unknown>[] }).rows;
}
