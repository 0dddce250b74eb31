import { CombinedGraphQLErrors, gql, ServerError, ServerParseError } from "@apollo/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createApolloClient } from "./createApolloClient";
import { createFakeFetch, jsonResponse, type Responder } from "./testFetch";
import { exponentialJitterDelay, GRAPHQL_SERVER_TIMEOUT, isEveryErrorATimeout } from "./transportLinks";

const LISTING = gql`
  query ListingQuery($id: ID!) {
    listing(id: $id) {
      id
      address
    }
  }
`;

const SAVE_LISTING = gql`
  mutation SaveListing($id: ID!) {
    userChangeListing(id: $id) {
      importerJobId
    }
  }
`;

const listingData = { listing: { __typename: "Listing", id: "l1", address: "1 Main St" } };

function setup(responder: Responder) {
  const fake = createFakeFetch(responder);
  const logger = { error: vi.fn() };
  const client = createApolloClient({ fetch: fake.fetch, logger, retryDelay: () => 0 });
  const query = () => client.query({ query: LISTING, variables: { id: "l1" }, fetchPolicy: "network-only" });
  const mutate = () => client.mutate({ mutation: SAVE_LISTING, variables: { id: "l1" } });
  return { ...fake, logger, client, query, mutate };
}

const timeoutAnswer = () =>
  jsonResponse([{ data: null, errors: [{ message: "Timeout: statement took too long" }] }]);

afterEach(() => {
  vi.useRealTimers();
});

describe("transport errors (spec section 8)", () => {
  it("a non-JSON response is a ServerParseError", async () => {
    const { query } = setup(() => new Response("<html>oops</html>", { status: 200 }));
    const error = await query().catch((e: unknown) => e);
    expect(ServerParseError.is(error)).toBe(true);
  });

  it("HTTP status >= 300 gives 'Response not successful: Received status code {n}'", async () => {
    const { query } = setup(() => jsonResponse({ message: "bad gateway" }, 502));
    const error = await query().catch((e: unknown) => e);
    expect(ServerError.is(error)).toBe(true);
    expect((error as Error).message).toBe("Response not successful: Received status code 502");
  });

  it("status >= 300 fails the same way for an application/graphql-response+json body", async () => {
    const { query } = setup(() =>
      jsonResponse([{ errors: [{ message: "nope" }] }], 400, "application/graphql-response+json"),
    );
    const error = await query().catch((e: unknown) => e);
    expect((error as Error).message).toBe("Response not successful: Received status code 400");
  });

  it("status 300 is already an error", async () => {
    const { query } = setup(() => jsonResponse([{ data: listingData }], 300));
    await expect(query()).rejects.toThrow("Response not successful: Received status code 300");
  });

  it("a result with neither data nor errors gives 'Server response was missing for query'", async () => {
    const { query } = setup(() => jsonResponse([{ extensions: {} }]));
    const error = await query().catch((e: unknown) => e);
    expect((error as Error).message).toMatch(/^Server response was missing for query/);
    expect((error as Error).message).toContain("ListingQuery");
  });

  it("a batch answer of the wrong length gives 'server returned results with length X, expected length of Y'", async () => {
    const { query } = setup(() => jsonResponse([{ data: listingData }, { data: listingData }]));
    await expect(query()).rejects.toThrow("server returned results with length 2, expected length of 1");
  });

  it("GraphQL errors are logged with the operation name", async () => {
    const { query, logger } = setup(() => jsonResponse([{ data: null, errors: [{ message: "Forbidden" }] }]));
    const error = await query().catch((e: unknown) => e);
    expect(CombinedGraphQLErrors.is(error)).toBe(true);
    expect(logger.error).toHaveBeenCalledTimes(1);
    const [message, meta] = logger.error.mock.calls[0];
    expect(message).toContain("ListingQuery");
    expect(message).toContain("Forbidden");
    expect(meta).toMatchObject({ operationName: "ListingQuery" });
  });

  it("a question to the person (FORCE_REQUIRED) reaches the caller but is not logged; mixed with a fault it is", async () => {
    const force = { message: "force please", extensions: { code: "FORCE_REQUIRED" } };
    const asked = setup(() => jsonResponse([{ data: null, errors: [force] }]));
    const error = await asked.query().catch((e: unknown) => e);
    expect(CombinedGraphQLErrors.is(error)).toBe(true);
    expect(asked.logger.error).not.toHaveBeenCalled();
    const mixed = setup(() => jsonResponse([{ data: null, errors: [force, { message: "Forbidden" }] }]));
    await mixed.query().catch(() => undefined);
    expect(mixed.logger.error).toHaveBeenCalledTimes(1);
  });

  it("network errors are logged with the operation name", async () => {
    const { query, logger } = setup(() => {
      throw new TypeError("Failed to fetch");
    });
    await expect(query()).rejects.toThrow("Failed to fetch");
    expect(logger.error).toHaveBeenCalledTimes(1);
    const [message, meta] = logger.error.mock.calls[0];
    expect(message).toContain("ListingQuery");
    expect(meta).toMatchObject({ operationName: "ListingQuery" });
  });

  it("the log never carries the operation's variables (they may hold a password)", async () => {
    const { query, logger } = setup(() => jsonResponse([{ errors: [{ message: "Forbidden" }] }]));
    await query().catch(() => undefined);
    expect(JSON.stringify(logger.error.mock.calls[0][1])).not.toContain("variables");
  });
});

