import type { ApolloClient, ApolloLink } from "@apollo/client";
import { prerenderStatic } from "@apollo/client/react/ssr";
import { renderToString } from "react-dom/server";
import type { PostedForm } from "../common/forms/postedForm";
import { matchRoute } from "../common/routes/matchRoute";
import { App } from "./App";
import { type DocumentAssets, renderDocumentEnd, renderDocumentStart } from "./document";
import { CurrentUserQuery } from "./features/account/currentUserQuery";
import { login } from "./features/account/userSlice";
import { updateSearch } from "./features/search/searchSlice";
import { Root } from "./Root";
import { screenQueries } from "./screenQueries";
import { createApolloClient } from "./system/apollo/createApolloClient";
import type { ClientConfig } from "./system/clientConfig";
import { HeadCollector, HeadContext } from "./system/head";
import { type PageQuery, shellQueries } from "./system/pageQueries";
import { StaticRouter } from "./system/router/router";
import { preloadScreen, screenIdsFor } from "./system/screenLoader";
import { initialSearchFromUser } from "./system/store/startup";
import { createAppStore } from "./system/store/store";
import { PostedFormScope } from "./ui/form/postedForm";

export type RenderRequest = {
  url: string;
  /** In-process GraphQL: the request's own context, no HTTP call to ourselves. */
  link: ApolloLink;
  /** Fills the cache with the page's known queries before rendering. */
  prefetch: (client: ApolloClient, queries: PageQuery[]) => Promise<void>;
  assets: DocumentAssets;
  baseUrl: string;
  /** Settings the browser needs (system/clientConfig.ts). */
  clientConfig?: Partial<ClientConfig>;
  /** The form this render answers (issue 14): refused post, or a redirect's notice. */
  postedForm?: PostedForm | null;
};

export type RenderResult = { status: number; html: string };

export async function renderPage(req: RenderRequest): Promise<RenderResult> {
  const client = createApolloClient({ ssrMode: true, link: req.link });
  const match = matchRoute(req.url.split("?")[0]);
  const query = req.url.includes("?") ? req.url.slice(req.url.indexOf("?")) : "";
  const pageQueries = match ? (screenQueries[match.route.id]?.(match.params, query) ?? []) : [];
  // The screen's code is loaded before rendering, so the render never suspends on it.
  await Promise.all(screenIdsFor(match?.route).map(preloadScreen));
  await req.prefetch(client, [...shellQueries, ...pageQueries]);

  const store = createAppStore();
  const user = client.readQuery({ query: CurrentUserQuery })?.currentUser ?? null;
  if (user) {
    store.dispatch(login(user));
    const search = initialSearchFromUser(user);
    if (search) store.dispatch(updateSearch(search));
  }

  const head = new HeadCollector();
  const tree = (
    <HeadContext.Provider value={head}>
      <HeadReset collector={head} />
      <Root client={client} store={store} config={req.clientConfig}>
        <StaticRouter location={req.url}>
          <PostedFormScope posted={req.postedForm ?? null}>
            <App />
          </PostedFormScope>
        </StaticRouter>
      </Root>
    </HeadContext.Provider>
  );
  // Renders until every query in the tree has its data; with the page's queries prefetched that is
  // a single render, whose markup is the page.
  const { result: html } = await prerenderStatic({
    tree,
    context: { client },
    renderFunction: renderToString,
  });
  const state = {
    apollo: client.extract(),
    redux: store.getState(),
    config: req.clientConfig ?? {},
    postedForm: req.postedForm ?? null,
  };
  const document =
    renderDocumentStart({ head: head.data, assets: req.assets, baseUrl: req.baseUrl, path: req.url }) +
    html +
    renderDocumentEnd({ state, assets: req.assets });
  return { status: head.status, html: document };
}

/** Each render pass starts from a clean head, so only the final pass decides title and status. */
function HeadReset({ collector }: { collector: HeadCollector }) {
  collector.data = {};
  collector.status = 200;
  return null;
}
