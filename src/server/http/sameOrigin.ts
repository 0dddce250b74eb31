import type { FastifyRequest } from "fastify";

export const CROSS_SITE_MESSAGE = "Cross-site requests are not allowed.";

/**
 * CSRF protection for cookie-carrying posts: a browser says where a request comes from in
 * Sec-Fetch-Site and Origin. A post from another site is refused. A form post must say it comes
 * from here (every current browser sends one of the two headers on a POST), since an HTML form
 * on any site can post to us; `strict: false` (JSON to /graphql, which a form cannot send) lets a
 * client without either header through.
 */
export function crossSiteProblem(req: FastifyRequest, { strict }: { strict: boolean }): string | null {
  const site = req.headers["sec-fetch-site"];
  if (site === "cross-site" || site === "same-site") return CROSS_SITE_MESSAGE;
  const origin = req.headers.origin;
  if (origin && origin !== "null") {
    try {
      if (new URL(origin).host !== req.headers.host) return CROSS_SITE_MESSAGE;
    } catch {
      return CROSS_SITE_MESSAGE;
    }
    return null;
  }
  if (site === "same-origin" || site === "none") return null;
  return strict ? CROSS_SITE_MESSAGE : null;
}
