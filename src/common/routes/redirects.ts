import { DEFAULT_REDIRECT_STATUS } from "../constants";

export type RedirectStatus = 301 | 302 | 307 | 308;

export interface Redirect {
  from: string;
  to: string;
  /** Left out means DEFAULT_REDIRECT_STATUS (302): a temporary redirect is the safe default. */
  status?: RedirectStatus;
}

/** Spec section 2. */
export const redirects: readonly Redirect[] = [
  { from: "/new-york-city", to: "/office-space/ny/new-york", status: 301 },
  { from: "/houston", to: "/office-space/tx/houston", status: 301 },
  { from: "/landlords", to: "/", status: 301 },
  // Ad-click debugging: the query (gclid, gclsrc) must survive so /debuginfo can show it.
  { from: "/gclid", to: "/debuginfo", status: 302 },
];

export interface RedirectTarget {
  location: string;
  status: RedirectStatus;
}

function withoutTrailingSlash(path: string): string {
  return path.length > 1 && path.endsWith("/") ? path.slice(0, -1) : path;
}

/**
 * The redirect for a request path, or null. The input may carry a query string, which is kept
 * (merged after any query the target already has); a hash is dropped since browsers re-apply it.
 */
export function findRedirect(url: string, list: readonly Redirect[] = redirects): RedirectTarget | null {
  const [beforeHash] = url.split("#", 1);
  const queryAt = beforeHash.indexOf("?");
  const pathname = withoutTrailingSlash(queryAt < 0 ? beforeHash : beforeHash.slice(0, queryAt));
  const query = queryAt < 0 ? "" : beforeHash.slice(queryAt + 1);
  const found = list.find((r) => withoutTrailingSlash(r.from) === pathname);
  if (!found) return null;
  const separator = found.to.includes("?") ? "&" : "?";
  return {
    location: query ? `${found.to}${separator}${query}` : found.to,
    status: found.status ?? DEFAULT_REDIRECT_STATUS,
  };
}
