import type { Db } from "../db/client";
import type { UserRow } from "../policies/policy";
import { type AccountDeps, AccountFailure, type AccountResult, fail, ok } from "./accountResult";
import { type SignedIn, startSession } from "./accountService";
import {
  type AuthTokenKind,
  checkToken,
  consumeToken,
  TOKEN_MESSAGES,
  type TokenErrorCode,
} from "./authTokens";
import { hashPassword } from "./password";
import { passwordProblem } from "./passwordPolicy";
import { deleteUserSessions } from "./sessionService";

export type PasswordLinkInput = { token: string; password: string; previousSessionIdHash: string | null };

/** Thrown inside the transaction when the link turns out to be spent or wrong. */
export function tokenFailure(code: TokenErrorCode): AccountFailure {
  return new AccountFailure({ code, message: TOKEN_MESSAGES[code], field: "token" });
}

/**
 * Sets a password from an e-mailed link (a reset, or a first confirmation): the link and the
 * password are checked first, so a refused password leaves the link working; then, in one
 * transaction, the link is spent, `apply` writes the user row (and whatever else its flow needs),
 * every session of the user ends and the person is signed in afresh.
 */
export async function setPasswordFromLink<Extra extends object>(
  deps: AccountDeps,
  input: PasswordLinkInput,
  kind: AuthTokenKind,
  apply: (tx: Db, userId: number, passwordHash: string) => Promise<{ user: UserRow } & Extra>,
): Promise<AccountResult<SignedIn & Extra>> {
  const db = deps.database.db;
  const check = await checkToken(db, input.token, [kind]);
  if (!check.ok) return fail(check.code, TOKEN_MESSAGES[check.code], "token");
  const weak = await passwordProblem(input.password);
  if (weak) return fail("WEAK_PASSWORD", weak, "password");
  const passwordHash = await hashPassword(input.password);
  try {
    return ok(
      await db.transaction(async (tx) => {
        const used = await consumeToken(tx, input.token, [kind]);
        if (!used.ok) throw tokenFailure(used.code);
        const applied = await apply(tx as Db, used.token.userId, passwordHash);
        await deleteUserSessions(tx, used.token.userId);
        const session = await startSession(tx, deps, used.token.userId, input.previousSessionIdHash);
        return { ...applied, session };
      }),
    );
  } catch (err) {
    if (err instanceof AccountFailure) return { ok: false, error: err.error };
    throw err;
  }
}
