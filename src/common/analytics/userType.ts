/** Company e-mail domains whose users count as internal; a subdomain (mail.squarely.com) counts too. */
// The demo accounts use squarely.test, so the demo client is an external user like any renter.
export const DEFAULT_INTERNAL_DOMAINS: readonly string[] = ["squarely.com"];

/** Query parameters only staff tools add to links (spec section 4). */
const INTERNAL_QUERY_PARAMS = ["current_site", "snapshot_site", "next"];

export type AnalyticsUserType = "internal" | "external";

export interface AnalyticsUserTypeInput {
  /** The internal flag already in local storage. */
  storedInternalFlag: boolean;
  /** location.search, with or without the leading "?". */
  search: string;
  email?: string | null;
  isBroker?: boolean;
  isAdmin?: boolean;
  internalDomains?: readonly string[];
}

export interface AnalyticsUserTypeResult {
  userType: AnalyticsUserType;
  /** True when the caller should write the internal flag now (internal and not yet stored). */
  storeFlag: boolean;
}

function hasInternalQuery(search: string): boolean {
  // Parameter names, not a substring search: "next" would otherwise match values like a
  // redirect path or a neighbourhood slug.
  const params = new URLSearchParams(search);
  return INTERNAL_QUERY_PARAMS.some((name) => params.has(name));
}

function hasInternalDomain(email: string | null | undefined, domains: readonly string[]): boolean {
  if (!email) return false;
  const domain = email.trim().toLowerCase().split("@").pop() ?? "";
  return domains.some((d) => {
    const internal = d.toLowerCase();
    return domain === internal || domain.endsWith(`.${internal}`);
  });
}

/**
 * Spec section 4: internal when the flag is already stored, the query string carries a staff
 * parameter, the e-mail is on an internal company domain, or the user is a broker or admin.
 * Once internal, the flag is stored so later anonymous visits stay internal.
 */
export function analyticsUserType(input: AnalyticsUserTypeInput): AnalyticsUserTypeResult {
  const internal =
    input.storedInternalFlag ||
    hasInternalQuery(input.search) ||
    hasInternalDomain(input.email, input.internalDomains ?? DEFAULT_INTERNAL_DOMAINS) ||
    input.isBroker === true ||
    input.isAdmin === true;
  return { userType: internal ? "internal" : "external", storeFlag: internal && !input.storedInternalFlag };
}
