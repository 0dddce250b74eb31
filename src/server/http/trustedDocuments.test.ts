import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CurrentUserQuery } from "../../client/features/account/currentUserQuery";
import manifest from "../../client/gql/persisted-documents.json";
import { createApolloClient } from "../../client/system/apollo/createApolloClient";
import { loadConfig } from "../config";
import { startTestServer, type TestServer, testBackends } from "../testing/testServer";

// biome-ignore lint/suspicious/noExplicitAny: test reads deep JSON answers
type Json = any;

/** The manifest's hash of the app's operation with this name. */
function hashOf(operationName: string): string {
  const entry = Object.entries(manifest).find(([, text]) =>
    new RegExp(`^(query|mutation) ${operationName}\\b`, "m").test(
      text.replace(/ (query|mutation) /g, "\n$1 "),
    ),
  );
  if (!entry) throw new Error(`no trusted document named ${operationName}`);
  return entry[0];
}

const persisted = (hash: string) => ({ persistedQuery: { version: 1, sha256Hash: hash } });

// The review's denial-of-service query: listings nested in listings, three deep.
const NESTED = `{ search(input: { state: "ny", citySlug: "new-york", limit: 48 }) { listings {
  nearbyListings(limit: 24) { nearbyListings(limit: 24) { nearbyListings(limit: 24) { id description } } } } } }`;

describe("TRUSTED_DOCUMENTS setting", () => {
  it("is on in production and off elsewhere unless set", () => {
    expect(loadConfig({ NODE_ENV: "production" }).trustedDocuments).toBe(true);
    expect(loadConfig({ NODE_ENV: "production", TRUSTED_DOCUMENTS: "false" }).trustedDocuments).toBe(false);
    expect(loadConfig({ NODE_ENV: "development" }).trustedDocuments).toBe(false);
    expect(loadConfig({ NODE_ENV: "test", TRUSTED_DOCUMENTS: "true" }).trustedDocuments).toBe(true);
  });
});

describe.each(testBackends())("trusted documents on $name", (backend) => {
  let trusted: TestServer;
  let open: TestServer;
  beforeAll(async () => {
    [trusted, open] = await Promise.all([
      startTestServer(backend, { listings: 30, env: { TRUSTED_DOCUMENTS: "true" } }),
      startTestServer(backend, { listings: 30, env: { TRUSTED_DOCUMENTS: "false" } }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([trusted?.close(), open?.close()]);
  });

  it("refuses an ad-hoc document with a clear error and no stack", async () => {
    const res = await trusted.graphql({ query: "{ ping }" });
    expect(res.status).toBe(200);
    const text = await res.text();
    const body = JSON.parse(text) as Json;
    expect(body.data).toBeUndefined();
    expect(body.errors).toHaveLength(1);
    expect(body.errors[0].extensions.code).toBe("PERSISTED_QUERY_NOT_FOUND");
    expect(body.errors[0].message).toMatch(/Only the app's own operations/);
    expect(text).not.toMatch(/stack|\bat .*\.ts/);
  });

  it("refuses an unknown hash", async () => {
    const res = await trusted.graphql({ query: "{ ping }", extensions: persisted("0".repeat(64)) });
    expect(((await res.json()) as Json).errors[0].extensions.code).toBe("PERSISTED_QUERY_NOT_FOUND");
  });

  it("runs a known hash", async () => {
    const res = await trusted.graphql({
      operationName: "CurrentUserQuery",
      variables: {},
      query: "query CurrentUserQuery { currentUser { id } }",
      extensions: persisted(hashOf("CurrentUserQuery")),
    });
    expect(await res.json()).toEqual({ data: { currentUser: null } });
  });

  it("runs the manifest's text for a known hash whatever text came with it", async () => {
    const res = await trusted.graphql({
      operationName: "ServerInfoQuery",
      query: `query ServerInfoQuery { markets { id name } serverInfo { serverId } }`,
      extensions: persisted(hashOf("ServerInfoQuery")),
    });
    const body = (await res.json()) as Json;
    expect(Object.keys(body.data)).toEqual(["serverInfo"]);
    expect(body.data.serverInfo.buildVersion).toEqual(expect.any(String));
  });

  it("refuses a whole batch that mixes known and unknown documents, running none of it", async () => {
    const known = {
      operationName: "ServerInfoQuery",
      query: "",
      extensions: persisted(hashOf("ServerInfoQuery")),
    };
    const res = await trusted.graphql([known, { query: "{ ping }" }]);
    const body = (await res.json()) as Json[];
    expect(body).toHaveLength(2);
    for (const entry of body) {
      expect(entry.data).toBeUndefined();
      expect(entry.errors[0].extensions.code).toBe("PERSISTED_QUERY_NOT_FOUND");
    }
    const fine = (await (await trusted.graphql([known, known])).json()) as Json[];
    expect(fine.map((entry) => Object.keys(entry.data))).toEqual([["serverInfo"], ["serverInfo"]]);
  });

  it("refuses the review's nested denial-of-service query before any analysis, fast", async () => {
    const started = performance.now();
    const res = await trusted.graphql({ query: NESTED });
    const body = (await res.json()) as Json;
    expect(body.errors[0].extensions.code).toBe("PERSISTED_QUERY_NOT_FOUND");
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it("answers the app's own client, which sends each document's hash", async () => {
    const client = createApolloClient({ uri: `${trusted.url}/graphql`, logger: { error: () => {} } });
    const { data } = await client.query({ query: CurrentUserQuery, fetchPolicy: "network-only" });
    expect(data).toEqual({ currentUser: null });
  });

  it("with TRUSTED_DOCUMENTS=false answers ad-hoc documents", async () => {
    const res = await open.graphql({ query: "{ ping }" });
    expect(await res.json()).toEqual({ data: { ping: "pong" } });
  });
});
