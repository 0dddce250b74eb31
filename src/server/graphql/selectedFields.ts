import type { FieldNode, FragmentDefinitionNode, GraphQLResolveInfo, SelectionSetNode } from "graphql";

type Fragments = Record<string, FragmentDefinitionNode | undefined>;

/** Whether the selection sets hold nothing but `allowed` fields (through fragments; `__typename` passes). */
function only(
  sets: readonly (SelectionSetNode | undefined)[],
  allowed: ReadonlySet<string>,
  fragments: Fragments,
) {
  const seen = new Set<string>();
  const within = (set: SelectionSetNode | undefined): boolean =>
    set === undefined ||
    set.selections.every((s) => {
      if (s.kind === "Field") return s.name.value === "__typename" || allowed.has(s.name.value);
      if (s.kind === "InlineFragment") return within(s.selectionSet);
      if (seen.has(s.name.value)) return true;
      seen.add(s.name.value);
      return within(fragments[s.name.value]?.selectionSet);
    });
  return sets.every(within);
}

/**
 * Whether the field being resolved selects nothing but `allowed` fields of its object (through
 * fragments and inline fragments; `__typename` always passes). A loader can then read a narrow row.
 */
export function selectsOnly(info: GraphQLResolveInfo, allowed: ReadonlySet<string>): boolean {
  return only(
    info.fieldNodes.map((node) => node.selectionSet),
    allowed,
    info.fragments,
  );
}

/**
 * The field nodes a path of field names below the field being resolved reaches, whatever their
 * aliases, through fragments and inline fragments (directives such as @skip are not read: a skipped
 * field counts as selected). `["edges", "node"]` from a connection: every `node` of every `edges`.
 */
export function fieldNodesAt(info: GraphQLResolveInfo, path: readonly string[]): FieldNode[] {
  let level: readonly FieldNode[] = info.fieldNodes;
  for (const name of path) {
    const next: FieldNode[] = [];
    const collect = (set: SelectionSetNode | undefined, seen: Set<string>) => {
      for (const s of set?.selections ?? []) {
        if (s.kind === "Field") {
          if (s.name.value === name) next.push(s);
        } else if (s.kind === "InlineFragment") collect(s.selectionSet, seen);
        else if (!seen.has(s.name.value)) {
          seen.add(s.name.value);
          collect(info.fragments[s.name.value]?.selectionSet, seen);
        }
      }
    };
    for (const node of level) collect(node.selectionSet, new Set());
    level = next;
  }
  return [...level];
}

/** Whether the field nodes select nothing but `allowed` fields of their object (as selectsOnly). */
export function nodesSelectOnly(
  info: GraphQLResolveInfo,
  nodes: readonly FieldNode[],
  allowed: ReadonlySet<string>,
): boolean {
  return only(
    nodes.map((node) => node.selectionSet),
    allowed,
    info.fragments,
  );
}
