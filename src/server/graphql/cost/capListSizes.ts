import { defaultFieldResolver, type GraphQLSchema, isObjectType } from "graphql";
import { costInfo } from "./costDirectives";

/**
 * Every list field answers at most its declared `@listSize(assumedSize:)` items, whatever its
 * resolver returns, so the cost the request was charged is an upper bound of what it gets. The
 * resolvers' own limits (limit arguments, page sizes) are the same or smaller; this is the backstop
 * for lists bounded only by the data (a building's listings, a market's neighbourhoods...).
 */
export function capListSizes(schema: GraphQLSchema): GraphQLSchema {
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith("__")) continue;
    for (const field of Object.values(type.getFields())) {
      const { isList, maxSize } = costInfo(field);
      if (!isList || maxSize === undefined) continue;
      const resolve = field.resolve ?? defaultFieldResolver;
      field.resolve = (source, args, context, info) => {
        const result = resolve(source, args, context, info);
        return result instanceof Promise ? result.then((r) => cap(r, maxSize)) : cap(result, maxSize);
      };
    }
  }
  return schema;
}

function cap(value: unknown, max: number): unknown {
  return Array.isArray(value) && value.length > max ? value.slice(0, max) : value;
}

/** List fields of the schema without a declared maximum (a test keeps this empty). */
export function listFieldsWithoutSize(schema: GraphQLSchema): string[] {
  const missing: string[] = [];
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith("__")) continue;
    for (const field of Object.values(type.getFields())) {
      const { isList, maxSize } = costInfo(field);
      if (isList && maxSize === undefined) missing.push(`${type.name}.${field.name}`);
    }
  }
  return missing;
}
