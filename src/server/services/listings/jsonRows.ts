import { type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";

/** Column types whose JSON value is what the driver answers (numbers, booleans, strings, JSON). */
const JSON_NATIVE = new Set([
  "PgInteger",
  "PgSmallInt",
  "PgSerial",
  "PgBoolean",
  "PgText",
  "PgVarchar",
  "PgChar",
  "PgUUID",
  "PgEnumColumn",
  "PgJson",
  "PgJsonb",
]);

/** Of those, the ones whose Drizzle mapping leaves a driver's value as it is. */
const JSON_NATIVE_AS_IS = new Set([
  "PgInteger",
  "PgSmallInt",
  "PgSerial",
  "PgBoolean",
  "PgText",
  "PgVarchar",
  "PgChar",
  "PgUUID",
  "PgEnumColumn",
]);

export type JsonRow<C extends Record<string, PgColumn>> = {
  /** `json_build_array(…)` of the columns, read from the table (or alias) `alias`. */
  sql: SQL;
  /** The row as the driver and Drizzle would have answered it, from that array. */
  read(values: unknown[]): { [K in keyof C]: C[K]["_"]["data"] };
};

/**
 * Rows as JSON arrays instead of columns. Each column of a result costs the embedded database's
 * protocol parser and Drizzle a step (PGlite copies every value out of its buffer): 200 list cards of
 * 25 columns were about 5,000 of them. A statement that answers one JSON value of all its rows costs
 * one. Values come back exactly as the driver gives them: columns whose JSON form differs from their
 * text (timestamps, dates, numerics, doubles, arrays) are sent as text and mapped by the column's
 * own `mapFromDriverValue`, as Drizzle does with a driver's value.
 */
export function jsonRow<C extends Record<string, PgColumn>>(alias: string, columns: C): JsonRow<C> {
  const entries = Object.entries(columns);
  const parts = entries.map(([, column]) => {
    const ref = `${quote(alias)}.${quote(column.name)}`;
    return JSON_NATIVE.has(column.columnType) ? ref : `${ref}::text`;
  });
  const keys = entries.map(([key]) => key);
  // JSON-native values are the driver's already (Drizzle maps those as they are).
  const maps = entries.map(([, column]) =>
    JSON_NATIVE_AS_IS.has(column.columnType) ? null : (value: unknown) => column.mapFromDriverValue(value),
  );
  return {
    sql: sql.raw(`json_build_array(${parts.join(", ")})`),
    read(values) {
      const row: Record<string, unknown> = {};
      for (let i = 0; i < keys.length; i++) {
        const value = values[i];
        const map = maps[i];
        row[keys[i]] = value === null || map === null ? value : map(value);
      }
      return row as { [K in keyof C]: C[K]["_"]["data"] };
    },
  };
}

function quote(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
