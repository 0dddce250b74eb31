import { ApolloLink } from "@apollo/client";
import { prerenderStatic } from "@apollo/client/react/ssr";
import type { ResultOf } from "@graphql-typed-document-node/core";
import { renderToString } from "react-dom/server";
import type { PostedForm } from "../common/forms/postedForm";
import { matchRoute, type RouteMatch } from "../common/routes/matchRoute";
import { App } from "./App";
import { type DocumentAssets, renderDocumentEnd, renderDocumentStart } from "./document";
import { CurrentUserQuery } from "./features/account/currentUserQuery";
import { login } from "./features/account/userSlice";
import { updateSearch } from "./features/search/searchSlice";
import { initialSearchFromUser } from "./features/search/searchStartup";
import { footerQueries } from "./layout/footerDirectoryQuery";
import { Root } from "./Root";
import { createApolloClient } from "./system/apollo/createApolloClient";
import type { ClientConfig } from "./system/clientConfig";
import { HeadCollector, HeadContext } from "./system/head";
import { shellQueries } from "./system/pageQueries";
import { type AccessUser, decideAccess } from "./system/routeAccess";
import { StaticRouter } from "./system/router/router";
import {
  type AnyScreenQuery,
  activeQueries,
  PrefetchedData,
  PrefetchedProvider,
  variablesKey,
} from "./system/screenData";
import { preloadScreen, screenIdsFor } from "./system/screenLoader";
import { createAppStore } from "./system/store/store";
import { PostedFormScope } from "./ui/form/postedForm";

/** A prefetched answer: the query's data, or undefined when it failed (the render then asks itself). */
export type Prefetch = (queries: AnyScreenQuery[]) => Promise<(unknown | undefined)[]>;

export type RenderRequest = {
  url: string;
  /** The request's route, when the caller matched it already (the server does, once per request). */
  match?: RouteMatch | null;
  /** In-process GraphQL: the request's own context, no HTTP call to ourselves. */
  link: ApolloLink;
  /** Runs the page's known queries before rendering. */
  prefetch: Prefetch;
  assets: DocumentAssets;
  baseUrl: string;
  /** Settings the browser needs (system/clientConfig.ts). */
  clientConfig?: Partial<ClientConfig>;
  /** The form this render answers (issue 14): refused post, or a redirect's notice. */
  postedForm?: PostedForm | null;
  /**
   * The signed-in viewer's roles (null signed out), when the caller knows them: a screen the viewer
   * may not open gets none of its queries run (it shows the signed-out or unauthorized page).
   */
  viewerRoles?: AccessUser;
};

/** `rendered`: operations the render had to ask for itself, because nothing prefetched them. */
export type RenderResult = { status: number; html: string; rendered: string[] };

/**
 * What the browser gets to fill its cache before hydrating: the shell's answers and the screen's
 * (for route `id`), each by its declared key.
 */
export type PrefetchedState = { shell: Record<string, unknown>; id: string; screen: Record<string, unknown> };

export function splitUrl(url: string): { pathname: string; search: string } {
  const q = url.indexOf("?");
  return q === -1 ? { pathname: url, search: "" } : { pathname: url.slice(0, q), search: url.slice(q) };
}

export async function renderPage(req: RenderRequest): Promise<RenderResult> {
  const { pathname, search } = splitUrl(req.url);
  const match = req.match === undefined ? matchRoute(pathname) : req.match;
  const rendered: string[] = [];
  const client = createApolloClient({ ssrMode: true, link: countingLink(req.link, rendered) });
  // The screen's code is loaded before rendering, so the render never suspends on it; it carries
  // the screen's query declaration.
  const [screen] = await Promise.all(screenIdsFor(match?.route).map(preloadScreen));
  // The footer's are prefetched with the shell's: every page renders the footer whole.
  const shell = Object.entries({ ...shellQueries, ...footerQueries });
  // A screen query the shell already asks (the market directory) runs and travels once: the
  // browser writes the shell's answer, which the screen's declaration then finds in the cache.
  const mayOpen =
    !match || req.viewerRoles === undefined || decideAccess(match.route, req.viewerRoles).kind === "allowed";
  const screenQueries = (
    match && mayOpen
      ? activeQueries(screen?.queries, { routeId: match.route.id, params: match.params, search })
      : []
  ).filter(([, q]) => !shell.some(([, s]) => sameQuery(s, q)));
  const declared = [...shell, ...screenQueries];
  const answers = await req.prefetch(declared.map(([, q]) => q));

  // The render reads these answers straight from `prefetched`: no writing into Apollo's cache and
  // reading back out (issue 10 §7). Only what nothing prefetched goes through Apollo.
  const prefetched = new PrefetchedData();
  const state: PrefetchedState = { shell: {}, id: match?.route.id ?? "", screen: {} };
  declared.forEach(([key, { query, variables }], i) => {
    const data = answers[i];
    if (data === undefined) return;
    prefetched.set(query, variables, data);
    (i < shell.length ? state.shell : state.screen)[key] = data;
  });

  const store = createAppStore();
  const currentUser = prefetched.get(CurrentUserQuery, undefined) as
    | ResultOf<typeof CurrentUserQuery>
    | undefined;
  const user = currentUser?.currentUser ?? null;
  if (user) {
    store.dispatch(login(user));
    const initialSearch = initialSearchFromUser(user);
    if (initialSearch) store.dispatch(updateSearch(initialSearch));
  }

  const head = new HeadCollector();
  const tree = (
    <HeadContext.Provider value={head}>
      <HeadReset collector={head} />
      <PrefetchedProvider data={prefetched}>
        <Root client={client} store={store} config={req.clientConfig}>
          <StaticRouter location={req.url}>
            <PostedFormScope posted={req.postedForm ?? null}>
              <App known={{ pathname, match }} />
            </PostedFormScope>
          </StaticRouter>
        </Root>
      </PrefetchedProvider>
    </HeadContext.Provider>
  );
  // Renders until every query in the tree has its data; with the page's queries prefetched that is
  // a single render, whose markup is the page.
  const { result: html } = await prerenderStatic({
    tree,
    context: { client },
    renderFunction: renderToString,
  });
  const serverState = {
    apollo: client.extract(),
    prefetched: state,
    redux: store.getState(),
    config: req.clientConfig ?? {},
    postedForm: req.postedForm ?? null,
  };
  const document =
    renderDocumentStart({ head: head.data, assets: req.assets, baseUrl: req.baseUrl, path: req.url }) +
    html +
    renderDocumentEnd({ state: serverState, assets: req.assets });
  return { status: head.status, html: document, rendered };
}

/** The same answer in PrefetchedData's eyes: the same document with the same variables' key. */
function sameQuery(a: AnyScreenQuery, b: AnyScreenQuery): boolean {
  return a.query === b.query && variablesKey(a.variables) === variablesKey(b.variables);
}

/** Notes each operation that reaches the link, i.e. that the render asked for itself. */
function countingLink(link: ApolloLink, rendered: string[]): ApolloLink {
  const count = new ApolloLink((operation, forward) => {
    rendered.push(operation.operationName ?? "anonymous");
    return forward(operation);
  });
  return ApolloLink.from([count, link]);
}

/** Each render pass starts from a clean head, so only the final pass decides title and status. */
function HeadReset({ collector }: { collector: HeadCollector }) {
  collector.data = {};
  collector.status = 200;
  return null;
}
