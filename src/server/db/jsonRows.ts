import { type Column, getTableColumns, type SQL, sql, type Table } from "drizzle-orm";

/**
 * Whole rows read as one JSON value each (`row_to_json`), decoded here into exactly what
 * `db.select().from(table)` answers. PGlite turns every column value of a result into a JS value at
 * a fixed cost of a few microseconds (its protocol reader copies each value into a buffer of its
 * own before decoding it): a listing row of 46 columns cost about 0.2 ms, one JSON value about a
 * tenth of that (docs/decisions.md, stop 24). On PostgreSQL the two read alike.
 *
 * Only column kinds whose JSON form decodes to the same value are allowed; a table with another
 * kind throws when its decoder is first built, so a new column cannot silently change a row.
 */

/** Column kinds (drizzle's `columnType`) whose JSON value, mapped as drizzle maps it, equals the typed read. */
const SAME_IN_JSON = new Set([
  "PgInteger",
  "PgSerial",
  "PgText",
  "PgVarchar",
  "PgUUID",
  "PgBoolean",
  "PgDoublePrecision",
  // mode "number": Number() of the JSON number and of the text are the same double.
  "PgNumericNumber",
  "PgEnumColumn",
  "PgJsonb",
  // "YYYY-MM-DD" in both forms.
  "PgDateString",
  // ISO text ("2026-11-24T10:00:00.123456+00:00") parses to the same Date as the wire text.
  "PgTimestamp",
]);

type Decoder = { key: string; name: string; column: Column }[];
const decoders = new WeakMap<Table, Decoder>();

function decoderFor(table: Table): Decoder {
  let decoder = decoders.get(table);
  if (!decoder) {
    decoder = Object.entries(getTableColumns(table)).map(([key, column]) => {
      const base =
        column.columnType === "PgArray" ? (column as Column & { baseColumn: Column }).baseColumn : null;
      const kind = base ? base.columnType : column.columnType;
      if (!SAME_IN_JSON.has(kind) || (base && !["PgText", "PgInteger", "PgUUID"].includes(kind)))
        throw new Error(`jsonRows: column ${column.name} (${column.columnType}) is not read as JSON`);
      return { key, name: column.name, column };
    });
    decoders.set(table, decoder);
  }
  return decoder;
}

/** The select-list expression for a whole row of `table` (or its alias in the query) as JSON. */
export function rowJson(table: Table): SQL<unknown> {
  decoderFor(table);
  return sql`row_to_json(${table})`;
}

/** A row read with `rowJson(table)` as `db.select().from(table)` would have answered it. */
export function rowFromJson<T extends Table>(table: T, json: unknown): T["$inferSelect"] {
  const value = (typeof json === "string" ? JSON.parse(json) : json) as Record<string, unknown>;
  const row: Record<string, unknown> = {};
  for (const { key, name, column } of decoderFor(table)) {
    const v = value[name];
    row[key] = v === null || v === undefined ? null : column.mapFromDriverValue(v);
  }
  return row as T["$inferSelect"];
}
