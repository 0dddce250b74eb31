/**
 * Routes whose URL carries a secret: the confirmation token in the path, the reset token in
 * `?token=`. Their pages are never cached or shared, never send a Referer, and their canonical URL
 * leaves the token out.
 */
const TOKEN_ROUTES: Record<string, string> = {
  confirmAccount: "/confirm-account",
  changePassword: "/change-password",
};

/**
 * Routes whose path holds an invitation's id: the secret mailed to the invitee, and a page naming
 * them (issue 24). Private and never cached like the token routes; unlike them, the invitation page
 * itself signs in with a way back to it, so the header's Sign In may come back here too.
 */
const SECRET_LINK_ROUTES: Record<string, string> = {
  invitation: "/invitation",
};

export function isTokenRoute(routeId: string | undefined): boolean {
  return routeId !== undefined && Object.hasOwn(TOKEN_ROUTES, routeId);
}

/** A token route or an invitation: answered `private, no-store`, never kept in the page cache. */
export function carriesSecret(routeId: string | undefined): boolean {
  return isTokenRoute(routeId) || (routeId !== undefined && Object.hasOwn(SECRET_LINK_ROUTES, routeId));
}

/** The canonical path of a token route: the route's own path without its token. */
export function tokenFreePath(routeId: "confirmAccount" | "changePassword" | "invitation"): string {
  return TOKEN_ROUTES[routeId] ?? SECRET_LINK_ROUTES[routeId];
}
