import type { DefinitionNode, DocumentNode } from "graphql";

/**
 * Build-time replacement for `gql`: the Vite plugin in vite.config.ts parses each gql template when
 * the client is built and calls this with the parsed document and the fragment documents the
 * template interpolated, so the browser never downloads graphql's parser. Fragments are appended
 * once each, as graphql-tag does.
 */
export function gqlDocument(document: DocumentNode, fragments: DocumentNode[]): DocumentNode {
  if (fragments.length === 0) return document;
  const names = new Set<string>();
  const definitions: DefinitionNode[] = [];
  const add = (definition: DefinitionNode) => {
    const name =
      "name" in definition && definition.name ? `${definition.kind}:${definition.name.value}` : null;
    if (name && names.has(name)) return;
    if (name) names.add(name);
    definitions.push(definition);
  };
  for (const definition of document.definitions) add(definition);
  for (const fragment of fragments) for (const definition of fragment.definitions) add(definition);
  return { kind: "Document" as DocumentNode["kind"], definitions };
}
