import { anonymousViewer, type UserRow } from "../../policies/policy";
import type { AccountDeps } from "../../services/accountResult";
import { type NewSession, SESSION_COOKIE } from "../../services/sessionService";
import type { GraphQLContext } from "../context";

export function accountDeps(ctx: GraphQLContext): AccountDeps {
  return {
    database: ctx.services.database,
    config: ctx.services.config,
    jobs: ctx.services.jobs,
    log: ctx.log,
    ip: ctx.ip,
    userAgent: ctx.userAgent,
  };
}

function cookieOptions(ctx: GraphQLContext) {
  return {
    httpOnly: true,
    sameSite: "lax" as const,
    path: "/",
    secure: ctx.services.config.baseUrl.startsWith("https://"),
  };
}

/**
 * Sets the session cookie and makes the rest of this request (later fields, other operations of a
 * batch, which share the context) see the new user.
 */
export function startViewerSession(ctx: GraphQLContext, user: UserRow, session: NewSession): void {
  const maxAge = Math.max(0, Math.floor((session.expiresAt.getTime() - Date.now()) / 1000));
  ctx.reply?.setCookie(SESSION_COOKIE, session.rawId, { ...cookieOptions(ctx), maxAge });
  ctx.viewer = { user, sessionIdHash: session.idHash };
}

export function endViewerSession(ctx: GraphQLContext): void {
  ctx.reply?.clearCookie(SESSION_COOKIE, cookieOptions(ctx));
  ctx.viewer = anonymousViewer;
}

/** Replaces the viewer's user row after a change to it, so the answer shows the new values. */
export function refreshViewer(ctx: GraphQLContext, user: UserRow): void {
  if (ctx.viewer.user?.id === user.id) ctx.viewer = { ...ctx.viewer, user };
}
