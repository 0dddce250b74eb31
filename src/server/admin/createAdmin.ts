import { eq, sql } from "drizzle-orm";
import { isEmail, normalizeEmail } from "../../common/format/email";
import { pathFor } from "../../common/routes/matchRoute";
import type { Database, Db } from "../db/client";
import { users } from "../db/schema/users";
import { issueToken } from "../services/authTokens";
import { deleteUserSessions } from "../services/sessionService";

/**
 * How long the set-password link works. Longer than a reset e-mail's hour: the person running the
 * command often hands the link to someone else, who may not open it at once. Still a key to an
 * admin account, so a day, not a week.
 */
export const ADMIN_LINK_LIFETIME_MS = 24 * 60 * 60 * 1000;

export type CreateAdminResult =
  | { ok: true; email: string; userId: number; created: boolean; link: string; expiresAt: Date }
  | { ok: false; message: string };

/**
 * `npm run create-admin`: makes the account an admin (and a broker, so a fresh deployment's first
 * clients have someone to land with), with a confirmed e-mail and no usable password, and returns a
 * one-time link to the existing set-password page (/change-password?token=…, the reset flow).
 * An existing account is promoted, and its password is cleared and its sessions ended too: the
 * account's password is whatever the link sets (a squatter who signed up with the address unconfirmed
 * must not keep a way in). A new link replaces every earlier unused one.
 */
export async function createAdmin(
  database: Database,
  input: { email: string; baseUrl: string },
  now = new Date(),
): Promise<CreateAdminResult> {
  const email = normalizeEmail(input.email);
  if (!isEmail(email)) {
    return { ok: false, message: `Not a valid e-mail address: ${JSON.stringify(input.email)}` };
  }
  return database.db.transaction(async (tx) => {
    const db = tx as Db;
    const [existing] = await db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
      .limit(1);
    let userId: number;
    if (existing) {
      userId = existing.id;
      await db
        .update(users)
        .set({
          isAdmin: true,
          isBroker: true,
          isVerified: true,
          passwordHash: null,
          confirmedAt: sql`coalesce(${users.confirmedAt}, ${now.toISOString()}::timestamptz)`,
          updatedAt: now,
        })
        .where(eq(users.id, userId));
      await deleteUserSessions(db, userId);
    } else {
      const [row] = await db
        .insert(users)
        .values({
          email,
          passwordHash: null,
          isRenter: false,
          isBroker: true,
          isAdmin: true,
          isVerified: true,
          confirmedAt: now,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: users.id });
      userId = row.id;
    }
    const token = await issueToken(
      db,
      { kind: "reset", userId, supersede: true, lifetimeMs: ADMIN_LINK_LIFETIME_MS },
      now,
    );
    const base = input.baseUrl.replace(/\/$/, "");
    return {
      ok: true,
      email: existing?.email ?? email,
      userId,
      created: !existing,
      link: `${base}${pathFor("changePassword")}?token=${encodeURIComponent(token)}`,
      expiresAt: new Date(now.getTime() + ADMIN_LINK_LIFETIME_MS),
    };
  });
}
