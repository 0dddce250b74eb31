import { eq } from "drizzle-orm";
import { users } from "../db/schema/users";
import { deliverEmail, queueEmail } from "../mail/mailer";
import { confirmEmailChangeEmail } from "../mail/renderEmail";
import { emailInUseEmail, passwordChangedEmail } from "../mail/securityNotices";
import type { UserRow } from "../policies/policy";
import {
  type AccountDeps,
  type AccountError,
  type AccountResult,
  fail,
  findUserByEmail,
  MESSAGES,
  ok,
  throttledError,
} from "./accountResult";
import { marketIdForCity } from "./accountService";
import { gateChangeEmail } from "./authThrottle";
import { deleteUnusedTokens, issueToken } from "./authTokens";
import { checkCredential } from "./credentialCheck";
import { hashPassword } from "./password";
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
 * session cannot take the account over. Checks go through the same progressive delay as sign-in,
 * for the account's address and this IP.
 */
async function checkCurrentPassword(
  deps: AccountDeps,
  user: UserRow,
  password: string,
): Promise<AccountError | null> {
  const check = await checkCredential(
    deps.database.db,
    { email: user.email, ip: deps.ip },
    user.passwordHash,
    password,
  );
  if (check.result === "throttled") return throttledError("passwordCheck", check.retryAt, "currentPassword");
  if (check.result === "wrong") {
    return { code: "WRONG_PASSWORD", message: MESSAGES.wrongPassword, field: "currentPassword" };
  }
  return null;
}

/**
 * The new address stays in `unconfirmedEmail` until the link sent to it is opened. The answer is
 * the same whether or not the address already has an account (no enumeration): then its owner is
 * told by mail instead of getting a link, and the pending address can never be confirmed.
 */
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
  const throttled = await gateChangeEmail(db, user.id, deps.ip);
  if (throttled) {
    deps.log.warn({ event: "email_change_throttled", scope: throttled, userId: user.id });
    return fail("THROTTLED", MESSAGES.emailChangeThrottled);
  }
  const wrong = await checkCurrentPassword(deps, user, input.currentPassword);
  if (wrong) {
    deps.log.info({ event: "email_change_failed", reason: wrong.code, userId: user.id });
    return { ok: false, error: wrong };
  }
  const owner = await findUserByEmail(db, input.newEmail);
  const { updated, mailId } = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ unconfirmedEmail: input.newEmail, updatedAt: new Date() })
      .where(eq(users.id, user.id))
      .returning();
    // Only the newest requested address can be confirmed: earlier links stop working either way.
    await deleteUnusedTokens(tx, user.id, "change_email");
    if (owner) {
      const mail = emailInUseEmail(config.baseUrl);
      return {
        updated: row,
        mailId: await queueEmail(tx, { ...mail, to: owner.email, kind: "email-in-use" }),
      };
    }
    const token = await issueToken(tx, { kind: "change_email", userId: user.id, email: input.newEmail });
    const mail = confirmEmailChangeEmail(config.baseUrl, input.newEmail, token);
    const id = await queueEmail(tx, { ...mail, to: input.newEmail, kind: "confirm-email-change" });
    return { updated: row, mailId: id };
  });
  void deliverEmail(deps, mailId);
  deps.log.info({ event: "email_change_requested", userId: user.id, addressInUse: !!owner });
  return ok(updated);
}

/** Other sessions of the user end; the one making the change stays signed in; the address is told. */
export async function changePassword(
  deps: AccountDeps,
  user: UserRow,
  input: { currentPassword: string; newPassword: string; currentSessionIdHash: string | null },
): Promise<AccountResult<true>> {
  const { database, config } = deps;
  const db = database.db;
  const weak = await passwordProblem(input.newPassword);
  if (weak) return fail("WEAK_PASSWORD", weak, "newPassword");
  const wrong = await checkCurrentPassword(deps, user, input.currentPassword);
  if (wrong) {
    deps.log.info({ event: "password_change_failed", reason: wrong.code, userId: user.id });
    return { ok: false, error: wrong };
  }
  const passwordHash = await hashPassword(input.newPassword);
  const mailId = await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, user.id));
    await deleteUserSessions(tx, user.id, input.currentSessionIdHash ?? undefined);
    await deleteUnusedTokens(tx, user.id, "reset");
    const mail = passwordChangedEmail(config.baseUrl);
    return queueEmail(tx, { ...mail, to: user.email, kind: "password-changed" });
  });
  void deliverEmail(deps, mailId);
  deps.log.info({ event: "password_changed", via: "settings", userId: user.id });
  return ok(true);
}
