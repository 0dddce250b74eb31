import { type ActionOf, can } from "../policies/can";
import type { Subject } from "../policies/subjects";
import type { GraphQLContext } from "./context";

/**
 * A field that resolves only when `can(viewer, action, subjectOf(row))`, and to null otherwise,
 * whatever the viewer asked: private data (broker fields, contacts, a user's own details) goes
 * through the same rules as the operations.
 */
export function ruledField<Row, S extends Subject, T>(
  action: ActionOf<S["kind"]>,
  subjectOf: (row: Row) => S,
  read: (row: Row, ctx: GraphQLContext) => T | Promise<T>,
) {
  return (row: Row, _args: unknown, ctx: GraphQLContext) =>
    can(ctx.viewer, action, subjectOf(row)) ? read(row, ctx) : null;
}
