/**
 * Routes whose URL carries a secret: the confirmation token in the path, the reset token in
 * `?token=`. Their pages are never cached or shared, never send a Referer, and their canonical URL
 * leaves the token out.
 */
const TOKEN_ROUTES: Record<string, string> = {
  confirmAccount: "/confirm-account",
  changePassword: "/change-password",
};

export function isTokenRoute(routeId: string | undefined): boolean {
  return routeId !== undefined && Object.hasOwn(TOKEN_ROUTES, routeId);
}

/** The canonical path of a token route: the route's own path without its token. */
export function tokenFreePath(routeId: "confirmAccount" | "changePassword"): string {
  return TOKEN_ROUTES[routeId];
}
