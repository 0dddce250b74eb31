// Stylesheets, in cascade order (Vite bundles them into one sheet in this order). A sheet that
// would run past 350 lines is a folder of the same name (ui/styles/tourbook/ …) holding its
// consecutive parts, each named by what it styles; the order of the parts is the old sheet's order.
import "./ui/styles/tokens.css";
import "./ui/styles/base/reset.css";
import "./ui/styles/base/typography.css";
import "./ui/styles/base/controls.css";
import "./ui/styles/base/utilities.css";
import "./ui/styles/layout/header.css";
import "./ui/styles/layout/footer.css";
import "./ui/styles/layout/toastAndModal.css";
import "./ui/styles/layout/spinnerAndStatus.css";
import "./ui/styles/layout/home.css";
import "./ui/styles/layout/print.css";
import "./ui/styles/account.css";
import "./ui/styles/search/page.css";
import "./ui/styles/search/filters.css";
import "./ui/styles/search/results.css";
import "./ui/styles/search/listingCard.css";
import "./ui/styles/search/belowResults.css";
import "./ui/styles/search/map.css";
import "./ui/styles/search/saveToggle.css";
import "./ui/styles/listing/header.css";
import "./ui/styles/listing/gallery.css";
import "./ui/styles/listing/facts.css";
import "./ui/styles/listing/brokerPanels.css";
import "./ui/styles/listing/related.css";
import "./ui/styles/listing/directory.css";
import "./ui/styles/tools/common.css";
import "./ui/styles/tools/spaceCalculator.css";
import "./ui/styles/tools/commuteCalculator.css";
import "./ui/styles/content/page.css";
import "./ui/styles/content/prose.css";
import "./ui/styles/content/lists.css";
import "./ui/styles/content/forms.css";
import "./ui/styles/support.css";
import "./ui/styles/onboarding/page.css";
import "./ui/styles/onboarding/steps.css";
import "./ui/styles/onboarding/results.css";
import "./ui/styles/tourbook/campaignList.css";
import "./ui/styles/tourbook/campaignPage.css";
import "./ui/styles/tourbook/surveys.css";
import "./ui/styles/tourbook/mapAndDrawer.css";
import "./ui/styles/tourbook/comparison.css";
import "./ui/styles/tourbook/tours.css";
import "./ui/styles/tourbook/invitations.css";
import "./ui/styles/tourbook/campaignMail.css";
import "./ui/styles/tourbook/saveMenu.css";
import "./ui/styles/admin/users.css";
import "./ui/styles/admin/buildings.css";
import "./ui/styles/admin/importer.css";
import "./ui/styles/admin/featured.css";
import "./ui/styles/admin/vendors.css";
import "./ui/styles/admin/mail.css";
import "./ui/styles/admin/auditAndStackedTables.css";
import "./ui/styles/media.css";
import "./ui/styles/research.css";
import "./ui/styles/csvImport.css";
import { startTransition, useEffect } from "react";
import { hydrateRoot } from "react-dom/client";
import type { PostedForm } from "../common/forms/postedForm";
import { matchRoute, type RouteMatch } from "../common/routes/matchRoute";
import { App } from "./App";
import { footerQueries } from "./layout/footerDirectoryQuery";
// Registers the current user among the shell's queries (system/pageQueries.ts) before they are read.
import "./features/account/currentUserQuery";
import { Root } from "./Root";
import { createApolloClient, endHydration } from "./system/apollo/createApolloClient";
import { type ClientConfig, setClientConfig } from "./system/clientConfig";
import { isScreenHydrating } from "./system/hydration";
import { shellQueries } from "./system/pageQueries";
import { BrowserRouter } from "./system/router/router";
import { type AnyScreenQuery, activeQueries, type ScreenModule } from "./system/screenData";
import { preloadScreen, screenIdsFor } from "./system/screenLoader";
import {
  loadPersistedState,
  type PersistedState,
  rehydrate,
  subscribePersistence,
} from "./system/store/persistence";
import { onSliceRegistered } from "./system/store/registry";
import { createAppStore } from "./system/store/store";
import { PostedFormScope } from "./ui/form/postedForm";

