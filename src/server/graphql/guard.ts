import { GraphQLError, type GraphQLResolveInfo } from "graphql";
import type { Policy, SignedInPolicy, SignedInViewer, UserRow, Viewer } from "../policies/policy";
import {
  MAINTENANCE_CODE,
  MAINTENANCE_RETRY_AFTER_SECONDS,
  MAINTENANCE_WRITE_MESSAGE,
  OPEN_DURING_MAINTENANCE_MUTATIONS,
  writesClosedFor,
} from "../services/admin/maintenanceWrites";
import type { GraphQLContext } from "./context";

const POLICY = Symbol("policy");

/**
 * A root resolver as the generated `Resolvers` types take it: a guarded one still satisfies the
 * field's type, so `tsc` checks its arguments and answer against the schema.
 */
type Resolver<Args, Result, Ctx = GraphQLContext> = (
  parent: unknown,
  args: Args,
  context: Ctx,
  info: GraphQLResolveInfo,
) => Result | Promise<Result>;

/** The context of a resolver behind a signed-in policy: its viewer has a user, no `!` needed. */
export type SignedInContext = GraphQLContext & { viewer: SignedInViewer };

export type GuardedResolver<Args = never, Result = unknown> = Resolver<Args, Result> & {
  [POLICY]: Policy<Args>;
};

/** The answer to a refused call: FORBIDDEN for a signed-in viewer, UNAUTHENTICATED for a visitor. */
export function deniedError(viewer: Viewer): GraphQLError {
  return viewer.user
    ? new GraphQLError("You are not permitted to do this.", { extensions: { code: "FORBIDDEN" } })
    : new GraphQLError("Please sign in to continue.", { extensions: { code: "UNAUTHENTICATED" } });
}

/** A write refused during maintenance: 503 with Retry-After, as the maintenance page answers. */
export function maintenanceError(): GraphQLError {
  return new GraphQLError(MAINTENANCE_WRITE_MESSAGE, {
    extensions: {
      code: MAINTENANCE_CODE,
      http: { status: 503, headers: { "retry-after": String(MAINTENANCE_RETRY_AFTER_SECONDS) } },
    },
  });
}

/** Logs who was refused by which rule, then throws the refusal (see `deniedError`). */
export function deny(context: GraphQLContext, rule: string): never {
  context.log.warn({ policy: rule, userId: context.viewer.user?.id ?? null }, "authorization denied");
  throw deniedError(context.viewer);
}

/**
 * The signed-in user of a resolver whose policy lets visitors in (a visitor gets UNAUTHENTICATED).
 * Behind `signedInAccess`, take `ctx.viewer.user` from a `SignedInContext` instead.
 */
export function requireUser(context: GraphQLContext, rule: string): UserRow {
  const user = context.viewer.user;
  if (!user) deny(context, rule);
  return user;
}

/**
 * Every Query and Mutation field goes through a policy: the schema refuses to build if one is
 * missing, and a denied call answers FORBIDDEN (or UNAUTHENTICATED when nobody is signed in).
 * A signed-in policy hands the resolver a context whose viewer is known to be signed in.
 */
export function guarded<Args, Result>(
  policy: SignedInPolicy<Args>,
  resolve: Resolver<Args, Result, SignedInContext>,
): GuardedResolver<Args, Result>;
export function guarded<Args, Result>(
  policy: Policy<Args>,
  resolve: Resolver<Args, Result>,
): GuardedResolver<Args, Result>;
export function guarded<Args, Result>(
  policy: Policy<Args>,
  resolve: Resolver<Args, Result, never>,
): GuardedResolver<Args, Result> {
  const wrapped = ((parent, args, context, info) => {
    if (!policy.allows(context.viewer, args)) deny(context, policy.name);
    if (info?.parentType.name === "Mutation" && !OPEN_DURING_MAINTENANCE_MUTATIONS.has(info.fieldName)) {
      return writesClosedFor(context.services, context.viewer).then((closed) => {
        if (closed) throw maintenanceError();
        return resolve(parent, args, context as never, info);
      });
    }
    return resolve(parent, args, context as never, info);
  }) as GuardedResolver<Args, Result>;
  wrapped[POLICY] = policy;
  return wrapped;
}

export function policyOf(resolver: unknown): Policy | undefined {
  return typeof resolver === "function"
    ? ((resolver as Partial<GuardedResolver>)[POLICY] as Policy | undefined)
    : undefined;
}
