import crypto from "node:crypto";
import { and, eq, ne } from "drizzle-orm";
import type { Db } from "../db/client";
import { rowFromJson, rowJson } from "../db/jsonRows";
import { sessions } from "../db/schema/sessions";
import { users } from "../db/schema/users";
import type { UserRow } from "../policies/policy";

export const SESSION_COOKIE = "sq_session";
/** A session unused for this long ends. */
export const SESSION_IDLE_MS = 14 * 24 * 60 * 60 * 1000;
/** A session ends this long after sign-in whatever its use. */
export const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000;
/** lastSeenAt is refreshed at most this often, so reads do not turn into writes. */
const TOUCH_AFTER_MS = 5 * 60 * 1000;

export function hashSessionId(rawId: string): string {
  return crypto.createHash("sha256").update(rawId).digest("hex");
}

export type NewSession = { rawId: string; idHash: string; expiresAt: Date };

/** 256 random bits, base64url in the cookie; only the hash is stored. */
export async function createSession(
  db: Db,
  userId: number,
  meta: { userAgent?: string | null; ip?: string | null } = {},
  now = new Date(),
): Promise<NewSession> {
  const rawId = crypto.randomBytes(32).toString("base64url");
  const idHash = hashSessionId(rawId);
  const expiresAt = new Date(now.getTime() + SESSION_ABSOLUTE_MS);
  await db.insert(sessions).values({
    idHash,
    userId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt,
    userAgent: meta.userAgent?.slice(0, 300) ?? null,
    ip: meta.ip ?? null,
  });
  return { rawId, idHash, expiresAt };
}

export async function findSessionUser(
  db: Db,
  rawId: string,
  now = new Date(),
): Promise<{ user: UserRow; idHash: string } | null> {
  if (!rawId || rawId.length > 200) return null;
  const idHash = hashSessionId(rawId);
  // Each row as one JSON value (db/jsonRows.ts): every signed-in request reads these 34 columns.
  const rows = await db
    .select({ session: rowJson(sessions), user: rowJson(users) })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.idHash, idHash))
    .limit(1);
  if (!rows[0]) return null;
  const row = { session: rowFromJson(sessions, rows[0].session), user: rowFromJson(users, rows[0].user) };
  // A disabled account's sessions are dead even if one outlived the disabling (deleted then).
  if (row.user.disabledAt) return null;
  const idleExpired = now.getTime() - row.session.lastSeenAt.getTime() > SESSION_IDLE_MS;
  if (idleExpired || row.session.expiresAt.getTime() <= now.getTime()) {
    await db.delete(sessions).where(eq(sessions.idHash, idHash));
    return null;
  }
  if (now.getTime() - row.session.lastSeenAt.getTime() > TOUCH_AFTER_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.idHash, idHash));
  }
  return { user: row.user, idHash };
}

export async function deleteSession(db: Db, idHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.idHash, idHash));
}

/** Ends every session of a user, optionally keeping the current one. */
export async function deleteUserSessions(db: Db, userId: number, keepIdHash?: string): Promise<void> {
  await db
    .delete(sessions)
    .where(
      keepIdHash
        ? and(eq(sessions.userId, userId), ne(sessions.idHash, keepIdHash))
        : eq(sessions.userId, userId),
    );
}
