import type { ASTNode } from "graphql";

/*
 * The browser's GraphQL printer. Apollo prints each operation once to send it; graphql's own
 * printer (with its pretty layout, block strings and SDL support) weighs 2.5 KB gzip in every
 * page's first load, so the client build swaps it for this one (see vite.config.ts). It prints
 * executable documents on one line: the same operation, fewer bytes on the wire.
 */

type Node = ASTNode & Record<string, unknown>;

const list = (nodes: readonly unknown[] | undefined, separator: string) =>
  (nodes ?? []).map((node) => print(node as ASTNode)).join(separator);

const wrap = (start: string, inner: string, end: string) => (inner ? start + inner + end : "");

const directives = (node: Node) => wrap(" ", list(node.directives as ASTNode[] | undefined, " "), "");

const selectionSet = (node: Node) => (node.selectionSet ? ` ${print(node.selectionSet as ASTNode)}` : "");

export function print(ast: ASTNode): string {
  const node = ast as Node;
  const name = (value: unknown) => (value ? print(value as ASTNode) : "");
  switch (ast.kind) {
    case "Document":
      return list(ast.definitions, "\n");
    case "OperationDefinition": {
      const head = `${ast.operation}${wrap(" ", name(ast.name), "")}`;
      return `${head}${wrap("(", list(ast.variableDefinitions, ", "), ")")}${directives(node)}${selectionSet(node)}`;
    }
    case "VariableDefinition":
      return `${print(ast.variable)}: ${print(ast.type)}${ast.defaultValue ? ` = ${print(ast.defaultValue)}` : ""}${directives(node)}`;
    case "SelectionSet":
      return `{ ${list(ast.selections, " ")} }`;
    case "Field":
      return `${wrap("", name(ast.alias), ": ")}${print(ast.name)}${wrap("(", list(ast.arguments, ", "), ")")}${directives(node)}${selectionSet(node)}`;
    case "Argument":
    case "ObjectField":
      return `${print(ast.name)}: ${print(ast.value)}`;
    case "FragmentSpread":
      return `...${print(ast.name)}${directives(node)}`;
    case "InlineFragment":
      return `...${ast.typeCondition ? ` on ${print(ast.typeCondition)}` : ""}${directives(node)}${selectionSet(node)}`;
    case "FragmentDefinition":
      return `fragment ${print(ast.name)} on ${print(ast.typeCondition)}${directives(node)}${selectionSet(node)}`;
    case "Directive":
      return `@${print(ast.name)}${wrap("(", list(ast.arguments, ", "), ")")}`;
    case "Variable":
      return `$${print(ast.name)}`;
    case "Name":
    case "IntValue":
    case "FloatValue":
    case "EnumValue":
      return ast.value;
    case "BooleanValue":
      return ast.value ? "true" : "false";
    case "NullValue":
      return "null";
    case "StringValue":
      // JSON's escapes are all valid GraphQL string escapes.
      return JSON.stringify(ast.value);
    case "ListValue":
      return `[${list(ast.values, ", ")}]`;
    case "ObjectValue":
      return `{${list(ast.fields, ", ")}}`;
    case "NamedType":
      return print(ast.name);
    case "ListType":
      return `[${print(ast.type)}]`;
    case "NonNullType":
      return `${print(ast.type)}!`;
    default:
      throw new Error(`Cannot print a ${ast.kind} node in the browser`);
  }
}