describe("timeout retries (spec sections 8 and 9)", () => {
  it("a query whose every error starts with 'Timeout' becomes 'GraphQL Server timeout' after 3 attempts", async () => {
    const { query, fetchMock, logger } = setup(timeoutAnswer);
    const error = await query().catch((e: unknown) => e);
    expect((error as Error).message).toBe(GRAPHQL_SERVER_TIMEOUT);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(logger.error).toHaveBeenCalledTimes(1);
    expect(logger.error.mock.calls[0][0]).toContain("ListingQuery");
  });

  it("a query that times out and then succeeds resolves with the data", async () => {
    const { query, fetchMock } = setup((_request, callIndex) =>
      callIndex === 0 ? timeoutAnswer() : jsonResponse([{ data: listingData }]),
    );
    const result = await query();
    expect(result.data).toEqual(listingData);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("a mutation that times out is never retried", async () => {
    const { mutate, fetchMock } = setup(timeoutAnswer);
    const error = await mutate().catch((e: unknown) => e);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(CombinedGraphQLErrors.is(error)).toBe(true);
    expect((error as Error).message).not.toBe(GRAPHQL_SERVER_TIMEOUT);
  });

  it("mixed errors (not every message a timeout) are not retried", async () => {
    const { query, fetchMock } = setup(() =>
      jsonResponse([{ errors: [{ message: "Timeout: slow" }, { message: "Forbidden" }] }]),
    );
    const error = await query().catch((e: unknown) => e);
    expect(CombinedGraphQLErrors.is(error)).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("waits 100 ms-based exponential backoff between attempts (fake timers)", async () => {
    vi.useFakeTimers();
    const fake = createFakeFetch(timeoutAnswer);
    // random() = 1 gives the upper bound of the jitter: 100 × 2^n.
    const client = createApolloClient({
      fetch: fake.fetch,
      logger: { error: vi.fn() },
      retryDelay: exponentialJitterDelay(100, () => 1),
    });
    const outcome = client
      .query({ query: LISTING, variables: { id: "l1" } })
      .then(() => new Error("expected the query to fail"))
      .catch((e: unknown) => e as Error);

    await vi.advanceTimersByTimeAsync(10); // batch interval
    expect(fake.fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(199);
    expect(fake.fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1 + 10);
    expect(fake.fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(400 + 10);
    expect(fake.fetchMock).toHaveBeenCalledTimes(3);
    expect((await outcome).message).toBe(GRAPHQL_SERVER_TIMEOUT);
  });

  it("the delay is random() × 100 × 2^attempt", () => {
    const delay = exponentialJitterDelay(100, () => 0.5);
    expect([delay(1), delay(2)]).toEqual([100, 200]);
  });

  it("isEveryErrorATimeout needs at least one error and every message starting with 'Timeout'", () => {
    expect(isEveryErrorATimeout([])).toBe(false);
    expect(isEveryErrorATimeout(undefined)).toBe(false);
    expect(isEveryErrorATimeout([{ message: "Timeout a" }, { message: "Timeout b" }])).toBe(true);
    expect(isEveryErrorATimeout([{ message: "Timeout a" }, { message: "Nope" }])).toBe(false);
  });
});
