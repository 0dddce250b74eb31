import {
  type ASTNode,
  type ASTVisitor,
  type FragmentDefinitionNode,
  GraphQLError,
  type GraphQLField,
  getNamedType,
  getNullableType,
  isListType,
  Kind,
  type SelectionSetNode,
  type ValidationContext,
} from "graphql";

/** The type whose lists must not nest: every related-listings field returns a list of it. */
const LISTING = "Listing";

const isListingList = (field: GraphQLField<unknown, unknown> | null | undefined) =>
  !!field && isListType(getNullableType(field.type)) && getNamedType(field.type).name === LISTING;

/**
 * No list of listings below another list of listings (search's listings → nearbyListings,
 * availableListings → building → availableListings...). Each such level multiplies the work by up
 * to 48 and fetches listings the client already has a page for; a client that wants the inner list
 * asks for it with its own query about one listing or building. Fragments count where they are
 * spread.
 */
export function NoNestedListingListsRule(context: ValidationContext): ASTVisitor {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const d of context.getDocument().definitions) {
    if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
  }
  const schema = context.getSchema();
  const fragmentHasList = new Map<string, boolean>();

  /** Whether a selection set (fragments followed) selects a list of listings anywhere. */
  function selectsListingList(
    typeName: string | undefined,
    set: SelectionSetNode,
    seen: Set<string>,
  ): boolean {
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        const type = typeName ? schema.getType(typeName) : undefined;
        const field =
          type && "getFields" in type
            ? (type.getFields() as Record<string, GraphQLField<unknown, unknown>>)[selection.name.value]
            : undefined;
        if (isListingList(field)) return true;
        if (field && selection.selectionSet) {
          if (selectsListingList(getNamedType(field.type).name, selection.selectionSet, seen)) return true;
        }
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const inner = selection.typeCondition?.name.value ?? typeName;
        if (selectsListingList(inner, selection.selectionSet, seen)) return true;
      } else if (fragmentSelectsListingList(selection.name.value, seen)) {
        return true;
      }
    }
    return false;
  }

  function fragmentSelectsListingList(name: string, seen: Set<string>): boolean {
    const known = fragmentHasList.get(name);
    if (known !== undefined) return known;
    const fragment = fragments.get(name);
    if (!fragment || seen.has(name)) return false;
    seen.add(name);
    const result = selectsListingList(fragment.typeCondition.name.value, fragment.selectionSet, seen);
    fragmentHasList.set(name, result);
    return result;
  }

  // The fields we are inside of, innermost last: the name of a listing-list field, else "".
  const open: string[] = [];
  const outerList = () => [...open].reverse().find(Boolean);
  const refuse = (inner: string, node: ASTNode) =>
    context.reportError(
      new GraphQLError(
        `Lists of listings cannot be nested: "${inner}" is inside "${outerList()}". Ask for the inner list in a query about one listing or building.`,
        { nodes: node, extensions: { code: "NESTED_LISTING_LIST" } },
      ),
    );

  return {
    OperationDefinition: {
      enter() {
        open.length = 0;
      },
    },
    FragmentDefinition: {
      enter() {
        open.length = 0;
      },
    },
    Field: {
      enter(node) {
        const listing = isListingList(context.getFieldDef());
        if (listing && outerList()) refuse(node.name.value, node);
        open.push(listing ? (node.alias?.value ?? node.name.value) : "");
      },
      leave() {
        open.pop();
      },
    },
    FragmentSpread(node) {
      if (outerList() && fragmentSelectsListingList(node.name.value, new Set())) {
        refuse(`...${node.name.value}`, node);
      }
    },
  };
}
