import { PassThrough } from "node:stream";
import type { ApolloLink } from "@apollo/client";
import { prerenderStatic } from "@apollo/client/react/ssr";
import { renderToPipeableStream, renderToString } from "react-dom/server";
import { StaticRouter } from "react-router";
import { App } from "./App";
import { type DocumentAssets, renderDocumentEnd, renderDocumentStart } from "./document";
import { CurrentUserQuery } from "./features/account/currentUserQuery";
import { login } from "./features/account/userSlice";
import { updateSearch } from "./features/search/searchSlice";
import { Root } from "./Root";
import { createApolloClient } from "./system/apollo/createApolloClient";
import { HeadCollector, HeadContext } from "./system/head";
import { initialSearchFromUser } from "./system/store/startup";
import { createAppStore } from "./system/store/store";

export type RenderRequest = {
  url: string;
  /** In-process GraphQL: the request's own context, no HTTP call to ourselves. */
  link: ApolloLink;
  assets: DocumentAssets;
  baseUrl: string;
};

export type RenderResult = { status: number; body: PassThrough };

export async function renderPage(req: RenderRequest): Promise<RenderResult> {
  const client = createApolloClient({ ssrMode: true, link: req.link });
  const store = createAppStore();
  const { data } = await client.query({ query: CurrentUserQuery });
  const user = data?.currentUser ?? null;
  if (user) {
    store.dispatch(login(user));
    const search = initialSearchFromUser(user);
    if (search) store.dispatch(updateSearch(search));
  }

  const head = new HeadCollector();
  const tree = (
    <HeadContext.Provider value={head}>
      <Root client={client} store={store}>
        <StaticRouter location={req.url}>
          <App />
        </StaticRouter>
      </Root>
    </HeadContext.Provider>
  );
  // Runs the tree until every query has data, so the final render is complete.
  await prerenderStatic({ tree, context: { client }, renderFunction: renderToString, ignoreResults: true });

  head.status = 200;
  return new Promise<RenderResult>((resolve, reject) => {
    const body = new PassThrough();
    const stream = renderToPipeableStream(tree, {
      onAllReady() {
        const state = { apollo: client.extract(), redux: store.getState() };
        body.write(
          renderDocumentStart({ head: head.data, assets: req.assets, baseUrl: req.baseUrl, path: req.url }),
        );
        stream
          .pipe(new PassThrough())
          .on("data", (chunk) => body.write(chunk))
          .on("end", () => {
            body.end(renderDocumentEnd({ state, assets: req.assets }));
          });
        resolve({ status: head.status, body });
      },
      onShellError: reject,
      onError(error) {
        console.error("server render error", error);
      },
    });
  });
}
