import { GraphQLError } from "graphql";
import type { GraphQLContext } from "../context";

/** What an operation spends: a password check or session start, or a reset mail. */
type Group = "credential" | "passwordReset";
type Limited = "signIn" | "changeEmail" | "changePassword" | "passwordReset";

const GROUP: Record<Limited, Group> = {
  signIn: "credential",
  changeEmail: "credential",
  changePassword: "credential",
  passwordReset: "passwordReset",
};

const MESSAGES: Record<Limited, string> = {
  signIn: "Only one sign-in per request.",
  changeEmail: "Only one sign-in, e-mail change or password change per request.",
  changePassword: "Only one sign-in, e-mail change or password change per request.",
  passwordReset: "Only one password reset request per request.",
};

/** Counts per HTTP request: the reply is one object for a whole batch, whatever Yoga does with contexts. */
const claims = new WeakMap<object, Map<Group, number>>();

/**
 * Batching and aliases must not multiply password guesses or mails: one credential operation per
 * HTTP request, whichever it is (sign-in, sign-up, reset-with-token and first confirmation set the
 * one session cookie; changeEmail and changePassword check the current password and send mail),
 * and one reset request.
 */
export function claimOncePerRequest(ctx: GraphQLContext, kind: Limited): void {
  const key: object = ctx.reply ?? ctx;
  const counts = claims.get(key) ?? new Map<Group, number>();
  claims.set(key, counts);
  const group = GROUP[kind];
  const count = (counts.get(group) ?? 0) + 1;
  counts.set(group, count);
  if (count > 1) {
    ctx.log.warn({ event: "too_many_operations", kind, count });
    throw new GraphQLError(MESSAGES[kind], { extensions: { code: "TOO_MANY_OPERATIONS" } });
  }
}
