import crypto from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../db/client";
import { authTokens } from "../db/schema/authTokens";

export type AuthTokenKind = (typeof authTokens.$inferSelect)["kind"];
export type AuthTokenRow = typeof authTokens.$inferSelect;
export type TokenErrorCode = "TOKEN_INVALID" | "TOKEN_EXPIRED" | "TOKEN_USED";

export const TOKEN_MESSAGES: Record<TokenErrorCode, string> = {
  TOKEN_INVALID: "This link is not valid. Ask for a new one.",
  TOKEN_EXPIRED: "This link has expired. Ask for a new one.",
  TOKEN_USED: "This link has already been used.",
};

const HOUR_MS = 60 * 60 * 1000;

/** How long a link works: a reset link is a key to the account, so it is short-lived. */
export const TOKEN_LIFETIME_MS: Record<AuthTokenKind, number> = {
  reset: HOUR_MS,
  confirm: 7 * 24 * HOUR_MS,
  change_email: 7 * 24 * HOUR_MS,
};

export function hashToken(raw: string): string {
  return crypto.createHash("sha256").update(raw).digest("hex");
}

/**
 * Creates a single-use token: 256 random bits, base64url in the e-mailed link; only its SHA-256
 * is stored. With `supersede`, the user's earlier unused tokens of the kind stop working.
 */
export async function issueToken(
  db: Db,
  input: {
    kind: AuthTokenKind;
    userId: number;
    email?: string | null;
    supersede?: boolean;
    /** Instead of the kind's usual lifetime (create-admin's set-password link lasts longer). */
    lifetimeMs?: number;
  },
  now = new Date(),
): Promise<string> {
  if (input.supersede) {
    await db
      .delete(authTokens)
      .where(
        and(eq(authTokens.userId, input.userId), eq(authTokens.kind, input.kind), isNull(authTokens.usedAt)),
      );
  }
  const raw = crypto.randomBytes(32).toString("base64url");
  await db.insert(authTokens).values({
    kind: input.kind,
    tokenHash: hashToken(raw),
    userId: input.userId,
    email: input.email ?? null,
    expiresAt: new Date(now.getTime() + (input.lifetimeMs ?? TOKEN_LIFETIME_MS[input.kind])),
    createdAt: now,
  });
  return raw;
}

export type TokenCheck = { ok: true; token: AuthTokenRow } | { ok: false; code: TokenErrorCode };

/** Looks a token up without using it. Unknown tokens and tokens of another kind are both invalid. */
export async function checkToken(
  db: Db,
  raw: string,
  kinds: readonly AuthTokenKind[],
  now = new Date(),
): Promise<TokenCheck> {
  if (!raw || raw.length > 200) return { ok: false, code: "TOKEN_INVALID" };
  const [token] = await db
    .select()
    .from(authTokens)
    .where(eq(authTokens.tokenHash, hashToken(raw)))
    .limit(1);
  if (!token || !kinds.includes(token.kind)) return { ok: false, code: "TOKEN_INVALID" };
  if (token.usedAt) return { ok: false, code: "TOKEN_USED" };
  if (token.expiresAt.getTime() <= now.getTime()) return { ok: false, code: "TOKEN_EXPIRED" };
  return { ok: true, token };
}

/**
 * Checks and uses a token in one step. The conditional update makes use single even when two
 * requests race: only one of them sees its row come back.
 */
export async function consumeToken(
  db: Db,
  raw: string,
  kinds: readonly AuthTokenKind[],
  now = new Date(),
): Promise<TokenCheck> {
  const check = await checkToken(db, raw, kinds, now);
  if (!check.ok) return check;
  const [used] = await db
    .update(authTokens)
    .set({ usedAt: now })
    .where(and(eq(authTokens.id, check.token.id), isNull(authTokens.usedAt)))
    .returning();
  return used ? { ok: true, token: used } : { ok: false, code: "TOKEN_USED" };
}

/** After a reset, other outstanding links of the same kind for the user stop working. */
export async function deleteUnusedTokens(db: Db, userId: number, kind: AuthTokenKind): Promise<void> {
  await db
    .delete(authTokens)
    .where(and(eq(authTokens.userId, userId), eq(authTokens.kind, kind), isNull(authTokens.usedAt)));
}
