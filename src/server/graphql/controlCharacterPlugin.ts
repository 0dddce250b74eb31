import { type DocumentNode, GraphQLError, Kind, type ValueNode, visit } from "graphql";
import type { Plugin } from "graphql-yoga";
import { CONTROL_CHARACTER_MESSAGE, hasControlCharacter } from "../../common/validation/controlCharacters";

/** Deeper input than this is refused by graphql-armor's depth rules long before it matters here. */
const MAX_DEPTH = 32;

/**
 * Refuses, before execution, any operation whose variables or string literals hold a control
 * character (NUL above all: PostgreSQL rejects the statement, and the failure would carry the other
 * parameters into logs). Checking here, once, covers every argument of every resolver, including
 * ones whose zod schema forgets to.
 */
export function controlCharacterPlugin(): Plugin {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const path = findInValue(args.variableValues ?? {}, "$", 0) ?? findInDocument(args.document);
      if (path === null) return;
      setResultAndStopExecution({ errors: [controlCharacterError(path)] });
    },
  };
}

export function controlCharacterError(path: string): GraphQLError {
  return new GraphQLError(`${path}: ${CONTROL_CHARACTER_MESSAGE}`, {
    extensions: { code: "BAD_USER_INPUT", fields: [{ path, message: CONTROL_CHARACTER_MESSAGE }] },
  });
}

/** The path ("$input.name", "$ids.2") of the first string holding a control character, or null. */
export function findInValue(value: unknown, path: string, depth: number): string | null {
  if (typeof value === "string") return hasControlCharacter(value) ? path : null;
  if (value === null || typeof value !== "object" || depth > MAX_DEPTH) return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findInValue(value[i], `${path}.${i}`, depth + 1);
      if (found) return found;
    }
    return null;
  }
  for (const [key, item] of Object.entries(value)) {
    const found = findInValue(item, path === "$" ? `$${key}` : `${path}.${key}`, depth + 1);
    if (found) return found;
  }
  return null;
}

/** String literals are written in the document itself, e.g. signIn(email: "a\u0000b"). */
function findInDocument(document: DocumentNode): string | null {
  let found: string | null = null;
  visit(document, {
    Argument(node) {
      found ??= findInLiteral(node.value, node.name.value);
      return false;
    },
  });
  return found;
}

function findInLiteral(node: ValueNode, path: string): string | null {
  switch (node.kind) {
    case Kind.STRING:
      return hasControlCharacter(node.value) ? path : null;
    case Kind.LIST:
      for (const [i, item] of node.values.entries()) {
        const found = findInLiteral(item, `${path}.${i}`);
        if (found) return found;
      }
      return null;
    case Kind.OBJECT:
      for (const field of node.fields) {
        const found = findInLiteral(field.value, `${path}.${field.name.value}`);
        if (found) return found;
      }
      return null;
    default:
      return null;
  }
}
