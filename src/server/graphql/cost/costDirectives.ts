import {
  type ConstDirectiveNode,
  type GraphQLField,
  type GraphQLNamedType,
  getNamedType,
  getNullableType,
  isListType,
  Kind,
} from "graphql";

/**
 * What the schema says about the cost of a field: the `@listSize` and `@cost` directives of the
 * SDL (base/schema.graphql explains them). Read once per field definition and kept.
 */
export type FieldCostInfo = {
  /** True when the field's type is a list. */
  isList: boolean;
  /** Declared maximum length of the list (`@listSize(assumedSize:)`); undefined when undeclared. */
  maxSize: number | undefined;
  /** Argument paths that size the list (`@listSize(slicingArguments:)`). */
  slicingArguments: string[];
  /** `@cost(weight:)` of the field, when declared. */
  weight: number | undefined;
};

const fieldInfo = new WeakMap<object, FieldCostInfo>();
const typeWeights = new WeakMap<object, number | undefined>();

function directive(directives: readonly ConstDirectiveNode[] | undefined, name: string) {
  return directives?.find((d) => d.name.value === name);
}

function intArgument(d: ConstDirectiveNode | undefined, name: string): number | undefined {
  const value = d?.arguments?.find((a) => a.name.value === name)?.value;
  return value?.kind === Kind.INT ? Number(value.value) : undefined;
}

function stringListArgument(d: ConstDirectiveNode | undefined, name: string): string[] {
  const value = d?.arguments?.find((a) => a.name.value === name)?.value;
  if (value?.kind === Kind.STRING) return [value.value];
  if (value?.kind !== Kind.LIST) return [];
  return value.values.flatMap((v) => (v.kind === Kind.STRING ? [v.value] : []));
}

export function costInfo(field: GraphQLField<unknown, unknown>): FieldCostInfo {
  let info = fieldInfo.get(field);
  if (!info) {
    const directives = field.astNode?.directives;
    const listSize = directive(directives, "listSize");
    info = {
      isList: isListType(getNullableType(field.type)),
      maxSize: intArgument(listSize, "assumedSize"),
      slicingArguments: stringListArgument(listSize, "slicingArguments"),
      weight: intArgument(directive(directives, "cost"), "weight"),
    };
    fieldInfo.set(field, info);
  }
  return info;
}

/** `@cost(weight:)` of an object type: what one object of it costs (default 1). */
export function typeWeight(type: GraphQLNamedType): number | undefined {
  if (!typeWeights.has(type)) {
    typeWeights.set(type, intArgument(directive(type.astNode?.directives, "cost"), "weight"));
  }
  return typeWeights.get(type);
}

/** The named type of a field, for callers that only have the field. */
export const namedTypeOf = (field: GraphQLField<unknown, unknown>) => getNamedType(field.type);
