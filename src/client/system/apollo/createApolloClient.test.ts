import { ApolloLink, gql, type NormalizedCacheObject } from "@apollo/client";
import { of } from "rxjs";
import { describe, expect, it, vi } from "vitest";
import { ServerInfoQuery } from "../../features/debugInfo/serverInfoQuery";
import manifest from "../../gql/persisted-documents.json";
import { createApolloCache, createApolloClient, dataIdFromObject, endHydration } from "./createApolloClient";
import { answerEach, createFakeFetch } from "./testFetch";

const CURRENT_USER = gql`
  query CurrentUserQuery {
    currentUser {
      id
      displayName
    }
  }
`;

const CAMPAIGN = gql`
  query LoadCampaignSettings($uuid: ID!) {
    campaign(uuid: $uuid) {
      id
      uuid
      displayName
    }
  }
`;

function dataFor(operationName: string): Record<string, unknown> {
  if (operationName === "CurrentUserQuery") {
    return { currentUser: { __typename: "User", id: "u1", displayName: "Ada" } };
  }
  return { campaign: { __typename: "Campaign", id: "c1", uuid: "uuid-1", displayName: "Acme" } };
}

const silentLogger = { error: vi.fn() };

describe("createApolloClient transport", () => {
  it("sends two queries issued in the same tick as one POST carrying a JSON array of 2 operations", async () => {
    const fake = createFakeFetch(answerEach(dataFor));
    const client = createApolloClient({ fetch: fake.fetch, logger: silentLogger });

    const [user, campaign] = await Promise.all([
      client.query({ query: CURRENT_USER }),
      client.query({ query: CAMPAIGN, variables: { uuid: "uuid-1" } }),
    ]);

    expect(fake.fetchMock).toHaveBeenCalledTimes(1);
    const [request] = fake.requests;
    expect(request.url).toBe("/graphql");
    expect(request.init.method).toBe("POST");
    expect(request.init.credentials).toBe("include");
    expect((request.init.headers as Record<string, string>).accept).toBe("*/*");
    expect(Array.isArray(request.body)).toBe(true);
    expect(request.body).toHaveLength(2);
    expect(request.body.map((op) => op.operationName)).toEqual(["CurrentUserQuery", "LoadCampaignSettings"]);
    expect(request.body[1].variables).toEqual({ uuid: "uuid-1" });
    for (const op of request.body) {
      // Ad-hoc documents carry no trusted-document hash, so no extensions (Apollo's clientLibrary is off).
      expect(Object.keys(op).sort()).toEqual(["operationName", "query", "variables"]);
      expect(op.query).toContain(`query ${op.operationName}`);
      expect(op.query).not.toContain("\n");
    }
    expect(user.data).toEqual(dataFor("CurrentUserQuery"));
    expect(campaign.data).toEqual(dataFor("LoadCampaignSettings"));
  });

  it("sends a generated document's trusted-document hash with its text", async () => {
    const serverInfo = { __typename: "ServerInfo", serverId: "app-1", buildVersion: "0.1.0" };
    const fake = createFakeFetch(answerEach(() => ({ serverInfo })));
    const client = createApolloClient({ fetch: fake.fetch, logger: silentLogger });
    const { data } = await client.query({ query: ServerInfoQuery });
    expect(data).toEqual({ serverInfo });
    const [op] = fake.requests[0].body;
    expect(Object.keys(op).sort()).toEqual(["extensions", "operationName", "query", "variables"]);
    expect(op.operationName).toBe("ServerInfoQuery");
    expect(op.query).toMatch(/^query ServerInfoQuery \{/);
    const sha256Hash = op.extensions?.persistedQuery.sha256Hash ?? "";
    expect(op.extensions).toEqual({ persistedQuery: { version: 1, sha256Hash } });
    expect((manifest as Record<string, string>)[sha256Hash]).toMatch(/^query ServerInfoQuery /);
  });

  it("collects operations for 10 ms: later ones go in the next POST", async () => {
    vi.useFakeTimers();
    try {
      const fake = createFakeFetch(answerEach(dataFor));
      const client = createApolloClient({ fetch: fake.fetch, logger: silentLogger });
      const first = client.query({ query: CURRENT_USER });
      await vi.advanceTimersByTimeAsync(5);
      const second = client.query({ query: CAMPAIGN, variables: { uuid: "uuid-1" } });
      await vi.advanceTimersByTimeAsync(5);
      expect(fake.fetchMock).toHaveBeenCalledTimes(1);
      expect(fake.requests[0].body).toHaveLength(2);

      const third = client.query({ query: CAMPAIGN, variables: { uuid: "uuid-2" } });
      await vi.advanceTimersByTimeAsync(10);
      expect(fake.fetchMock).toHaveBeenCalledTimes(2);
      expect(fake.requests[1].body).toHaveLength(1);
      await Promise.all([first, second, third]);
    } finally {
      vi.useRealTimers();
    }
  });

  it("posts to the configured uri", async () => {
    const fake = createFakeFetch(answerEach(dataFor));
    const client = createApolloClient({ uri: "https://api.example.test/graphql", fetch: fake.fetch });
    await client.query({ query: CURRENT_USER });
    expect(fake.requests[0].url).toBe("https://api.example.test/graphql");
  });

  it("uses a given link instead of HTTP (the server's SchemaLink for SSR)", async () => {
    const fake = createFakeFetch(answerEach(dataFor));
    const link = new ApolloLink(() => of({ data: dataFor("CurrentUserQuery") }));
    const client = createApolloClient({ fetch: fake.fetch, link, ssrMode: true });

    const result = await client.query({ query: CURRENT_USER });

    expect(result.data).toEqual(dataFor("CurrentUserQuery"));
    expect(fake.fetchMock).not.toHaveBeenCalled();
  });
});

describe("createApolloClient cache", () => {
  it("identifies every cached object by type name plus id (Typename:id)", () => {
    expect(dataIdFromObject({ __typename: "Listing", id: "42" })).toBe("Listing:42");
    expect(dataIdFromObject({ __typename: "Building", id: 7 })).toBe("Building:7");
    expect(dataIdFromObject({ __typename: "Listing" })).toBeUndefined();
    expect(dataIdFromObject({ id: "42" })).toBeUndefined();
  });

  it("merges the same type and id from different queries into one cache entry", async () => {
    const fake = createFakeFetch(answerEach(dataFor));
    const client = createApolloClient({ fetch: fake.fetch });
    await client.query({ query: CURRENT_USER });
    client.writeFragment({
      id: "User:u1",
      fragment: gql`
        fragment Rename on User {
          displayName
        }
      `,
      data: { __typename: "User", displayName: "Grace" },
    });

    // Apollo 4 types extract() as unknown; the InMemoryCache behind it gives a NormalizedCacheObject.
    const snapshot = client.extract() as NormalizedCacheObject;
    expect(Object.keys(snapshot)).toContain("User:u1");
    expect(snapshot["User:u1"]).toMatchObject({ id: "u1", displayName: "Grace" });
  });

  it("restores a serialised cache from initialState without a request", async () => {
    const fake = createFakeFetch(answerEach(dataFor));
    const server = createApolloClient({ fetch: createFakeFetch(answerEach(dataFor)).fetch });
    await server.query({ query: CURRENT_USER });

    const client = createApolloClient({
      fetch: fake.fetch,
      initialState: server.extract() as NormalizedCacheObject,
    });
    const result = await client.query({ query: CURRENT_USER });

    expect(result.data).toEqual(dataFor("CurrentUserQuery"));
    expect(fake.fetchMock).not.toHaveBeenCalled();
  });

  it("answers network-only queries from the server's state until the page has hydrated, however long that takes", async () => {
    const server = createApolloClient({ fetch: createFakeFetch(answerEach(dataFor)).fetch });
    await server.query({ query: CURRENT_USER });
    const fake = createFakeFetch(answerEach(dataFor));
    // Long after any fixed delay (the screen's code can be slow to arrive), still from the cache.
    vi.useFakeTimers();
    let client: ReturnType<typeof createApolloClient>;
    try {
      client = createApolloClient({
        fetch: fake.fetch,
        initialState: server.extract() as NormalizedCacheObject,
      });
      vi.advanceTimersByTime(5000);
    } finally {
      vi.useRealTimers();
    }
    const hydrating = await client.query({ query: CURRENT_USER, fetchPolicy: "network-only" });
    expect(hydrating.data).toEqual(dataFor("CurrentUserQuery"));
    expect(fake.fetchMock).not.toHaveBeenCalled();

    endHydration(client);
    await client.query({ query: CURRENT_USER, fetchPolicy: "network-only" });
    expect(fake.fetchMock).toHaveBeenCalledTimes(1);
  });

  it("server renders share the documents with __typename added, instead of redoing them per request", () => {
    const query = gql`
      query Shared {
        listing(id: "1") {
          id
        }
      }
    `;
    const first = createApolloCache(undefined, true).transformDocument(query);
    const second = createApolloCache(undefined, true).transformDocument(query);
    expect(second).toBe(first);
    expect(JSON.stringify(first)).toContain("__typename");
  });
});
