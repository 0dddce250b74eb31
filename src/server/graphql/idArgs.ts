import { z } from "zod";

/** A row id given as a GraphQL ID: a positive 32-bit integer written in digits. */
export const rowId = z
  .string()
  .regex(/^[1-9][0-9]{0,9}$/, "is not a valid id.")
  .transform(Number)
  .pipe(z.number().max(2_147_483_647));

/** An optional list of row ids, at most `maxItems`, each once (an absent list is empty). */
export const rowIds = (label: string, maxItems: number) =>
  z
    .array(rowId)
    .max(maxItems, `Give at most ${maxItems} ${label}.`)
    .nullish()
    .transform((v) => [...new Set(v ?? [])]);

/**
 * A list of row ids in the order given, at most `maxItems`, repeats kept: for orders, where "each
 * once" is the service's check and a repeated id must be refused rather than quietly dropped.
 */
export const orderedRowIds = (label: string, maxItems: number) =>
  z.array(rowId).max(maxItems, `Give at most ${maxItems} ${label}.`);
