import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { markets } from "../db/schema/markets";
import { sessions } from "../db/schema/sessions";
import { users } from "../db/schema/users";
import { deliverEmail, queueEmail } from "../mail/mailer";
import { confirmAccountEmail, resetPasswordEmail } from "../mail/renderEmail";
import { passwordChangedEmail } from "../mail/securityNotices";
import type { UserRow } from "../policies/policy";
import {
  type AccountDeps,
  type AccountResult,
  emailFingerprint,
  fail,
  findUserByEmail,
  isUniqueViolation,
  MESSAGES,
  ok,
  throttledError,
} from "./accountResult";
import { gateResetRequest, gateSignInIp, gateSignUp } from "./authThrottle";
import { deleteUnusedTokens, issueToken } from "./authTokens";
import { checkCredential } from "./credentialCheck";
import { hashPassword } from "./password";
import { type PasswordLinkInput, setPasswordFromLink } from "./passwordFromLink";
import { passwordProblem } from "./passwordPolicy";
import { createSession, type NewSession } from "./sessionService";

export type SignedIn = { user: UserRow; session: NewSession };

/** Rotation: the request's previous session (any user's) ends and a new one starts, in one transaction. */
export async function startSession(
  db: Db,
  deps: AccountDeps,
  userId: number,
  previousSessionIdHash: string | null,
): Promise<NewSession> {
  if (previousSessionIdHash) await db.delete(sessions).where(eq(sessions.idHash, previousSessionIdHash));
  return createSession(db, userId, { userAgent: deps.userAgent, ip: deps.ip });
}

export async function marketIdForCity(db: Db, city: string | null): Promise<number | null> {
  if (!city) return null;
  const [market] = await db
    .select({ id: markets.id })
    .from(markets)
    .where(sql`lower(${markets.name}) = ${city.toLowerCase()}`)
    .limit(1);
  return market?.id ?? null;
}

/** `email` is already trimmed, lower-cased and checked against the spec's pattern. */
export async function signIn(
  deps: AccountDeps,
  input: { email: string; password: string; previousSessionIdHash: string | null },
): Promise<AccountResult<SignedIn>> {
  const db = deps.database.db;
  const ipHit = await gateSignInIp(db, deps.config, deps.ip);
  if (ipHit) {
    deps.log.warn({ event: "sign_in_throttled", scope: "ip", email: emailFingerprint(input.email) });
    const waitSeconds = Math.max(1, Math.ceil((ipHit.retryAt.getTime() - Date.now()) / 1000));
    return {
      ok: false,
      error: { ...fail("THROTTLED", MESSAGES.signInThrottled).error, retryAfterSeconds: waitSeconds },
    };
  }
  const user = await findUserByEmail(db, input.email);
  const check = await checkCredential(
    db,
    { email: input.email, ip: deps.ip },
    user?.passwordHash ?? null,
    input.password,
  );
  if (check.result === "throttled") {
    deps.log.warn({ event: "sign_in_throttled", scope: "account_ip", email: emailFingerprint(input.email) });
    return { ok: false, error: throttledError("signIn", check.retryAt, null) };
  }
  if (!user || check.result !== "correct") {
    const reason = !user ? "unknown_email" : user.passwordHash ? "wrong_password" : "no_password";
    deps.log.info(
      user
        ? { event: "sign_in_failed", reason, userId: user.id }
        : { event: "sign_in_failed", reason, email: emailFingerprint(input.email) },
    );
    return fail("INVALID_CREDENTIALS", MESSAGES.invalidCredentials);
  }
  // Said only to whoever knows the password: a disabled account is not revealed to a guesser.
  if (user.disabledAt) {
    deps.log.info({ event: "sign_in_failed", reason: "disabled", userId: user.id });
    return fail("ACCOUNT_DISABLED", MESSAGES.accountDisabled);
  }
  const session = await db.transaction((tx) => startSession(tx, deps, user.id, input.previousSessionIdHash));
  deps.log.info({ event: "sign_in_succeeded", userId: user.id });
  return ok({ user, session });
}

export type NewAccount = {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  companyName: string | null;
  phone: string | null;
  e164Phone: string | null;
  cityOfInterest: string | null;
};

export type NewClientAccount = SignedIn & { mailId: number };

/**
 * The rows of a new renter account, inside the caller's transaction: the user, a confirmation link
 * e-mailed to the address (queued; deliver `mailId` after commit) and a session. Sign-up and
 * onboarding both create accounts through here.
 */
export async function insertClientAccount(
  tx: Db,
  deps: AccountDeps,
  input: Omit<NewAccount, "password"> & { passwordHash: string; marketOfInterestId: number | null },
  previousSessionIdHash: string | null,
): Promise<NewClientAccount> {
  const [user] = await tx
    .insert(users)
    .values({
      email: input.email,
      passwordHash: input.passwordHash,
      firstName: input.firstName,
      lastName: input.lastName,
      companyName: input.companyName,
      phone: input.phone,
      e164Phone: input.e164Phone,
      cityOfInterest: input.cityOfInterest,
      marketOfInterestId: input.marketOfInterestId,
      isRenter: true,
    })
    .returning();
  const token = await issueToken(tx, { kind: "confirm", userId: user.id });
  const mail = confirmAccountEmail(deps.config.baseUrl, user.firstName, token);
  const mailId = await queueEmail(tx, { ...mail, to: user.email, kind: "confirm-account" });
  const session = await startSession(tx, deps, user.id, previousSessionIdHash);
  return { user, session, mailId };
}

