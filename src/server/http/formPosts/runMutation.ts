import { type DocumentNode, execute, type GraphQLSchema } from "graphql";
import { isDatabaseUnavailable } from "../../db/databaseErrors";
import type { GraphQLContext } from "../../graphql/context";

/**
 * Runs one of our own mutations in-process for a form posted without scripts, so the post gets
 * exactly the GraphQL path's rules, throttles, cookies and answers. Errors (not the payload's
 * expected failures) are thrown, for the route to log and answer with the form's failure text.
 */
export async function runMutation<T>(
  schema: GraphQLSchema,
  context: GraphQLContext,
  document: DocumentNode,
  variables: Record<string, unknown>,
): Promise<T> {
  const result = await execute({ schema, document, variableValues: variables, contextValue: context });
  // The database away: its own error, which the route answers with 503 and Retry-After.
  const away = result.errors?.find((e) => isDatabaseUnavailable(e));
  if (away) throw away.originalError ?? away;
  if (result.errors?.length || !result.data) {
    throw new Error(`form mutation failed: ${result.errors?.map((e) => e.message).join("; ") ?? "no data"}`);
  }
  return result.data as T;
}
