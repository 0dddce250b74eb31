/* Where someone lands after signing in: shared by the sign-in screens and the server's form posts. */

/** What decides where someone lands after signing in (the current user, or a form post's answer). */
export type LandingUser = {
  isBroker: boolean;
  isResearch: boolean;
  isAdmin: boolean;
  vendor?: { slug: string } | null;
};

export const BROKER_LANDING_PATH = "/tourbook/campaigns";
export const RESEARCH_PATH = "/research-team/building-contacts";

/**
 * The `redirectTo` of the sign-in page, only when it is a path on this site. Anything else (another
 * origin, a protocol-relative "//host", "/\host" which browsers read as "//host", a scheme, or
 * control characters that browsers strip before parsing) is dropped, so the page cannot be used as
 * an open redirect.
 */
export function safeRedirectPath(value: string | null | undefined): string | null {
  if (!value) return null;
  if (!value.startsWith("/")) return null;
  if (value.startsWith("//") || value.startsWith("/\\")) return null;
  // Tabs and newlines are removed by URL parsers ("/\t/evil" becomes "//evil"); backslashes count as slashes.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return null;
  return value;
}

/**
 * Spec section 2: brokers land on their campaigns; clients go back where they came from, or home.
 * Coming from home (or from nowhere), the research team lands on its screens and a vendor's
 * uploader on the upload page (issue 25): home holds nothing of their work.
 */
export function landingPathFor(user: LandingUser, redirectTo: string | null): string {
  if (user.isBroker) return BROKER_LANDING_PATH;
  const back = safeRedirectPath(redirectTo);
  if (back && back !== "/") return back;
  if (user.isResearch || user.isAdmin) return RESEARCH_PATH;
  if (user.vendor) return `/${user.vendor.slug}/csv-upload`;
  return back ?? "/";
}
