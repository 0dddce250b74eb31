import type { GraphQLScalarType } from "graphql";
import type { Resolvers, ResolversParentTypes } from "./generated/resolverTypes";

/*
 * Type-level only: every field of every GraphQL object type is either resolved explicitly or read
 * by the default resolver from a property of its parent (the mapper type in codegen.ts) whose type
 * fits the field. A renamed column or a field added to the SDL without a resolver fails `tsc`
 * here, naming the field, instead of answering null (or failing a non-null field) at run time.
 */

/** What a field resolver answers, promise unwrapped. */
type ResultOf<R> = R extends (parent: never, args: never, context: never, info: never) => infer T
  ? Awaited<T>
  : never;

/** What the default resolver reads from a property: an absent optional property answers null. */
type AsRead<P> = undefined extends P ? Exclude<P, undefined> | null : P;

/** The field names a resolver map gives explicitly for type `Name` (distributes over a union of maps). */
type ExplicitFields<Map, Name extends PropertyKey> = Map extends { [K in Name]: infer Fields }
  ? keyof Fields
  : never;

type ObjectTypeName = {
  [N in keyof Resolvers & keyof ResolversParentTypes]: NonNullable<Resolvers[N]> extends GraphQLScalarType
    ? never
    : N;
}[keyof Resolvers & keyof ResolversParentTypes];

type Uncovered<Maps, N extends ObjectTypeName> = {
  [K in Exclude<
    keyof NonNullable<Resolvers[N]>,
    "__isTypeOf" | ExplicitFields<Maps, N>
  >]: K extends keyof ResolversParentTypes[N]
    ? AsRead<ResolversParentTypes[N][K]> extends ResultOf<NonNullable<Resolvers[N]>[K]>
      ? never
      : `${N}.${K & string} (its parent's ${K & string} does not fit the field)`
    : `${N}.${K & string} (no resolver, and its parent has no ${K & string})`;
}[Exclude<keyof NonNullable<Resolvers[N]>, "__isTypeOf" | ExplicitFields<Maps, N>>];

/**
 * The fields of the schema that nothing resolves: `never` when every field is covered. `Maps` is
 * the union of the resolver maps handed to the schema.
 */
export type UncoveredFields<Maps> = { [N in ObjectTypeName]: Uncovered<Maps, N> }[ObjectTypeName];
