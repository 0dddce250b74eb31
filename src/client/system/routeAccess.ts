import type { RouteDef } from "../../common/routes/routeTable";

export type AccessUser = { isAdmin: boolean; isBroker: boolean; isResearch?: boolean } | null;

export type AccessDecision =
  | { kind: "allowed" }
  | { kind: "signedOut" }
  | { kind: "unauthorized" }
  /** Some routes show another screen instead of the signed-out or unauthorized page (tour invitations, public surveys). */
  | { kind: "fallback"; screenId: string };

export function decideAccess(route: RouteDef, user: AccessUser): AccessDecision {
  const denied = (kind: "signedOut" | "unauthorized"): AccessDecision =>
    route.fallbackWhenDenied ? { kind: "fallback", screenId: route.fallbackWhenDenied } : { kind };
  switch (route.access) {
    case "public":
      return { kind: "allowed" };
    case "signedIn":
      return user ? { kind: "allowed" } : denied("signedOut");
    case "admin":
      if (!user) return denied("signedOut");
      return user.isAdmin ? { kind: "allowed" } : denied("unauthorized");
    case "signedInExtraCheck":
      // The research team's listing editor: research staff and admins only.
      if (!user) return denied("signedOut");
      return user.isResearch || user.isAdmin ? { kind: "allowed" } : denied("unauthorized");
  }
}
