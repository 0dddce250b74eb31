import { GraphQLError } from "graphql";
import type { Policy } from "../policies/policy";
import type { GraphQLContext } from "./context";

const POLICY = Symbol("policy");

type Resolver<Args, Result> = (
  parent: unknown,
  args: Args,
  context: GraphQLContext,
  info: unknown,
) => Result | Promise<Result>;

export type GuardedResolver<Args = never, Result = unknown> = Resolver<Args, Result> & {
  [POLICY]: string;
};

/**
 * Every Query and Mutation field goes through a policy: the schema refuses to build if one is
 * missing, and a denied call answers FORBIDDEN (or UNAUTHENTICATED when nobody is signed in).
 */
export function guarded<Args, Result>(
  policy: Policy<Args>,
  resolve: Resolver<Args, Result>,
): GuardedResolver<Args, Result> {
  const wrapped = ((parent, args, context, info) => {
    if (!policy.allows(context.viewer, args)) {
      context.log.warn(
        { policy: policy.name, userId: context.viewer.user?.id ?? null },
        "authorization denied",
      );
      throw context.viewer.user
        ? new GraphQLError("You are not permitted to do this.", { extensions: { code: "FORBIDDEN" } })
        : new GraphQLError("Please sign in to continue.", { extensions: { code: "UNAUTHENTICATED" } });
    }
    return resolve(parent, args, context, info);
  }) as GuardedResolver<Args, Result>;
  wrapped[POLICY] = policy.name;
  return wrapped;
}

export function policyOf(resolver: unknown): string | undefined {
  return typeof resolver === "function" ? (resolver as Partial<GuardedResolver>)[POLICY] : undefined;
}
