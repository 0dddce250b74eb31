import crypto from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { markets } from "../db/schema/markets";
import { sessions } from "../db/schema/sessions";
import { users } from "../db/schema/users";
import { deliverEmail, queueEmail } from "../mail/mailer";
import { confirmAccountEmail, resetPasswordEmail } from "../mail/renderEmail";
import type { UserRow } from "../policies/policy";
import {
  type AccountDeps,
  AccountFailure,
  type AccountResult,
  emailFingerprint,
  fail,
  findUserByEmail,
  isUniqueViolation,
  MESSAGES,
  ok,
} from "./accountResult";
import { gateResetRequest, gateSignIn, gateSignUp, releasePasswordCheck } from "./authThrottle";
import { checkToken, consumeToken, deleteUnusedTokens, issueToken, TOKEN_MESSAGES } from "./authTokens";
import { hashPassword, verifyPassword } from "./password";
import { passwordProblem } from "./passwordPolicy";
import { createSession, deleteUserSessions, type NewSession } from "./sessionService";

export type SignedIn = { user: UserRow; session: NewSession };

let dummyHash: Promise<string> | undefined;

/** A real hash of a random password, checked when the user is unknown so both answers take as long. */
function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(crypto.randomBytes(18).toString("base64url"));
  return dummyHash;
}

/** Rotation: the request's previous session (any user's) ends and a new one starts, in one transaction. */
async function startSession(
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
  const gate = await gateSignIn(db, deps.config, deps.ip, input.email);
  if (gate.throttled) {
    deps.log.warn({
      event: "sign_in_throttled",
      scope: gate.throttled,
      email: emailFingerprint(input.email),
    });
    return fail("THROTTLED", MESSAGES.signInThrottled);
  }
  const user = await findUserByEmail(db, input.email);
  let valid = false;
  if (user?.passwordHash) valid = await verifyPassword(user.passwordHash, input.password);
  else await verifyPassword(await dummyPasswordHash(), input.password);
  if (!user || !valid) {
    const reason = !user ? "unknown_email" : user.passwordHash ? "wrong_password" : "no_password";
    deps.log.info(
      user
        ? { event: "sign_in_failed", reason, userId: user.id }
        : { event: "sign_in_failed", reason, email: emailFingerprint(input.email) },
    );
    return fail("INVALID_CREDENTIALS", MESSAGES.invalidCredentials);
  }
  await releasePasswordCheck(db, gate.accountHit);
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
  const { database, config } = deps;
  const db = database.db;
  const weak = passwordProblem(input.password);
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
  void deliverEmail(database, config, created.mailId);
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
  void deliverEmail(database, config, mailId);
  deps.log.info({ event: "password_reset_requested", known: true, userId: user.id });
  return ok(true);
}

/**
 * Sets a new password from a reset link, ends every session of the user and signs in afresh.
 * The link proved the person reads the account's mail, so an unconfirmed address becomes confirmed.
 */
export async function resetPassword(
  deps: AccountDeps,
  input: { token: string; password: string; previousSessionIdHash: string | null },
): Promise<AccountResult<SignedIn>> {
  const db = deps.database.db;
  const check = await checkToken(db, input.token, ["reset"]);
  if (!check.ok) return fail(check.code, TOKEN_MESSAGES[check.code], "token");
  const weak = passwordProblem(input.password);
  if (weak) return fail("WEAK_PASSWORD", weak, "password");
  const passwordHash = await hashPassword(input.password);
  try {
    const signedIn = await db.transaction(async (tx) => {
      const used = await consumeToken(tx, input.token, ["reset"]);
      if (!used.ok)
        throw new AccountFailure({ code: used.code, message: TOKEN_MESSAGES[used.code], field: "token" });
      const userId = used.token.userId;
      const [user] = await tx
        .update(users)
        .set({ passwordHash, confirmedAt: sql`coalesce(${users.confirmedAt}, now())`, updatedAt: new Date() })
        .where(eq(users.id, userId))
        .returning();
      await deleteUnusedTokens(tx, userId, "reset");
      await deleteUserSessions(tx, userId);
      const session = await startSession(tx, deps, userId, input.previousSessionIdHash);
      return { user, session };
    });
    deps.log.info({ event: "password_changed", via: "reset", userId: signedIn.user.id });
    deps.log.info({ event: "sign_in_succeeded", userId: signedIn.user.id, via: "reset" });
    return ok(signedIn);
  } catch (err) {
    if (err instanceof AccountFailure) return { ok: false, error: err.error };
    throw err;
  }
}

/**
 * Confirms an account, or moves a confirmed new address into `email`. The token's own kind decides
 * which: `changeEmail` from the link is only a hint, and a reset token is never accepted here.
 */
export async function confirmAccount(
  deps: AccountDeps,
  input: { token: string },
): Promise<AccountResult<{ user: UserRow; email: string }>> {
  const db = deps.database.db;
  try {
    let kind: "confirm" | "change_email" = "confirm";
    const user = await db.transaction(async (tx) => {
      const used = await consumeToken(tx, input.token, ["confirm", "change_email"]);
      if (!used.ok)
        throw new AccountFailure({ code: used.code, message: TOKEN_MESSAGES[used.code], field: "token" });
      const { token } = used;
      if (token.kind === "confirm") {
        const [row] = await tx
          .update(users)
          .set({ confirmedAt: sql`coalesce(${users.confirmedAt}, now())` })
          .where(eq(users.id, token.userId))
          .returning();
        return row;
      }
      kind = "change_email";
      const newEmail = token.email ?? "";
      const owner = await findUserByEmail(tx, newEmail);
      if (owner && owner.id !== token.userId) {
        throw new AccountFailure({
          code: "EMAIL_TAKEN",
          message: MESSAGES.emailTakenByOther,
          field: "email",
        });
      }
      const [row] = await tx
        .update(users)
        .set({
          email: newEmail,
          unconfirmedEmail: sql`case when lower(${users.unconfirmedEmail}) = ${newEmail} then null else ${users.unconfirmedEmail} end`,
          confirmedAt: new Date(),
          updatedAt: new Date(),
        })
        .where(eq(users.id, token.userId))
        .returning();
      return row;
    });
    deps.log.info({ event: kind === "confirm" ? "account_confirmed" : "email_changed", userId: user.id });
    return ok({ user, email: user.email });
  } catch (err) {
    if (err instanceof AccountFailure) return { ok: false, error: err.error };
    if (isUniqueViolation(err)) return fail("EMAIL_TAKEN", MESSAGES.emailTakenByOther, "email");
    throw err;
  }
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
