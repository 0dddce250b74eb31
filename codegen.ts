import type { CodegenConfig } from "@graphql-codegen/cli";

/**
 * `npm run codegen`: types from the schema. The server gets resolver types; the client gets typed
 * documents (from the `.graphql` operation files beside the screens that use them) and the trusted
 * documents manifest the server answers from in production. Generated files are committed, and a
 * test fails when they are stale.
 */
const config: CodegenConfig = {
  schema: "src/server/graphql/*/schema.graphql",
  ignoreNoDocuments: true,
  generates: {
    "src/server/graphql/generated/resolverTypes.ts": {
      plugins: ["typescript", "typescript-resolvers"],
      config: {
        contextType: "../context#GraphQLContext",
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { DateTime: "string", JSON: "unknown" },
      },
    },
  },
};

export default config;