/** Renders nothing; its effect runs once React has hydrated the page (effects follow the commit). */
function AfterHydration({ run }: { run: () => void }) {
  useEffect(run, [run]);
  return null;
}

/**
 * Persisted slices (onboarding, tourbook, dataUpdates) are restored only after hydration, so the
 * first client render matches the server's markup. Dispatched even when nothing is stored, so screens
 * waiting for the stored state know it is in.
 */
function afterHydration() {
  if (!isScreenHydrating()) endHydration(client);
  restorePersistedState();
}

function restorePersistedState() {
  store.dispatch(rehydrate(loadPersistedState(window.localStorage) ?? {}));
  let stop = subscribePersistence(store, window.localStorage);
  // Writes are throttled; a reload or a closed tab must not lose the last second of changes.
  window.addEventListener("pagehide", () => {
    stop();
    stop = () => {};
  });
  window.addEventListener("pageshow", (event) => {
    if (event.persisted) stop = subscribePersistence(store, window.localStorage);
  });
}

type ServerState = {
  apollo: Record<string, unknown>;
  /** The shell's and the screen's prefetched answers (entry.server.tsx's PrefetchedState). */
  prefetched?: { shell: Record<string, unknown>; id: string; screen: Record<string, unknown> };
  redux: Record<string, unknown>;
  config?: Partial<ClientConfig>;
  postedForm?: PostedForm | null;
};

const stateElement = document.getElementById("__SQ_STATE__");
const serverState: ServerState = stateElement?.textContent
  ? JSON.parse(stateElement.textContent)
  : { apollo: {}, redux: {} };

setClientConfig(serverState.config);
const client = createApolloClient({ initialState: serverState.apollo as never });
const store = createAppStore(serverState.redux as never);
// A slice that loads with a later screen joins the store, with its saved part if the rest is back.
onSliceRegistered((key) => {
  store.includeRegisteredSlices();
  // Before the saved state is back, the restore itself hands the new slice its part.
  const restored = store.getState().onboarding.restored;
  const saved = restored ? loadPersistedState(window.localStorage)?.[key as keyof PersistedState] : undefined;
  if (saved) store.dispatch(rehydrate({ [key]: saved }));
});

/**
 * The server rendered the page from its prefetched answers without Apollo's cache; they go into
 * this cache now, under the shell's and the screen's own declarations, so the first render finds
 * them as the server's did (the footer's too, though its code loads later: one way in for every
 * prefetched answer).
 */
function restorePrefetched(screen: ScreenModule | null, match: RouteMatch | null) {
  const saved = serverState.prefetched;
  if (!saved) return;
  const write = (declared: [string, AnyScreenQuery][], answers: Record<string, unknown>) => {
    for (const [key, { query, variables }] of declared) {
      if (key in answers) client.writeQuery({ query, variables, data: answers[key] as never });
    }
  };
  write(Object.entries({ ...shellQueries, ...footerQueries }), saved.shell);
  if (!screen || !match || saved.id !== match.route.id) return;
  const input = { routeId: match.route.id, params: match.params, search: window.location.search };
  write(activeQueries(screen.queries, input), saved.screen);
}

// The page's screen code is fetched before hydrating, so the first render matches the server's.
const firstMatch = matchRoute(window.location.pathname);
Promise.all(screenIdsFor(firstMatch?.route).map(preloadScreen))
  .then(([screen]) => restorePrefetched(screen ?? null, firstMatch))
  .catch((err: unknown) => console.error("screen code failed to load", err))
  .finally(() => {
    // Hydrating in a transition lets React yield to the browser every few milliseconds instead of
    // holding the main thread for the whole page, so taps and scrolls are not blocked meanwhile.
    startTransition(() => {
      hydrateRoot(
        document.getElementById("root") as HTMLElement,
        <Root client={client} store={store} config={serverState.config}>
          <BrowserRouter>
            <PostedFormScope posted={serverState.postedForm ?? null}>
              <App />
            </PostedFormScope>
          </BrowserRouter>
          <AfterHydration run={afterHydration} />
        </Root>,
      );
    });
  });
