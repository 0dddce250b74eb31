import {
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLField,
  type GraphQLSchema,
  getArgumentValues,
  getNamedType,
  getVariableValues,
  isCompositeType,
  isInterfaceType,
  isObjectType,
  Kind,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from "graphql";
import { costInfo, typeWeight } from "./costDirectives";

/**
 * The cost of one operation, computed from the document and its variables before anything runs:
 *
 * - a list field costs its size times the cost of one item, the size being its slicing argument
 *   (`limit`, `input.limit`, the length of `homeZips`...) capped at its declared maximum, or the
 *   declared maximum itself (so nested lists multiply, as their results would);
 * - one object costs its type's `@cost` weight (1 unless declared) plus its selected fields;
 * - a field's own `@cost` weight (1 for a field with arguments) is multiplied by the number of items
 *   in the lists it is given, so a huge input list is a huge cost;
 * - each operation costs at least 1.
 *
 * The walk stops as soon as the cost passes `budget` (the answer is then only "more than budget").
 * Fragments are expanded where they are spread; a document whose expansion would take more than
 * MAX_VISITS steps costs Infinity (such a document is an attack: validation limits do the rest).
 */
export const UNDECLARED_LIST_SIZE = 100;
const MAX_VISITS = 20_000;
const MAX_FRAGMENT_DEPTH = 20;

type Args = Record<string, unknown>;

type Walk = {
  schema: GraphQLSchema;
  fragments: Map<string, FragmentDefinitionNode>;
  variables: Args;
  budget: number;
  visits: number;
};

class TooComplex extends Error {}

export function findOperation(document: DocumentNode, operationName?: string | null) {
  const operations = document.definitions.filter(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  );
  if (operationName) return operations.find((o) => o.name?.value === operationName);
  return operations.length === 1 ? operations[0] : undefined;
}

export function operationCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
  rawVariables: unknown,
  budget: number,
): number {
  const operation = findOperation(document, operationName);
  // No operation to run: execution refuses it, so it costs only its own handling.
  if (!operation) return 1;
  const root =
    operation.operation === "query"
      ? schema.getQueryType()
      : operation.operation === "mutation"
        ? schema.getMutationType()
        : schema.getSubscriptionType();
  if (!root) return 1;
  const coerced = getVariableValues(
    schema,
    operation.variableDefinitions ?? [],
    rawVariables && typeof rawVariables === "object" ? (rawVariables as Args) : {},
    { maxErrors: 1 },
  );
  // Variables that do not fit their types stop the operation before it runs.
  if (coerced.errors) return 1;
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const d of document.definitions) {
    if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
  }
  const walk: Walk = { schema, fragments, variables: coerced.coerced, budget, visits: 0 };
  try {
    return 1 + selectionCost(walk, root, operation.selectionSet, [], 0);
  } catch (error) {
    if (error instanceof TooComplex) return Number.POSITIVE_INFINITY;
    throw error;
  }
}

function selectionCost(
  walk: Walk,
  type: GraphQLCompositeType,
  selectionSet: SelectionSetNode,
  ancestors: Args[],
  fragmentDepth: number,
): number {
  let total = 0;
  for (const selection of selectionSet.selections) {
    if (++walk.visits > MAX_VISITS) throw new TooComplex();
    if (selection.kind === Kind.FIELD) {
      if (!isObjectType(type) && !isInterfaceType(type)) continue;
      const field = type.getFields()[selection.name.value];
      if (field) total += fieldCost(walk, field, selection, ancestors, fragmentDepth);
    } else {
      const fragment =
        selection.kind === Kind.FRAGMENT_SPREAD ? walk.fragments.get(selection.name.value) : selection;
      if (!fragment || fragmentDepth >= MAX_FRAGMENT_DEPTH) {
        if (fragment) throw new TooComplex();
        continue;
      }
      const condition = fragment.typeCondition
        ? walk.schema.getType(fragment.typeCondition.name.value)
        : type;
      if (!condition || !isCompositeType(condition)) continue;
      total += selectionCost(walk, condition, fragment.selectionSet, ancestors, fragmentDepth + 1);
    }
    if (total > walk.budget) return total;
  }
  return total;
}

function fieldCost(
  walk: Walk,
  field: GraphQLField<unknown, unknown>,
  node: FieldNode,
  ancestors: Args[],
  fragmentDepth: number,
): number {
  const info = costInfo(field);
  const args = argumentValues(field, node, walk.variables);
  const named = getNamedType(field.type);
  const ownWeight = info.weight ?? (field.args.length > 0 ? 1 : 0);
  const own = ownWeight * Math.max(1, countListItems(args));
  const size = info.isList ? listSize(info.maxSize, info.slicingArguments, args, ancestors) : 1;
  if (!isCompositeType(named)) return own;
  const objectWeight = typeWeight(named) ?? 1;
  const children = node.selectionSet
    ? selectionCost(walk, named, node.selectionSet, [args, ...ancestors], fragmentDepth)
    : 0;
  return own + size * (objectWeight + children);
}

function argumentValues(field: GraphQLField<unknown, unknown>, node: FieldNode, variables: Args): Args {
  if (field.args.length === 0) return {};
  try {
    return getArgumentValues(field, node, variables);
  } catch {
    // Arguments that do not validate stop the operation before it runs.
    return {};
  }
}

function listSize(
  maxSize: number | undefined,
  slicingArguments: string[],
  args: Args,
  ancestors: Args[],
): number {
  const max = maxSize ?? UNDECLARED_LIST_SIZE;
  for (const path of slicingArguments) {
    for (const scope of [args, ...ancestors]) {
      const value = valueAt(scope, path);
      if (typeof value === "number") return Math.max(0, Math.min(max, Math.floor(value)));
      if (Array.isArray(value)) return Math.min(max, value.length);
    }
  }
  return max;
}

function valueAt(scope: Args, path: string): unknown {
  let value: unknown = scope;
  for (const key of path.split(".")) {
    if (!value || typeof value !== "object") return undefined;
    value = (value as Args)[key];
  }
  return value;
}

/** Items in every list of the (coerced) argument values, nested inputs included. */
export function countListItems(value: unknown): number {
  if (Array.isArray(value)) {
    let n = value.length;
    for (const item of value) if (item && typeof item === "object") n += countListItems(item);
    return n;
  }
  if (value && typeof value === "object") {
    let n = 0;
    for (const v of Object.values(value)) if (v && typeof v === "object") n += countListItems(v);
    return n;
  }
  return 0;
}
