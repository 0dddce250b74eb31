import { endOtherSessionsPolicy, endSessionPolicy } from "../../policies/accountPolicy";
import { can } from "../../policies/can";
import type { UserRow } from "../../policies/policy";
import { userSubject } from "../../policies/subjects";
import { fail, MESSAGES } from "../../services/accountResult";
import { endOtherUserSessions, endUserSession, listUserSessions } from "../../services/sessionListService";
import type { GraphQLContext } from "../context";
import type { Resolvers } from "../generated/resolverTypes";
import { guarded, type SignedInContext } from "../guard";
import { endSessionArgs, parseAccountInput } from "./inputs";
import { accountDeps, endViewerSession } from "./sessionCookie";

type Ctx = GraphQLContext;

/** "Where you're signed in" (ASVS 7.5.2): a user sees and ends their own sessions, nobody else's. */
export const accountSessionResolvers = {
  User: {
    // Own only: not even admins see where someone is signed in.
    sessions: (user: UserRow, _a: unknown, ctx: Ctx) =>
      can(ctx.viewer, "readSessions", userSubject(user))
        ? listUserSessions(ctx.services.database.db, user.id, ctx.viewer.sessionIdHash)
        : null,
  },
  Mutation: {
    endSession: guarded(endSessionPolicy, async (_p, raw: unknown, ctx: SignedInContext) => {
      const input = parseAccountInput(endSessionArgs, raw);
      if (!input.ok) return { success: false, error: input.error };
      const user = ctx.viewer.user;
      const result = await endUserSession(ctx.services.database.db, user.id, input.data.id);
      if (!result.ended) {
        return { success: false, error: fail("SESSION_NOT_FOUND", MESSAGES.sessionNotFound, "id").error };
      }
      accountDeps(ctx).log.info({ event: "session_ended", userId: user.id });
      // Ending this very session is signing out.
      if (result.idHash === ctx.viewer.sessionIdHash) endViewerSession(ctx);
      return { success: true, error: null };
    }),

    endOtherSessions: guarded(endOtherSessionsPolicy, async (_p, _a: unknown, ctx: SignedInContext) => {
      const user = ctx.viewer.user;
      const ended = await endOtherUserSessions(ctx.services.database.db, user.id, ctx.viewer.sessionIdHash);
      ctx.log.info({ event: "other_sessions_ended", userId: user.id, ended });
      return { success: true, error: null };
    }),
  },
} satisfies Resolvers;
