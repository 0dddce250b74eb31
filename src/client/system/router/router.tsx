import {
  type AnchorHTMLAttributes,
  createContext,
  type MouseEvent,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from "react";
import {
  createBrowserHistory,
  createMemoryHistory,
  createStaticHistory,
  type NavigateOptions,
  type RouterHistory,
  type RouterLocation,
  resolveTo,
} from "./history";

/**
 * The little of a router this app needs: a location, navigation and links. Screens are chosen by
 * our own route table (`src/common/routes`), so React Router's matching went unused while it cost
 * 13 KB gzip of the first-load budget (see docs/decisions.md). The API mirrors React Router's names.
 */
const HistoryContext = createContext<RouterHistory | null>(null);

function useHistory(): RouterHistory {
  const history = useContext(HistoryContext);
  if (!history) throw new Error("Router hooks must be used inside a router");
  return history;
}

export function Router({ history, children }: { history: RouterHistory; children: ReactNode }) {
  return <HistoryContext.Provider value={history}>{children}</HistoryContext.Provider>;
}

export function BrowserRouter({ children }: { children: ReactNode }) {
  const [history] = useState(createBrowserHistory);
  useEffect(() => followLinksNotHydrated(history), [history]);
  return <Router history={history}>{children}</Router>;
}

/** The anchors of the Links React has rendered in this document: their own handler navigates. */
const liveLinks = new WeakSet<Element>();
const trackLink = (anchor: HTMLAnchorElement | null) => {
  if (anchor) liveLinks.add(anchor);
};

/**
 * A part of the page whose code comes later (the footer, say, as it nears the viewport) keeps the
 * server's markup until then, where a Link is a plain anchor that React does not handle yet (React
 * even stops the click from going further). A plain click on one still navigates in place: `Link`
 * marks its anchor `data-link`, and a click on such an anchor that no rendered Link owns is handled
 * here, first, the way `Link` would.
 */
function followLinksNotHydrated(history: RouterHistory): () => void {
  const onClick = (event: globalThis.MouseEvent) => {
    if (event.defaultPrevented || !(event.target instanceof Element)) return;
    const anchor = event.target.closest("a[data-link]");
    if (!(anchor instanceof HTMLAnchorElement) || liveLinks.has(anchor)) return;
    const href = anchor.getAttribute("href") ?? "";
    if (!navigatesInPlace(event, anchor.target, href)) return;
    event.preventDefault();
    history.push(href);
  };
  window.addEventListener("click", onClick, true);
  return () => window.removeEventListener("click", onClick, true);
}

/** Whether a click on a link to `href` navigates in place: a plain left click, same tab, an app path. */
function navigatesInPlace(
  event: Pick<globalThis.MouseEvent, "button" | "metaKey" | "altKey" | "ctrlKey" | "shiftKey">,
  target: string | undefined,
  href: string,
): boolean {
  return (
    event.button === 0 &&
    (!target || target === "_self") &&
    !event.metaKey &&
    !event.altKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !/^[a-z][a-z0-9+.-]*:/i.test(href)
  );
}

export function StaticRouter({ location, children }: { location: string; children: ReactNode }) {
  const history = useMemo(() => createStaticHistory(location), [location]);
  return <Router history={history}>{children}</Router>;
}

type MemoryEntry = string | { pathname: string; search?: string; state?: unknown };

export function MemoryRouter({
  initialEntries = ["/"],
  children,
}: {
  initialEntries?: MemoryEntry[];
  children: ReactNode;
}) {
  const [history] = useState(() => {
    const last = initialEntries[initialEntries.length - 1];
    return typeof last === "string"
      ? createMemoryHistory(last)
      : createMemoryHistory(`${last.pathname}${last.search ?? ""}`, last.state);
  });
  return <Router history={history}>{children}</Router>;
}

export function useLocation(): RouterLocation {
  const history = useHistory();
  return useSyncExternalStore(history.subscribe, history.location, history.location);
}

export type NavigateFunction = {
  (to: string, options?: NavigateOptions): void;
  (delta: number): void;
};

export function useNavigate(): NavigateFunction {
  const history = useHistory();
  return useCallback(
    ((to: string | number, options?: NavigateOptions) => {
      if (typeof to === "number") history.go(to);
      else history.push(resolveTo(to, history.location()), options);
    }) as NavigateFunction,
    [history],
  );
}

export function useSearchParams(): [
  URLSearchParams,
  (next: URLSearchParams | Record<string, string>) => void,
] {
  const location = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const set = useCallback(
    (next: URLSearchParams | Record<string, string>) => {
      const query = new URLSearchParams(next).toString();
      navigate(`${location.pathname}${query ? `?${query}` : ""}`);
    },
    [navigate, location.pathname],
  );
  return [params, set];
}

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & {
  to: string;
  replace?: boolean;
  state?: unknown;
};

/** A real `<a href>` (crawlable, opens in a new tab) that navigates in place on a plain left click. */
export function Link({ to, replace, state, onClick, target, children, ...rest }: LinkProps) {
  const history = useHistory();
  const href = resolveTo(to, history.location());
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !navigatesInPlace(event, target, href)) return;
    event.preventDefault();
    history.push(href, { replace, state });
  };
  return (
    <a ref={trackLink} href={href} target={target} onClick={handleClick} data-link="" {...rest}>
      {children}
    </a>
  );
}

/** Tests only: renders the first `Route` whose path matches ("*" matches all, ":name" one segment). */
export function Routes({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const routes = (Array.isArray(children) ? children : [children]) as { props: RouteProps }[];
  const match = routes.find((r) => r?.props && pathMatches(r.props.path, pathname));
  return <>{match?.props.element ?? null}</>;
}

function pathMatches(pattern: string, pathname: string): boolean {
  if (pattern === "*") return true;
  const want = pattern.split("/");
  const have = pathname.split("/");
  return want.length === have.length && want.every((seg, i) => seg.startsWith(":") || seg === have[i]);
}

type RouteProps = { path: string; element: ReactNode };

export function Route(_props: RouteProps): null {
  return null;
}
