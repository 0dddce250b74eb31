import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { users } from "../db/schema/users";
import { deliverEmail, queueEmail } from "../mail/mailer";
import { confirmEmailChangeEmail } from "../mail/renderEmail";
import type { UserRow } from "../policies/policy";
import {
  type AccountDeps,
  type AccountError,
  type AccountResult,
  fail,
  findUserByEmail,
  MESSAGES,
  ok,
} from "./accountResult";
import { marketIdForCity } from "./accountService";
import { gatePasswordCheck, releasePasswordCheck } from "./authThrottle";
import { deleteUnusedTokens, issueToken } from "./authTokens";
import { hashPassword, verifyPassword } from "./password";
import { passwordProblem } from "./passwordPolicy";
import { deleteUserSessions } from "./sessionService";

export type Settings = {
  firstName: string;
  lastName: string;
  companyName: string | null;
  /** Already formatted, with its E.164 form (null for numbers outside North America). */
  phone: string | null;
  e164Phone: string | null;
  cityOfInterest: string | null;
};

export async function updateSettings(deps: AccountDeps, user: UserRow, input: Settings): Promise<UserRow> {
  const db = deps.database.db;
  const marketOfInterestId = await marketIdForCity(db, input.cityOfInterest);
  const [updated] = await db
    .update(users)
    .set({
      firstName: input.firstName,
      lastName: input.lastName,
      companyName: input.companyName,
      phone: input.phone,
      e164Phone: input.e164Phone,
      cityOfInterest: input.cityOfInterest,
      marketOfInterestId,
      updatedAt: new Date(),
    })
    .where(eq(users.id, user.id))
    .returning();
  deps.log.info({ event: "settings_updated", userId: user.id });
  return updated;
}

/**
 * A signed-in user proves they know the password before changing sign-in details, so a borrowed
 * session cannot take the account over. Wrong guesses spend the same budget as failed sign-ins.
 */
async function checkCurrentPassword(db: Db, user: UserRow, password: string): Promise<AccountError | null> {
  const gate = await gatePasswordCheck(db, user.email);
  if (gate.throttled)
    return { code: "THROTTLED", message: MESSAGES.passwordCheckThrottled, field: "currentPassword" };
  if (!user.passwordHash || !(await verifyPassword(user.passwordHash, password))) {
    return { code: "WRONG_PASSWORD", message: MESSAGES.wrongPassword, field: "currentPassword" };
  }
  await releasePasswordCheck(db, gate.accountHit);
  return null;
}

/** The new address stays in `unconfirmedEmail` until the link sent to it is opened. */
export async function changeEmail(
  deps: AccountDeps,
  user: UserRow,
  input: { newEmail: string; currentPassword: string },
): Promise<AccountResult<UserRow>> {
  const { database, config } = deps;
  const db = database.db;
  if (input.newEmail === user.email.toLowerCase()) {
    return fail("INVALID_INPUT", "That is already your e-mail address.", "newEmail");
  }
  const wrong = await checkCurrentPassword(db, user, input.currentPassword);
  if (wrong) {
    deps.log.info({ event: "email_change_failed", reason: wrong.code, userId: user.id });
    return { ok: false, error: wrong };
  }
  const owner = await findUserByEmail(db, input.newEmail);
  if (owner) return fail("EMAIL_TAKEN", MESSAGES.emailTakenByOther, "newEmail");
  const { updated, mailId } = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ unconfirmedEmail: input.newEmail, updatedAt: new Date() })
      .where(eq(users.id, user.id))
      .returning();
    // Only the newest requested address can be confirmed.
    const token = await issueToken(tx, {
      kind: "change_email",
      userId: user.id,
      email: input.newEmail,
      supersede: true,
    });
    const mail = confirmEmailChangeEmail(config.baseUrl, input.newEmail, token);
    const id = await queueEmail(tx, { ...mail, to: input.newEmail, kind: "confirm-email-change" });
    return { updated: row, mailId: id };
  });
  void deliverEmail(database, config, mailId);
  deps.log.info({ event: "email_change_requested", userId: user.id });
  return ok(updated);
}

/** Other sessions of the user end; the one making the change stays signed in. */
export async function changePassword(
  deps: AccountDeps,
  user: UserRow,
  input: { currentPassword: string; newPassword: string; currentSessionIdHash: string | null },
): Promise<AccountResult<true>> {
  const db = deps.database.db;
  const weak = passwordProblem(input.newPassword);
  if (weak) return fail("WEAK_PASSWORD", weak, "newPassword");
  const wrong = await checkCurrentPassword(db, user, input.currentPassword);
  if (wrong) {
    deps.log.info({ event: "password_change_failed", reason: wrong.code, userId: user.id });
    return { ok: false, error: wrong };
  }
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, user.id));
    await deleteUserSessions(tx, user.id, input.currentSessionIdHash ?? undefined);
    await deleteUnusedTokens(tx, user.id, "reset");
  });
  deps.log.info({ event: "password_changed", via: "settings", userId: user.id });
  return ok(true);
}
