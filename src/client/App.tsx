import { useApolloClient } from "@apollo/client/react";
import { Suspense, use, useEffect, useRef } from "react";
import { matchRoute, pageOptionsFor, type RouteMatch } from "../common/routes/matchRoute";
import "./appSlices";
import { notFoundTitle, signedOutTitle, unauthorizedTitle } from "./features/status/statusTitles";
import { ErrorBoundary } from "./layout/ErrorBoundary";
import { OnboardingCta } from "./layout/OnboardingCta";
import { OnboardingPrompt } from "./layout/OnboardingPrompt";
import { PageShell } from "./layout/PageShell";
import { Spinner } from "./layout/Spinner";
import { screens } from "./screens";
import { analytics } from "./system/analytics";
import { endHydration } from "./system/apollo/createApolloClient";
import { Head, useResponseStatus } from "./system/head";
import { screenWillHydrate } from "./system/hydration";
import { lazyComponent } from "./system/lazyComponent";
import { decideAccess } from "./system/routeAccess";
import type { RouterLocation } from "./system/router/history";
import { useLocation } from "./system/router/router";
import { loadedScreen, preloadScreen } from "./system/screenLoader";
import { scrollToHash } from "./system/scrollToHash";
import { useAppSelector } from "./system/store/hooks";
import { useHydrated } from "./system/useHydrated";
import { usePageAnalytics } from "./system/usePageAnalytics";

// Most pages never show these status pages, so their code is not in the first load (docs/decisions.md,
// issue 10 §5 and stop 24: the sign-in-to-continue page too, which only protected pages show).
const SignedOutPage = lazyComponent(
  () => import("./features/status/SignedOutPage").then((m) => m.SignedOutPage),
  <Spinner />,
);
const NotAvailablePage = lazyComponent(
  () => import("./features/status/NotAvailablePage").then((m) => m.NotAvailablePage),
  <Spinner />,
);
const NotFoundPage = lazyComponent(
  () => import("./features/status/NotFoundPage").then((m) => m.NotFoundPage),
  <Spinner />,
);
const UnauthorizedPage = lazyComponent(
  () => import("./features/status/UnauthorizedPage").then((m) => m.UnauthorizedPage),
  <Spinner />,
);

const defaultShell = { showHeader: true, showFooter: true, showStreamLineFooter: false, isTourbook: false };

/**
 * The server matched the request's route already; it hands its match down so a render does not
 * match again. In the browser each navigation matches its own path.
 */
export type KnownMatch = { pathname: string; match: RouteMatch | null };

export function App({ known }: { known?: KnownMatch } = {}) {
  const location = useLocation();
  const user = useAppSelector((s) => s.user.currentUser);
  // Registered with the campaign page's code (layout/headerCampaignSlice.ts): undefined until then.
  const headerCampaign = useAppSelector((s) => s.headerCampaign ?? null);
  const hydrated = useHydrated();
  useEffect(() => {
    // Browser tests and support tools wait for this before interacting.
    if (hydrated) document.documentElement.dataset.hydrated = "true";
  }, [hydrated]);
  useScrollOnNavigation(location);

  const match = known?.pathname === location.pathname ? known.match : matchRoute(location.pathname);
  usePageAnalytics(match?.route.id ?? "notFound", location.pathname, location.search, user);
  if (!match) {
    return (
      <PageShell pageOptions={defaultShell}>
        <NotFound />
      </PageShell>
    );
  }
  const { route, params } = match;
  const pageOptions = pageOptionsFor(route);
  const shell = { ...pageOptions };
  const access = decideAccess(route, user);

  let content: React.ReactNode;
  if (access.kind === "signedOut") {
    content = <SignedOut path={location.pathname + location.search} />;
  } else if (access.kind === "unauthorized") {
    content = <Unauthorized />;
  } else if (route.clientOnly && !hydrated) {
    // Client-only screens (tourbook, settings, research tools…) render their shell on the server.
    content = <Spinner />;
  } else {
    const screenId = access.kind === "fallback" ? access.screenId : route.id;
    content = <ScreenView screenId={screenId} routeId={route.id} params={params} />;
  }
  return (
    // The broker's campaign header: the campaign they last opened, on tourbook pages (Header decides).
    <PageShell pageOptions={shell} routeId={route.id} campaign={headerCampaign}>
      <OnboardingCta enabled={pageOptions.showOnboardingCTA} pageKey={route.id} />
      <ErrorBoundary key={boundaryKey(route.id, location.pathname)}>{content}</ErrorBoundary>
      <OnboardingPrompt route={route} pathname={location.pathname} />
    </PageShell>
  );
}

/**
 * A new page gets a fresh error boundary. Search pages keep theirs while neighbourhoods enter and
 * leave the path, so the results and the map are not rebuilt on every filter change.
 */
function boundaryKey(routeId: string, pathname: string): string {
  return routeId === "search" || routeId === "searchLanding" ? "search" : pathname;
}

type ScreenViewProps = { screenId: string; routeId: string; params: Record<string, string | undefined> };

function ScreenView({ screenId, routeId, params }: ScreenViewProps) {
  const screen = screens[screenId];
  if (!screen) return <NotFound />;
  if (!screen.load) {
    return (
      <>
        <Head title={screen.name} robots="noindex" />
        <NotAvailablePage screenName={screen.name} />
      </>
    );
  }
  screenWillHydrate();
  return (
    <>
      <Head title={screen.title ?? screen.name} />
      <Suspense fallback={<Spinner />}>
        <LoadedScreen screenId={screenId} routeId={routeId} params={params} />
      </Suspense>
    </>
  );
}

/** Renders a screen whose code may still be on its way (client navigation); suspends until it is. */
function LoadedScreen({ screenId, routeId, params }: ScreenViewProps) {
  const client = useApolloClient();
  // The first screen's boundary has hydrated: network-only queries may go to the network again.
  useEffect(() => endHydration(client), [client]);
  const module = loadedScreen(screenId) ?? use(preloadScreen(screenId));
  if (!module) return <NotFound />;
  const Component = module.component;
  return <Component params={params} routeId={routeId} />;
}

/** A signed-in person without the route's role: the page says so and the response is 403 (issue 25). */
function Unauthorized() {
  useResponseStatus(403);
  return (
    <>
      <Head title={unauthorizedTitle} robots="noindex" />
      <UnauthorizedPage />
    </>
  );
}

function NotFound() {
  useResponseStatus(404);
  return (
    <>
      <Head title={notFoundTitle} robots="noindex" />
      <NotFoundPage />
    </>
  );
}

function SignedOut({ path }: { path: string }) {
  useEffect(() => {
    analytics.track("logged_out_protected_route", { path });
  }, [path]);
  return (
    <>
      <Head title={signedOutTitle} robots="noindex" />
      <SignedOutPage />
    </>
  );
}

/**
 * Navigation scrolls to the top unless the navigation state asks to keep the position; a link with a
 * fragment (/about/#clients) scrolls to its target instead. A target that is not rendered yet (screen
 * code or data still loading) is scrolled to by its screen once it is there.
 */
function useScrollOnNavigation({ pathname, hash, state }: RouterLocation) {
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect runs on each navigation, which pathname and hash mark.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const keep =
      typeof state === "object" &&
      state !== null &&
      (state as { keepScrollPosition?: boolean }).keepScrollPosition;
    if (keep) return;
    if (!scrollToHash(hash)) window.scrollTo(0, 0);
  }, [pathname, hash, state]);
}
