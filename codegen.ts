import { createHash } from "node:crypto";
import type { CodegenConfig } from "@graphql-codegen/cli";
import type { Types } from "@graphql-codegen/plugin-helpers";
import { type FieldNode, Kind, visit } from "graphql";

/**
 * `npm run codegen`: types from the schema. The server gets resolver types; the client gets typed
 * documents (from the `.graphql` operation files beside the screens that use them) and the trusted
 * documents manifest the server answers from in production. Generated files are committed, and a
 * test fails when they are stale.
 */
const TYPENAME: FieldNode = { kind: Kind.FIELD, name: { kind: Kind.NAME, value: "__typename" } };

/**
 * Adds `__typename` exactly where Apollo's cache adds it (every selection set but an operation's
 * root, appended last), so the trusted text the server runs answers what the cache needs, and
 * Apollo's own transform finds nothing to change (the document, and its hash, stay the same object).
 */
const apolloTypenames: Types.DocumentTransformObject = {
  transform: ({ documents }) =>
    documents.map((source) => ({
      ...source,
      document:
        source.document &&
        visit(source.document, {
          SelectionSet(node, _key, parent) {
            if (parent && "kind" in parent && parent.kind === Kind.OPERATION_DEFINITION) return undefined;
            const skip = node.selections.some((s) => s.kind === Kind.FIELD && s.name.value.startsWith("__"));
            return skip ? undefined : { ...node, selections: [...node.selections, TYPENAME] };
          },
        }),
    })),
};

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
    "src/client/gql/": {
      documents: ["src/client/**/*.graphql"],
      preset: "client",
      presetConfig: {
        // Components read fragment fields straight from query results, as they always have.
        fragmentMasking: false,
        // The manifest (hash -> text) the server answers from in production; plain hex SHA-256, the
        // form of Apollo's `extensions.persistedQuery.sha256Hash`.
        persistedDocuments: {
          mode: "embedHashInDocument",
          hashAlgorithm: (text: string) => createHash("sha256").update(text).digest("hex"),
        },
      },
      documentTransforms: [apolloTypenames],
      config: {
        useTypeImports: true,
        enumType: "string-literal",
        scalars: { DateTime: "string", JSON: "unknown" },
        skipTypeNameForRoot: true,
      },
    },
  },
};

export default config;
