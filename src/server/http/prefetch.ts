import type { ApolloClient } from "@apollo/client";
import { execute, type GraphQLSchema } from "graphql";
import type { PageQuery } from "../../client/system/pageQueries";
import type { GraphQLContext } from "../graphql/context";
import { safeText } from "../logging/safeLog";

/**
 * Runs a page's known queries straight against the schema and writes the answers into the
 * request's Apollo cache, so server rendering finds its data at once instead of render by render.
 * A failed query is left out: the render then asks for it itself and shows its error state.
 */
export function createPrefetch(schema: GraphQLSchema, context: GraphQLContext) {
  return async (client: ApolloClient, queries: PageQuery[]) => {
    await Promise.all(
      queries.map(async ({ query, variables }) => {
        // With __typename added, as the cache needs it to identify objects.
        const document = client.cache.transformDocument(query);
        const result = await execute({ schema, document, variableValues: variables, contextValue: context });
        if (result.data && !result.errors?.length) {
          client.cache.writeQuery({ query, variables, data: result.data });
        } else if (result.errors?.length) {
          context.log.warn(
            { errors: result.errors.map((e) => safeText(e.message)) },
            "server prefetch failed",
          );
        }
      }),
    );
  };
}
