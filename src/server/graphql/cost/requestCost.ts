import { type DocumentNode, type GraphQLSchema, parse } from "graphql";
import { countListItems, operationCost } from "./queryCost";

/** Same token limit as graphql-armor's maxTokens, so parsing here is never the expensive part. */
export const MAX_TOKENS = 2000;
const CACHE_ENTRIES = 1000;

type Parsed = { document: DocumentNode; hasVariables: boolean } | null;

/**
 * The cost of a whole HTTP request body (one operation or a batch array), summed, before anything
 * runs. Documents are parsed once per query text (a bounded LRU), and the cost of an operation
 * without variables is kept with it, so a batch of 2000 copies of a cheap query costs one parse and
 * one walk. Bodies that are not operations cost 1 each: Yoga refuses them without running anything.
 */
export function createRequestCoster(schema: GraphQLSchema) {
  const documents = new Map<string, Parsed>();
  const fixedCosts = new Map<string, number>();

  function parsed(query: string): Parsed {
    let entry = documents.get(query);
    if (entry === undefined) {
      try {
        const document = parse(query, { maxTokens: MAX_TOKENS, noLocation: true });
        const hasVariables = document.definitions.some(
          (d) => d.kind === "OperationDefinition" && (d.variableDefinitions?.length ?? 0) > 0,
        );
        entry = { document, hasVariables };
      } catch {
        entry = null;
      }
      if (documents.size >= CACHE_ENTRIES) documents.delete(documents.keys().next().value as string);
      documents.set(query, entry);
    } else {
      // Most recently used last.
      documents.delete(query);
      documents.set(query, entry);
    }
    return entry;
  }

  function costOf(operation: unknown, budget: number): number {
    if (!operation || typeof operation !== "object") return 1;
    const { query, operationName, variables } = operation as Record<string, unknown>;
    if (typeof query !== "string") return 1;
    const entry = parsed(query);
    if (!entry) return 1;
    const name = typeof operationName === "string" ? operationName : null;
    const key = `${name ?? ""}\n${query}`;
    if (!entry.hasVariables) {
      const known = fixedCosts.get(key);
      if (known !== undefined) return known;
    }
    // Every list item given costs at least 1 where it is used (unused variables fail validation), so
    // huge variables are refused without coercing them first.
    const given = countListItems(variables);
    if (given > budget) return given;
    const cost = operationCost(schema, entry.document, name, variables, budget);
    // Only exact costs are kept (a walk stopped at the budget is a lower bound).
    if (!entry.hasVariables && cost <= budget) {
      if (fixedCosts.size >= CACHE_ENTRIES) fixedCosts.delete(fixedCosts.keys().next().value as string);
      fixedCosts.set(key, cost);
    }
    return cost;
  }

  return {
    /** Total cost of a request body; stops counting once it is over `budget`. */
    cost(body: unknown, budget: number): number {
      const operations = Array.isArray(body) ? body : [body];
      let total = 0;
      for (const operation of operations) {
        total += costOf(operation, budget - total);
        if (total > budget) return total;
      }
      return total;
    },
  };
}

export type RequestCoster = ReturnType<typeof createRequestCoster>;
