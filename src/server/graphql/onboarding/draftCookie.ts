import type { FastifyRequest } from "fastify";
import { isUuid } from "../../../common/format/uuid";
import type { GraphQLContext } from "../context";

/**
 * Issue 14: a visitor doing the onboarding steps without scripts keeps no profile in the browser,
 * so the server's copy (the profile saveOnboardingProfile hands an onboardingId for) is the draft,
 * and this cookie names it between steps. A request carrying it is rendered privately: the page
 * holds that visitor's draft (ssrRoute.ts).
 */
export const DRAFT_COOKIE = "sq_onboarding";
const DRAFT_MAX_AGE_S = 30 * 24 * 60 * 60;

/** The draft's onboardingId the request names; anything but a UUID is no draft. */
export function draftIdOf(request: FastifyRequest): string | null {
  const raw = request.cookies?.[DRAFT_COOKIE];
  return raw && isUuid(raw) ? raw.toLowerCase() : null;
}

function cookieOptions(ctx: GraphQLContext) {
  return {
    httpOnly: true,
    sameSite: "lax" as const,
    path: "/",
    secure: ctx.services.config.baseUrl.startsWith("https://"),
  };
}

/** Names the visitor's draft for the next step (and for 30 days, as a stored profile would last). */
export function rememberDraft(ctx: GraphQLContext, onboardingId: string): void {
  ctx.draftOnboardingId = onboardingId;
  ctx.reply?.setCookie(DRAFT_COOKIE, onboardingId, { ...cookieOptions(ctx), maxAge: DRAFT_MAX_AGE_S });
}

/** The draft went to a broker and belongs to an account now: the cookie names nothing readable. */
export function forgetDraft(ctx: GraphQLContext): void {
  ctx.draftOnboardingId = null;
  ctx.reply?.clearCookie(DRAFT_COOKIE, cookieOptions(ctx));
}
