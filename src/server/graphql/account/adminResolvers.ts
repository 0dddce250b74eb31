import { listUsersPolicy, setUserRolesPolicy } from "../../policies/accountPolicy";
import { listUsers, setUserRoles } from "../../services/userAdminService";
import type { GraphQLContext } from "../context";
import type { Resolvers } from "../generated/resolverTypes";
import { guarded, type SignedInContext } from "../guard";
import { parseArgs } from "../validate";
import { parseAccountInput, setUserRolesArgs, usersArgs } from "./inputs";
import { accountDeps, refreshViewer } from "./sessionCookie";

type Ctx = GraphQLContext;

/** Admin-only user directory and role changes; the guard answers FORBIDDEN to everyone else. */
export const accountAdminResolvers = {
  Query: {
    users: guarded(listUsersPolicy, async (_p, raw: unknown, ctx: Ctx) => {
      const { search, limit } = parseArgs(usersArgs, raw);
      return listUsers(ctx.db, { search: search || null, limit: limit ?? 50 });
    }),
  },
  Mutation: {
    setUserRoles: guarded(setUserRolesPolicy, async (_p, raw: unknown, ctx: SignedInContext) => {
      const parsed = parseAccountInput(setUserRolesArgs, raw);
      if (!parsed.ok) return { user: null, error: parsed.error };
      const { userId, brokerMarketId, ...roles } = parsed.data.input;
      const result = await setUserRoles(accountDeps(ctx), ctx.viewer, { userId, roles, brokerMarketId });
      if (!result.ok) return { user: null, error: result.error };
      refreshViewer(ctx, result.value);
      return { user: result.value, error: null };
    }),
  },
} satisfies Resolvers;
