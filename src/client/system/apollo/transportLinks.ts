import type { ApolloLink as ApolloLinkTypes } from "@apollo/client";
import { ApolloLink } from "@apollo/client";
import { CombinedGraphQLErrors, ServerError } from "@apollo/client/errors";
import { ErrorLink } from "@apollo/client/link/error";
import { RetryLink } from "@apollo/client/link/retry";
import { type GraphQLFormattedError, OperationTypeNode } from "graphql";
import { map } from "rxjs";
import { RETRY_INITIAL_DELAY_MS, TIMEOUT_RETRY_ATTEMPTS } from "../../../common/constants";

/** Anything with console.error's shape; console itself is the default. */
export interface ErrorLogger {
  error(message: string, meta?: Record<string, unknown>): void;
}

export const GRAPHQL_SERVER_TIMEOUT = "GraphQL Server timeout";

/** Raised in place of a result whose GraphQL errors are all server timeouts; keeps the originals. */
export class GraphQLServerTimeoutError extends Error {
  readonly errors: ReadonlyArray<GraphQLFormattedError>;

  constructor(errors: ReadonlyArray<GraphQLFormattedError>) {
    super(GRAPHQL_SERVER_TIMEOUT);
    this.name = "GraphQLServerTimeoutError";
    this.errors = errors;
  }
}

export function isEveryErrorATimeout(errors: ReadonlyArray<GraphQLFormattedError> | undefined): boolean {
  return (
    errors !== undefined &&
    errors.length > 0 &&
    errors.every((e) => typeof e.message === "string" && e.message.startsWith("Timeout"))
  );
}

function isMutation(operation: ApolloLinkTypes.Operation): boolean {
  return operation.operationType === OperationTypeNode.MUTATION;
}

/**
 * Apollo 4 only throws ServerError for status >= 300 when the body is `application/json`; a
 * `application/graphql-response+json` 4xx/5xx is parsed as a normal result. The spec wants every
 * status >= 300 to fail the same way, so the check happens before Apollo sees the response.
 */
export function strictStatusFetch(fetchImpl: typeof fetch): typeof fetch {
  return async (input, init) => {
    const response = await fetchImpl(input, init);
    if (response.status >= 300) {
      const bodyText = await response.text();
      throw new ServerError(`Response not successful: Received status code ${response.status}`, {
        response,
        bodyText,
      });
    }
    return response;
  };
}

function hasOwn(value: object, key: string): boolean {
  return Object.hasOwn(value, key);
}

/**
 * Apollo 4 checks for a missing `data`/`errors` only on non-batched bodies (and words it
 * "malformed"); each entry of a batch answer is checked here, with the spec's message.
 */
export function createResponseShapeLink(): ApolloLink {
  return new ApolloLink((operation, forward) =>
    forward(operation).pipe(
      map((result) => {
        // Incremental (@defer) chunks legitimately carry neither; batching never produces them.
        if (hasOwn(result, "data") || hasOwn(result, "errors") || hasOwn(result, "incremental")) {
          return result;
        }
        const message = `Server response was missing for query '${operation.operationName}'.`;
        const { response } = operation.getContext() as { response?: Response };
        if (response) throw new ServerError(message, { response, bodyText: JSON.stringify(result) });
        throw new Error(message);
      }),
    ),
  );
}

/** Turns an all-timeout result of a query into an error the retry link can see (mutations pass). */
export function createTimeoutLink(): ApolloLink {
  return new ApolloLink((operation, forward) =>
    forward(operation).pipe(
      map((result) => {
        const errors = "errors" in result ? result.errors : undefined;
        if (!isMutation(operation) && isEveryErrorATimeout(errors)) {
          throw new GraphQLServerTimeoutError(errors ?? []);
        }
        return result;
      }),
    ),
  );
}

/** Exponential backoff with full jitter: the n-th retry waits random() × initial × 2^n ms. */
export function exponentialJitterDelay(
  initialMs: number = RETRY_INITIAL_DELAY_MS,
  random: () => number = Math.random,
): (attempt: number) => number {
  return (attempt) => random() * initialMs * 2 ** attempt;
}

export function createTimeoutRetryLink(delay: (attempt: number) => number): RetryLink {
  return new RetryLink({
    // Apollo 4 RetryLink counts failed attempts from 1 and stops once count >= max, so max 3 means
    // one try plus at most two retries (spec: retried while attempts < 3).
    attempts: {
      max: TIMEOUT_RETRY_ATTEMPTS,
      retryIf: (error, operation) => error instanceof GraphQLServerTimeoutError && !isMutation(operation),
    },
    delay: (count) => delay(count),
  });
}

/**
 * Error codes that are a question to the person, not a fault: the screen asks it (removeListings'
 * FORCE_REQUIRED, spec section 7) and nothing is logged.
 */
export const QUESTION_CODES: ReadonlySet<string> = new Set(["FORCE_REQUIRED"]);

/**
 * Logs the final outcome of each operation once (after retries). Variables are left out on purpose:
 * they can hold passwords (signIn) and other personal data.
 */
export function createErrorLoggingLink(logger: ErrorLogger): ErrorLink {
  return new ErrorLink(({ error, operation }) => {
    const operationName = operation.operationName ?? "anonymous";
    if (CombinedGraphQLErrors.is(error)) {
      if (error.errors.every((e) => QUESTION_CODES.has(String(e.extensions?.code)))) return;
      const messages = error.errors.map((e) => e.message);
      logger.error(`[GraphQL error] ${operationName}: ${messages.join("; ")}`, {
        operationName,
        operationType: operation.operationType,
        errors: error.errors,
      });
      return;
    }
    logger.error(`[Network error] ${operationName}: ${error.message}`, {
      operationName,
      operationType: operation.operationType,
      error,
    });
  });
}
