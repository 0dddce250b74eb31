import { ApolloClient, ApolloLink, InMemoryCache, type NormalizedCacheObject } from "@apollo/client";
import { BatchHttpLink } from "@apollo/client/link/batch-http";
import type { StoreObject } from "@apollo/client/utilities";
import type { DocumentNode } from "graphql";
import { BATCH_INTERVAL_MS, BATCH_MAX } from "../../../common/constants";
import { compactPrint } from "./compactPrint";
import {
  createErrorLoggingLink,
  createResponseShapeLink,
  createTimeoutLink,
  createTimeoutRetryLink,
  type ErrorLogger,
  exponentialJitterDelay,
  strictStatusFetch,
} from "./transportLinks";

export interface CreateApolloClientOptions {
  uri?: string;
  /** Defaults to the global fetch, looked up per request so tests and polyfills can swap it. */
  fetch?: typeof fetch;
  ssrMode?: boolean;
  /** A cache serialised by the server (`client.extract()`), restored before the first render. */
  initialState?: NormalizedCacheObject;
  /** Replaces the HTTP transport (the server passes a SchemaLink); the error/retry links still apply. */
  link?: ApolloLink;
  logger?: ErrorLogger;
  /** Delay before the n-th timeout retry; defaults to 100 ms exponential backoff with jitter. */
  retryDelay?: (attempt: number) => number;
}

/** Every cached object is identified by type name plus id (spec section 3). */
export function dataIdFromObject(object: Readonly<StoreObject>): string | undefined {
  const { __typename, id } = object;
  if (typeof __typename !== "string") return undefined;
  if (typeof id !== "string" && typeof id !== "number") return undefined;
  return `${__typename}:${id}`;
}

/** Documents with __typename added, shared by every server render's cache (they never change). */
const serverTransforms = new WeakMap<DocumentNode, DocumentNode>();

class ServerRenderCache extends InMemoryCache {
  override transformDocument(document: DocumentNode): DocumentNode {
    let transformed = serverTransforms.get(document);
    if (!transformed) {
      transformed = super.transformDocument(document);
      serverTransforms.set(document, transformed);
    }
    return transformed;
  }
}

let typenameAdder: InMemoryCache | undefined;

/** The document as a server render's cache reads it (with __typename), made once per document. */
export function addTypenames(document: DocumentNode): DocumentNode {
  typenameAdder ??= createApolloCache(undefined, true);
  return typenameAdder.transformDocument(document);
}

export function createApolloCache(initialState?: NormalizedCacheObject, ssrMode = false): InMemoryCache {
  // A server render's cache lives for one request: memoising its reads only costs time.
  const cache = new (ssrMode ? ServerRenderCache : InMemoryCache)({
    dataIdFromObject,
    resultCaching: !ssrMode,
    typePolicies: {
      // Commute candidates are buildings or neighbourhoods: building 5 and neighbourhood 5 differ.
      CommuteCandidate: { keyFields: ["kind", "id"] },
      // A campaign page reads its listings' count and its listings in two queries (the count with the
      // header); where both land in one cache (a server render), they are one connection's fields.
      CampaignListingConnection: { merge: true },
    },
  });
  if (initialState) cache.restore(initialState);
  return cache;
}

export function createBatchHttpLink(uri: string, fetchImpl: typeof fetch | undefined): BatchHttpLink {
  const baseFetch: typeof fetch = fetchImpl ?? ((input, init) => globalThis.fetch(input, init));
  return new BatchHttpLink({
    uri,
    fetch: strictStatusFetch(baseFetch),
    batchMax: BATCH_MAX,
    batchInterval: BATCH_INTERVAL_MS,
    credentials: "include",
    headers: { accept: "*/*" },
    // The body is operationName, variables, query and, for the app's own documents, the trusted
    // document's hash (createPersistedDocumentLink). Apollo 4 would also add
    // `extensions.clientLibrary` to every body; that is turned off.
    includeExtensions: true,
    enhancedClientAwareness: { transport: false },
    print: compactPrint,
    // The batch link rejects GET itself; pinning POST keeps a context override from trying.
    fetchOptions: { method: "POST" },
  });
}

/** The hash GraphQL Code Generator embeds in each generated document (codegen.ts, persistedDocuments). */
type HashedDocument = DocumentNode & { __meta__?: { hash?: string } };

/**
 * Sends each operation's trusted-document hash beside its text, as Apollo's persisted queries do
 * (`extensions.persistedQuery`). In production the server runs only documents whose hash is in
 * its manifest, and runs the manifest's text (src/server/http/trustedDocuments.ts).
 */
export function createPersistedDocumentLink(): ApolloLink {
  return new ApolloLink((operation, forward) => {
    const hash = (operation.query as HashedDocument).__meta__?.hash;
    if (hash) {
      operation.extensions = { ...operation.extensions, persistedQuery: { version: 1, sha256Hash: hash } };
    }
    return forward(operation);
  });
}

export function createApolloClient(options: CreateApolloClientOptions = {}): ApolloClient {
  const {
    uri = "/graphql",
    fetch: fetchImpl,
    ssrMode = false,
    initialState,
    link,
    logger = console,
    retryDelay = exponentialJitterDelay(),
  } = options;

  const terminatingLink = link ?? createBatchHttpLink(uri, fetchImpl);
  const client = new ApolloClient({
    ssrMode,
    cache: createApolloCache(initialState, ssrMode),
    link: ApolloLink.from([
      createErrorLoggingLink(logger),
      createTimeoutRetryLink(retryDelay),
      createTimeoutLink(),
      createResponseShapeLink(),
      createPersistedDocumentLink(),
      terminatingLink,
    ]),
  });
  // Hydrating from the server's answers: a network-only query reads them instead of asking again,
  // so the first render matches the server's markup, until `endHydration` (called once the page has
  // hydrated; a fixed delay was too short whenever the screen's code took longer to arrive).
  if (initialState && !ssrMode) client.prioritizeCacheValues = true;
  return client;
}

/** The page has hydrated: network-only queries go to the network again. */
export function endHydration(client: ApolloClient) {
  client.prioritizeCacheValues = false;
}
