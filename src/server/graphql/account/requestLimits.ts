import { GraphQLError } from "graphql";
import type { GraphQLContext } from "../context";

type Limited = "signIn" | "passwordReset";

const MESSAGES: Record<Limited, string> = {
  signIn: "Only one sign-in per request.",
  passwordReset: "Only one password reset request per request.",
};

/** Counts per HTTP request: the reply is one object for a whole batch, whatever Yoga does with contexts. */
const claims = new WeakMap<object, Map<Limited, number>>();

/**
 * Batching and aliases must not multiply password guesses or reset mails: one of each per HTTP
 * request. Sign-up and reset-with-token count as sign-ins too (each sets the one session cookie).
 */
export function claimOncePerRequest(ctx: GraphQLContext, kind: Limited): void {
  const key: object = ctx.reply ?? ctx;
  const counts = claims.get(key) ?? new Map<Limited, number>();
  claims.set(key, counts);
  const count = (counts.get(kind) ?? 0) + 1;
  counts.set(kind, count);
  if (count > 1) {
    ctx.log.warn({ event: "too_many_operations", kind, count });
    throw new GraphQLError(MESSAGES[kind], { extensions: { code: "TOO_MANY_OPERATIONS" } });
  }
}
