import { eq, sql } from "drizzle-orm";
import { users } from "../db/schema/users";
import { deliverEmail, queueEmail } from "../mail/mailer";
import { emailChangedEmail } from "../mail/securityNotices";
import type { UserRow } from "../policies/policy";
import {
  type AccountDeps,
  AccountFailure,
  type AccountResult,
  fail,
  findUserByEmail,
  isUniqueViolation,
  MESSAGES,
  ok,
} from "./accountResult";
import type { SignedIn } from "./accountService";
import { checkToken, consumeToken, deleteUnusedTokens, TOKEN_MESSAGES } from "./authTokens";
import { type PasswordLinkInput, setPasswordFromLink, tokenFailure } from "./passwordFromLink";

export type ConfirmOutcome =
  | { kind: "confirmed"; user: UserRow; email: string }
  /** A first confirmation: the person must set the password (confirmAccountWithPassword). */
  | { kind: "passwordRequired"; email: string };

/**
 * Confirms a changed address (it moves into `email`, and the old address is told), or spends the
 * confirmation link of an account already confirmed. The token's own kind decides: `changeEmail`
 * from the link is only a hint, and a reset token is never accepted here. A first confirmation is
 * not done here: anyone could have signed up with the address, so the person who reads its mail
 * sets the password (confirmAccountWithPassword); the link stays unused until then.
 */
export async function confirmAccount(
  deps: AccountDeps,
  input: { token: string },
): Promise<AccountResult<ConfirmOutcome>> {
  const { database, config } = deps;
  const db = database.db;
  const check = await checkToken(db, input.token, ["confirm", "change_email"]);
  if (!check.ok) return fail(check.code, TOKEN_MESSAGES[check.code], "token");
  if (check.token.kind === "confirm") {
    const [owner] = await db.select().from(users).where(eq(users.id, check.token.userId)).limit(1);
    if (owner && !owner.confirmedAt) return ok({ kind: "passwordRequired", email: owner.email });
  }
  try {
    let kind: "confirm" | "change_email" = "confirm";
    let mailId: number | null = null;
    const user = await db.transaction(async (tx) => {
      const used = await consumeToken(tx, input.token, ["confirm", "change_email"]);
      if (!used.ok) throw tokenFailure(used.code);
      const { token } = used;
      const [before] = await tx.select().from(users).where(eq(users.id, token.userId)).limit(1);
      if (token.kind === "confirm") {
        // Unconfirmed again since the check above cannot happen; a race with a first confirmation
        // elsewhere would have used this very token.
        if (!before?.confirmedAt) throw tokenFailure("TOKEN_USED");
        return before;
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
      if (before && before.email.toLowerCase() !== newEmail) {
        const mail = emailChangedEmail(config.baseUrl, newEmail);
        mailId = await queueEmail(tx, { ...mail, to: before.email, kind: "email-changed" });
      }
      return row;
    });
    if (mailId !== null) void deliverEmail(deps, mailId);
    deps.log.info({ event: kind === "confirm" ? "account_confirmed" : "email_changed", userId: user.id });
    return ok({ kind: "confirmed", user, email: user.email });
  } catch (err) {
    if (err instanceof AccountFailure) return { ok: false, error: err.error };
    if (isUniqueViolation(err)) return fail("EMAIL_TAKEN", MESSAGES.emailTakenByOther, "email");
    throw err;
  }
}

/**
 * The first confirmation of an account's address, with the password its owner chooses. Whoever
 * signed up with the address may not be its owner, so every session ends, the sign-up password
 * stops working, and links or address changes that person asked for are dropped. Then the owner is
 * signed in. The link is used only here, so a refused password leaves it working.
 */
export function confirmAccountWithPassword(
  deps: AccountDeps,
  input: PasswordLinkInput,
): Promise<AccountResult<SignedIn>> {
  return setPasswordFromLink(deps, input, "confirm", async (tx, userId, passwordHash) => {
    const [user] = await tx
      .update(users)
      .set({ passwordHash, confirmedAt: new Date(), unconfirmedEmail: null, updatedAt: new Date() })
      .where(sql`${users.id} = ${userId} and ${users.confirmedAt} is null`)
      .returning();
    // Confirmed meanwhile (a reset link sets a password too): this link has nothing left to do.
    if (!user) throw tokenFailure("TOKEN_USED");
    for (const kind of ["confirm", "reset", "change_email"] as const)
      await deleteUnusedTokens(tx, userId, kind);
    return { user };
  }).then((result) => {
    if (result.ok) {
      deps.log.info({ event: "account_confirmed", via: "set_password", userId: result.value.user.id });
      deps.log.info({ event: "sign_in_succeeded", userId: result.value.user.id, via: "confirm" });
    }
    return result;
  });
}
