import type { ASTNode } from "graphql";

/*
 * The text Apollo sends for an operation, on one line: graphql's printer indents every selection,
 * which is a third of an operation's bytes on the wire. Passed to BatchHttpLink as its `print`
 * option (createApolloClient.ts). Collapsing whitespace is safe because graphql's printer escapes
 * line breaks in strings and our documents have no string with a run of spaces or a block string;
 * compactPrint.test.ts checks every generated document prints to the same operation.
 */
export function compactPrint(ast: ASTNode, print: (node: ASTNode) => string): string {
  return print(ast).replace(/\s+/g, " ");
}
