import type { OperationVariables, TypedDocumentNode } from "@apollo/client";
import { useQuery } from "@apollo/client/react";
import type { DocumentNode } from "graphql";
import { type ComponentType, createContext, type ReactNode, useContext } from "react";
import type { RouteParams } from "../../common/routes/matchRoute";
import { useLocation } from "./router/router";

/** What a screen's queries are computed from: the matched route and the URL's query string. */
export type ScreenInput = { routeId: string; params: RouteParams; search: string };

/** One query of a screen: a typed document, its variables, and whether this URL needs it at all. */
export type ScreenQuery<TData = unknown, TVariables extends OperationVariables = OperationVariables> = {
  query: TypedDocumentNode<TData, TVariables>;
  variables?: TVariables;
  /** Not asked for this URL (e.g. featured listings, only on a city's landing view). */
  skip?: boolean;
};

// biome-ignore lint/suspicious/noExplicitAny: a map of queries holds documents of different data and variable types.
export type AnyScreenQuery = ScreenQuery<any, any>;
export type ScreenQueryMap = Record<string, AnyScreenQuery>;

/**
 * A screen's data, declared once: the server fetches these before rendering and the screen reads
 * them through `useScreenQueries`, so the two cannot ask for different things.
 */
export type ScreenQueries<M extends ScreenQueryMap = ScreenQueryMap> = (input: ScreenInput) => M;

/** A built screen: its component and the queries it renders with. One lazy chunk carries both. */
export type ScreenModule = {
  component: ComponentType<{ params: RouteParams; routeId?: string }>;
  queries?: ScreenQueries;
};

/** Infers the variables' type from the document, so a declaration cannot pass the wrong ones. */
export function screenQuery<TData, TVariables extends OperationVariables>(
  query: TypedDocumentNode<TData, TVariables>,
  variables?: TVariables,
  options: { skip?: boolean } = {},
): ScreenQuery<TData, TVariables> {
  return { query, variables, ...options };
}

/** useQuery's result for a query without returnPartialData, as the screens read it. */
export type QueryResult<TData, TVariables extends OperationVariables> = useQuery.Result<
  TData,
  TVariables,
  "empty" | "complete" | "streaming"
>;

type DataOf<Q> = Q extends { query: TypedDocumentNode<infer D, infer _V> } ? D : never;
type VariablesOf<Q> = Q extends { query: TypedDocumentNode<infer _D, infer V> }
  ? V extends OperationVariables
    ? V
    : never
  : never;
export type ScreenQueryResults<M extends ScreenQueryMap> = {
  [K in keyof M]: QueryResult<DataOf<M[K]>, VariablesOf<M[K]>>;
};

/** The queries a screen asks for at this URL, without the skipped ones. */
export function activeQueries(
  queries: ScreenQueries | undefined,
  input: ScreenInput,
): [string, AnyScreenQuery][] {
  return queries ? Object.entries(queries(input)).filter(([, q]) => !q.skip) : [];
}

/**
 * Answers fetched by the server before rendering, found by document and variables. The server
 * render reads them straight from here instead of writing them into Apollo's cache and reading them
 * back (issue 10 §7: that normalising round trip was a large part of an uncached request).
 */
export class PrefetchedData {
  private readonly answers = new Map<DocumentNode, Map<string, unknown>>();

  set(query: DocumentNode, variables: object | undefined, data: unknown): void {
    let byVariables = this.answers.get(query);
    if (!byVariables) {
      byVariables = new Map();
      this.answers.set(query, byVariables);
    }
    byVariables.set(variablesKey(variables), data);
  }

  get(query: DocumentNode, variables: object | undefined): unknown {
    return this.answers.get(query)?.get(variablesKey(variables));
  }
}

/** The declarations build variables in a fixed key order, so JSON is a stable key. */
export function variablesKey(variables: object | undefined): string {
  return variables ? JSON.stringify(variables) : "";
}

const PrefetchedContext = createContext<PrefetchedData | null>(null);

/** Server only: makes the prefetched answers readable by the render. */
export function PrefetchedProvider({ data, children }: { data: PrefetchedData; children: ReactNode }) {
  return <PrefetchedContext.Provider value={data}>{children}</PrefetchedContext.Provider>;
}

/** A finished query's result as useQuery gives it; only the server render sees these. */
function serverResult(data: unknown, variables: object | undefined): useQuery.Result<unknown> {
  const later = () => Promise.reject(new Error("not available during server rendering"));
  // Cast: a server render only reads data/loading/error; the methods are for event handlers,
  // which never run on the server.
  return {
    data,
    dataState: "complete",
    loading: false,
    error: undefined,
    networkStatus: 7,
    previousData: undefined,
    variables: variables ?? {},
    refetch: later,
    fetchMore: later,
  } as unknown as useQuery.Result<unknown>;
}

/**
 * useQuery for a document that a screen declares. During the server render it answers from the
 * prefetched data; in the browser (and for anything not prefetched) it is plain useQuery, whose
 * cache the browser filled with the same answers before hydrating.
 */
export function useDeclaredQuery<TData, TVariables extends OperationVariables>(
  query: TypedDocumentNode<TData, TVariables>,
  options: { variables?: TVariables; skip?: boolean } = {},
): QueryResult<TData, TVariables> {
  const prefetched = useContext(PrefetchedContext);
  const answer = prefetched && !options.skip ? prefetched.get(query, options.variables) : undefined;
  // The branch is fixed for a component's life: the context exists in server renders only, and a
  // server render's answers do not change between its passes.
  if (answer !== undefined) return serverResult(answer, options.variables) as QueryResult<TData, TVariables>;
  // biome-ignore lint/correctness/useHookAtTopLevel: see above; the same hooks run on every render.
  return useQuery(query, options as useQuery.Options<TData, TVariables>) as QueryResult<TData, TVariables>;
}

/** Reads a screen's declared queries: one result per declared key, typed by its document. */
export function useScreenQueries<M extends ScreenQueryMap>(
  queries: ScreenQueries<M>,
  routeId: string,
  params: RouteParams,
): ScreenQueryResults<M> {
  const { search } = useLocation();
  const declared = queries({ routeId, params, search });
  const results: Record<string, unknown> = {};
  // A declaration returns the same keys for every URL (a query it does not need is `skip`ped), so
  // the same hooks run in the same order on every render.
  for (const [key, q] of Object.entries(declared)) {
    // biome-ignore lint/correctness/useHookAtTopLevel: the keys are fixed, see above.
    results[key] = useDeclaredQuery(q.query, { variables: q.variables, skip: q.skip });
  }
  return results as ScreenQueryResults<M>;
}
