import { GraphQLScalarType, Kind, type ValueNode } from "graphql";
import { publicAccess } from "../../policies/policy";
import type { Resolvers } from "../generated/resolverTypes";
import { guarded } from "../guard";

const DateTime = new GraphQLScalarType({
  name: "DateTime",
  serialize: (value) => (value instanceof Date ? value.toISOString() : String(value)),
  parseValue: (value) => {
    const date = new Date(String(value));
    if (Number.isNaN(date.getTime())) throw new TypeError("DateTime must be an ISO-8601 string");
    return date;
  },
});

function literalToJson(node: ValueNode): unknown {
  switch (node.kind) {
    case Kind.STRING:
    case Kind.BOOLEAN:
      return node.value;
    case Kind.INT:
    case Kind.FLOAT:
      return Number(node.value);
    case Kind.OBJECT:
      return Object.fromEntries(node.fields.map((f) => [f.name.value, literalToJson(f.value)]));
    case Kind.LIST:
      return node.values.map(literalToJson);
    default:
      return null;
  }
}

const JSONScalar = new GraphQLScalarType({
  name: "JSON",
  serialize: (value) => value,
  parseValue: (value) => value,
  parseLiteral: literalToJson,
});

export const baseResolvers = {
  DateTime,
  JSON: JSONScalar,
  Query: {
    ping: guarded(publicAccess("base.ping"), () => "pong"),
  },
} satisfies Resolvers;
