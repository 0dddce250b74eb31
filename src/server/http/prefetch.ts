import { execute, type GraphQLSchema } from "graphql";
import type { Prefetch } from "../../client/entry.server";
import { addTypenames } from "../../client/system/apollo/createApolloClient";
import type { GraphQLContext } from "../graphql/context";
import { safeText } from "../logging/safeLog";

/**
 * Runs a page's known queries straight against the schema, before rendering, so the render finds
 * its data at once instead of discovering it render by render. A failed query is left out
 * (undefined): the render then asks for it itself and shows its error state.
 */
export function createPrefetch(schema: GraphQLSchema, context: GraphQLContext): Prefetch {
  return (queries) =>
    Promise.all(
      queries.map(async ({ query, variables }) => {
        // With __typename added, as Apollo's cache on both sides reads it to identify objects.
        const document = addTypenames(query);
        const result = await execute({ schema, document, variableValues: variables, contextValue: context });
        if (result.data && !result.errors?.length) return result.data as unknown;
        if (result.errors?.length) {
          context.log.warn(
            { errors: result.errors.map((e) => safeText(e.message)) },
            "server prefetch failed",
          );
        }
        return undefined;
      }),
    );
}
