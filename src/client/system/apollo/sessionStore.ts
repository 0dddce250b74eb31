import type { ApolloClient } from "@apollo/client";

/**
 * How many times each client's store has been cleared for a change of session (sign-in, sign-out).
 * A request that was in flight when the store was cleared belongs to the session that ended: Apollo
 * rejects it ("Store reset while query was in flight") and its answer, if any, is stale.
 */
const generations = new WeakMap<ApolloClient, number>();

function generation(client: ApolloClient): number {
  return generations.get(client) ?? 0;
}

/** Clears the Apollo store because the session changed. Use this, not client.clearStore(). */
export function clearSessionStore(client: ApolloClient): Promise<unknown> {
  generations.set(client, generation(client) + 1);
  return client.clearStore();
}

/**
 * Captures the session now and answers later whether it is still the same: work started for a
 * session that has since ended must neither log its cancellation as a failure nor apply its answer.
 */
export function sessionGuard(client: ApolloClient): {
  current: () => boolean;
  report: (label: string) => (err: unknown) => void;
} {
  const started = generation(client);
  const current = () => generation(client) === started;
  return {
    current,
    report: (label) => (err) => {
      if (!current()) return;
      // A screen that unmounts aborts its own request: not a failure either.
      if (err instanceof Error && err.name === "AbortError") return;
      console.error(label, err);
    },
  };
}
