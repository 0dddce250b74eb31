import type { GraphQLResolveInfo, SelectionSetNode } from "graphql";

/**
 * Whether the field being resolved selects nothing but `allowed` fields of its object (through
 * fragments and inline fragments; `__typename` always passes). A loader can then read a narrow row.
 */
export function selectsOnly(info: GraphQLResolveInfo, allowed: ReadonlySet<string>): boolean {
  const within = (set: SelectionSetNode | undefined, seen: Set<string>): boolean =>
    set === undefined ||
    set.selections.every((s) => {
      if (s.kind === "Field") return s.name.value === "__typename" || allowed.has(s.name.value);
      if (s.kind === "InlineFragment") return within(s.selectionSet, seen);
      if (seen.has(s.name.value)) return true;
      seen.add(s.name.value);
      return within(info.fragments[s.name.value]?.selectionSet, seen);
    });
  const seen = new Set<string>();
  return info.fieldNodes.every((node) => within(node.selectionSet, seen));
}
