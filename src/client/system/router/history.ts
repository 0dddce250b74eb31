export type RouterLocation = {
  pathname: string;
  search: string;
  hash: string;
  /** Navigation state (e.g. `{ email }` for the sign-in page, `{ keepScrollPosition }`). */
  state: unknown;
  /** Changes on every navigation, so effects can tell two visits to one URL apart. */
  key: string;
};

export type NavigateOptions = { replace?: boolean; state?: unknown };

/** What a router needs from the outside world: the browser's history, a fixed URL, or a test's memory. */
export type RouterHistory = {
  location(): RouterLocation;
  push(to: string, options?: NavigateOptions): void;
  go(delta: number): void;
  subscribe(listener: () => void): () => void;
};

let keys = 0;
const nextKey = () => (keys++).toString(36);

export function parsePath(to: string, state: unknown = null, key = nextKey()): RouterLocation {
  const hashAt = to.indexOf("#");
  const hash = hashAt >= 0 ? to.slice(hashAt) : "";
  const rest = hashAt >= 0 ? to.slice(0, hashAt) : to;
  const searchAt = rest.indexOf("?");
  return {
    pathname: (searchAt >= 0 ? rest.slice(0, searchAt) : rest) || "/",
    search: searchAt >= 0 ? rest.slice(searchAt) : "",
    hash,
    state,
    key,
  };
}

/** Resolves a relative target ("?page=2", "#top", "sub") against the current location. */
export function resolveTo(to: string, from: RouterLocation): string {
  if (to.startsWith("/")) return to;
  if (to.startsWith("?")) return `${from.pathname}${to}`;
  if (to.startsWith("#")) return `${from.pathname}${from.search}${to}`;
  const base = from.pathname.endsWith("/") ? from.pathname : from.pathname.replace(/[^/]*$/, "");
  return `${base}${to}`;
}

export function createBrowserHistory(): RouterHistory {
  const listeners = new Set<() => void>();
  let current = read();
  function read(): RouterLocation {
    const state = (window.history.state ?? {}) as { usr?: unknown; key?: string };
    return parsePath(
      `${window.location.pathname}${window.location.search}${window.location.hash}`,
      state.usr ?? null,
      state.key ?? "default",
    );
  }
  const notify = () => {
    current = read();
    for (const l of listeners) l();
  };
  window.addEventListener("popstate", notify);
  return {
    location: () => current,
    push(to, options = {}) {
      const entry = { usr: options.state ?? null, key: nextKey() };
      if (options.replace) window.history.replaceState(entry, "", to);
      else window.history.pushState(entry, "", to);
      notify();
    },
    go: (delta) => window.history.go(delta),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export function createMemoryHistory(initial = "/", initialState: unknown = null): RouterHistory {
  const listeners = new Set<() => void>();
  const entries: RouterLocation[] = [parsePath(initial, initialState, "default")];
  let index = 0;
  const notify = () => {
    for (const l of listeners) l();
  };
  return {
    location: () => entries[index],
    push(to, options = {}) {
      const next = parsePath(to, options.state ?? null);
      if (options.replace) entries[index] = next;
      else {
        entries.splice(index + 1);
        entries.push(next);
        index += 1;
      }
      notify();
    },
    go(delta) {
      index = Math.min(entries.length - 1, Math.max(0, index + delta));
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The server's router: one fixed URL, no navigation. */
export function createStaticHistory(url: string): RouterHistory {
  const location = parsePath(url, null, "default");
  return { location: () => location, push: () => {}, go: () => {}, subscribe: () => () => {} };
}
