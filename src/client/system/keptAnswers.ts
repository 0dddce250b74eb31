import type { ApolloClient } from "@apollo/client";
import type { AnyScreenQuery } from "./screenData";

/**
 * Prefetched answers of parts that load later (the footer): the server rendered them, and the
 * browser writes them into Apollo's cache when the part's code arrives rather than before
 * hydrating, so the first load's main thread does not normalise what nobody sees yet.
 */
let kept: { client: ApolloClient; answers: Record<string, unknown> } | null = null;

/** Called once by the entry with the server's answers (those the first render needs are written). */
export function keepAnswers(client: ApolloClient, answers: Record<string, unknown>): void {
  kept = { client, answers: { ...answers } };
}

/** Writes the kept answers of these declarations, each once; anything else is fetched as usual. */
export function writeKeptAnswers(declared: Record<string, AnyScreenQuery>): void {
  if (!kept) return;
  for (const [key, { query, variables }] of Object.entries(declared)) {
    if (!(key in kept.answers)) continue;
    kept.client.writeQuery({ query, variables, data: kept.answers[key] as never });
    delete kept.answers[key];
  }
}
