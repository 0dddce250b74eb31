import type { DocumentNode, OperationDefinitionNode } from "graphql";

/**
 * Every operation the client sends, as the client builds it (fragments included): the documents
 * GraphQL Code Generator writes from the client's `.graphql` files (src/client/gql/graphql.ts).
 * For tests and benchmarks.
 */
export async function clientOperations(): Promise<{ name: string; document: DocumentNode }[]> {
  const module = (await import("../../../client/gql/graphql")) as Record<string, unknown>;
  const found: { name: string; document: DocumentNode }[] = [];
  for (const value of Object.values(module)) {
    const document = value as DocumentNode;
    if (document?.kind !== "Document") continue;
    for (const d of document.definitions) {
      if (d.kind === "OperationDefinition" && d.name) {
        found.push({ name: (d as OperationDefinitionNode).name?.value ?? "", document });
      }
    }
  }
  return found;
}
