import { eq } from "drizzle-orm";
import { users } from "../../db/schema/users";
import { deliverEmail, queueEmail } from "../../mail/mailer";
import { confirmAccountEmail } from "../../mail/renderEmail";
import type { SignedInViewer, UserRow } from "../../policies/policy";
import { type AccountDeps, type AccountResult, fail, ok } from "../accountResult";
import { issueToken } from "../authTokens";
import { deleteUserSessions } from "../sessionService";
import { recordAudit } from "./auditLog";

/**
 * Disables or re-enables an account (admins): disabling ends every session it has at once and its
 * sign-in is refused with its own message; an admin cannot disable themselves. Audited.
 */
export async function setUserDisabled(
  deps: AccountDeps,
  viewer: SignedInViewer,
  input: { userId: number; disabled: boolean },
): Promise<AccountResult<UserRow>> {
  if (input.disabled && input.userId === viewer.user.id) {
    return fail("INVALID_INPUT", "You cannot disable your own account.", "userId");
  }
  const result = await deps.database.db.transaction(async (tx) => {
    const [before] = await tx.select().from(users).where(eq(users.id, input.userId)).for("update");
    if (!before) return null;
    if (Boolean(before.disabledAt) === input.disabled) return before;
    const [after] = await tx
      .update(users)
      .set({ disabledAt: input.disabled ? new Date() : null, updatedAt: new Date() })
      .where(eq(users.id, input.userId))
      .returning();
    if (input.disabled) await deleteUserSessions(tx, input.userId);
    await recordAudit(tx, viewer.user, {
      action: input.disabled ? "user.disable" : "user.enable",
      subjectKind: "user",
      subjectId: input.userId,
      before: { disabledAt: before.disabledAt },
      after: { disabledAt: after.disabledAt },
    });
    return after;
  });
  if (!result) return fail("INVALID_INPUT", "There is no such user.", "userId");
  deps.log.info({
    event: input.disabled ? "user_disabled" : "user_enabled",
    actorId: viewer.user.id,
    userId: result.id,
  });
  return ok(result);
}

/**
 * Sends an unconfirmed account a fresh confirmation link (the old ones stop working). Refused for an
 * account already confirmed. Audited.
 */
export async function resendConfirmation(
  deps: AccountDeps,
  viewer: SignedInViewer,
  userId: number,
): Promise<AccountResult<UserRow>> {
  const outcome = await deps.database.db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, userId));
    if (!user) return fail("INVALID_INPUT", "There is no such user.", "userId");
    if (user.confirmedAt) return fail("INVALID_INPUT", "This account is confirmed already.", "userId");
    const token = await issueToken(tx, { kind: "confirm", userId, supersede: true });
    const mail = confirmAccountEmail(deps.config.baseUrl, user.firstName, token);
    const mailId = await queueEmail(tx, { ...mail, to: user.email, kind: "confirm-account" });
    await recordAudit(tx, viewer.user, {
      action: "user.resendConfirmation",
      subjectKind: "user",
      subjectId: userId,
      after: { to: user.email },
    });
    return { ...ok(user), mailId };
  });
  if (!outcome.ok) return outcome;
  void deliverEmail(deps, outcome.mailId);
  return ok(outcome.value);
}