/** A renter account, signed in at once; a confirmation link goes to the address. */
export async function createAccount(
  deps: AccountDeps,
  input: NewAccount,
  previousSessionIdHash: string | null,
): Promise<AccountResult<SignedIn>> {
  const { database } = deps;
  const db = database.db;
  const weak = await passwordProblem(input.password);
  if (weak) return fail("WEAK_PASSWORD", weak, "password");
  // Throttled first: the duplicate answer tells whether an address has an account.
  if (await gateSignUp(db, deps.ip)) return fail("THROTTLED", MESSAGES.signUpThrottled);
  if (await findUserByEmail(db, input.email)) return fail("EMAIL_TAKEN", MESSAGES.emailTaken, "email");
  const passwordHash = await hashPassword(input.password);
  const marketOfInterestId = await marketIdForCity(db, input.cityOfInterest);
  let created: NewClientAccount;
  try {
    created = await db.transaction((tx) =>
      insertClientAccount(tx, deps, { ...input, passwordHash, marketOfInterestId }, previousSessionIdHash),
    );
  } catch (err) {
    // Two sign-ups for one address at the same moment: the unique index decides.
    if (isUniqueViolation(err)) return fail("EMAIL_TAKEN", MESSAGES.emailTaken, "email");
    throw err;
  }
  void deliverEmail(deps, created.mailId);
  deps.log.info({ event: "account_created", userId: created.user.id });
  deps.log.info({ event: "sign_in_succeeded", userId: created.user.id, via: "sign_up" });
  return ok({ user: created.user, session: created.session });
}

/** Answers the same whether or not the address has an account; only throttling is visible. */
export async function requestPasswordReset(deps: AccountDeps, email: string): Promise<AccountResult<true>> {
  const { database, config } = deps;
  const db = database.db;
  const throttled = await gateResetRequest(db, deps.ip, email);
  if (throttled) {
    deps.log.warn({ event: "password_reset_throttled", scope: throttled, email: emailFingerprint(email) });
    return fail("THROTTLED", MESSAGES.resetThrottled);
  }
  const user = await findUserByEmail(db, email);
  if (!user) {
    deps.log.info({ event: "password_reset_requested", known: false, email: emailFingerprint(email) });
    return ok(true);
  }
  const mailId = await db.transaction(async (tx) => {
    const token = await issueToken(tx, { kind: "reset", userId: user.id });
    const mail = resetPasswordEmail(config.baseUrl, token);
    return queueEmail(tx, { ...mail, to: user.email, kind: "reset-password" });
  });
  void deliverEmail(deps, mailId);
  deps.log.info({ event: "password_reset_requested", known: true, userId: user.id });
  return ok(true);
}

/**
 * Sets a new password from a reset link, ends every session of the user and signs in afresh.
 * The link proved the person reads the account's mail, so an unconfirmed address becomes confirmed.
 */
export async function resetPassword(
  deps: AccountDeps,
  input: PasswordLinkInput,
): Promise<AccountResult<SignedIn>> {
  const result = await setPasswordFromLink(deps, input, "reset", async (tx, userId, passwordHash) => {
    const [user] = await tx
      .update(users)
      .set({
        passwordHash,
        confirmedAt: sql`coalesce(${users.confirmedAt}, now())`,
        // A pending address change may be someone else's doing (they knew the old password).
        unconfirmedEmail: null,
        updatedAt: new Date(),
      })
      .where(eq(users.id, userId))
      .returning();
    await deleteUnusedTokens(tx, userId, "reset");
    await deleteUnusedTokens(tx, userId, "change_email");
    const mail = passwordChangedEmail(deps.config.baseUrl);
    const mailId = await queueEmail(tx, { ...mail, to: user.email, kind: "password-changed" });
    return { user, mailId };
  });
  if (!result.ok) return result;
  const { user, session, mailId } = result.value;
  void deliverEmail(deps, mailId);
  deps.log.info({ event: "password_changed", via: "reset", userId: user.id });
  deps.log.info({ event: "sign_in_succeeded", userId: user.id, via: "reset" });
  return ok({ user, session });
}

/** Sign-out ends the session on the server; clearing the cookie alone would leave it usable. */
export async function signOut(
  deps: AccountDeps,
  userId: number,
  sessionIdHash: string | null,
): Promise<void> {
  if (sessionIdHash) await deps.database.db.delete(sessions).where(eq(sessions.idHash, sessionIdHash));
  deps.log.info({ event: "sign_out", userId });
}
