/**
 * The value of a non-null field, or an error naming what is missing. A row pointing at a building
 * or market that is gone is a data fault: the field fails (as GraphQL would fail a null there), but
 * the log says which row.
 */
export function required<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`${what} is missing`);
  return value;
}
