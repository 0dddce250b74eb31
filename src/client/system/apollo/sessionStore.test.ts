import { gql } from "@apollo/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createApolloClient } from "./createApolloClient";
import { clearSessionStore, sessionGuard } from "./sessionStore";

const CURRENT_USER = gql`
  query CurrentUserQuery {
    currentUser {
      id
      displayName
    }
  }
`;

/** A fetch that never answers until released, as a slow network would. */
function heldFetch(): { fetch: typeof globalThis.fetch; release: () => void } {
  let release = () => {};
  const answered = new Promise<void>((resolve) => (release = resolve));
  const fetch: typeof globalThis.fetch = async () => {
    await answered;
    return new Response(
      JSON.stringify([{ data: { currentUser: { __typename: "User", id: "u1", displayName: "Ada" } } }]),
      {
        headers: { "content-type": "application/json" },
      },
    );
  };
  return { fetch, release };
}

afterEach(() => vi.restoreAllMocks());

describe("clearSessionStore and sessionGuard", () => {
  it("a query in flight when the session changes is cancelled without logging an error", async () => {
    const held = heldFetch();
    const client = createApolloClient({ fetch: held.fetch, logger: { error: vi.fn() } });
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const guard = sessionGuard(client);
    const pending = client.query({ query: CURRENT_USER, fetchPolicy: "network-only" });
    const settled = pending.then(() => "answered", guard.report("CurrentUserQuery failed"));
    await clearSessionStore(client);
    held.release();
    await settled;
    expect(guard.current()).toBe(false);
    expect(errors).not.toHaveBeenCalled();
  });

  it("a failure within the same session is still logged", () => {
    const client = createApolloClient({ fetch: heldFetch().fetch, logger: { error: vi.fn() } });
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const guard = sessionGuard(client);
    expect(guard.current()).toBe(true);
    guard.report("refetch failed")(new Error("boom"));
    expect(errors).toHaveBeenCalledWith("refetch failed", expect.any(Error));
  });

  it("an aborted request (its screen unmounted) is not a failure", () => {
    const client = createApolloClient({ fetch: heldFetch().fetch, logger: { error: vi.fn() } });
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const abort = new Error("aborted");
    abort.name = "AbortError";
    sessionGuard(client).report("refetch failed")(abort);
    expect(errors).not.toHaveBeenCalled();
  });
});
