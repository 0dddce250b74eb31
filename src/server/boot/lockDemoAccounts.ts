import { and, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import type { Database, Db } from "../db/client";
import { authTokens } from "../db/schema/authTokens";
import { sessions } from "../db/schema/sessions";
import { users } from "../db/schema/users";
import { allDemoUserSpecs, DEMO_PASSWORD } from "../db/seed/demoUsers";
import { DEMO_VENDOR_USER } from "../db/seed/demoVendors";
import { verifyPassword } from "../services/password";

/**
 * Outside demo mode no account may have a known password. A database that once ran in demo mode
 * (or got `npm run db:seed`) still holds the demo accounts with the published password: this clears
 * those passwords (the accounts stay, with their campaigns; sign-in then fails like any account
 * without a password), ends their sessions and drops their unused e-mailed links. A demo account
 * whose password was changed since is someone's real password now, and is left alone.
 * Returns the e-mails whose password was cleared; none on the next start.
 */
export async function lockDemoAccounts(database: Database): Promise<string[]> {
  const emails = [...allDemoUserSpecs, DEMO_VENDOR_USER].map((spec) => spec.email.toLowerCase());
  const candidates = await database.db
    .select({ id: users.id, email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(and(inArray(sql`lower(${users.email})`, emails), isNotNull(users.passwordHash)));
  if (candidates.length === 0) return [];

  // The seed hashes the password once for every account, so usually one verification (~20 ms) does.
  const verdicts = new Map<string, boolean>();
  for (const hash of new Set(candidates.map((c) => c.passwordHash!))) {
    verdicts.set(hash, await verifyPassword(hash, DEMO_PASSWORD));
  }
  const published = candidates.filter((c) => verdicts.get(c.passwordHash!));
  if (published.length === 0) return [];

  await database.db.transaction(async (tx) => {
    const db = tx as Db;
    for (const account of published) {
      // Only if the hash is still the one checked: a password set meanwhile is not the published one.
      await db
        .update(users)
        .set({ passwordHash: null, updatedAt: new Date() })
        .where(and(eq(users.id, account.id), eq(users.passwordHash, account.passwordHash!)));
    }
    const ids = published.map((a) => a.id);
    await db.delete(sessions).where(inArray(sessions.userId, ids));
    await db.delete(authTokens).where(and(inArray(authTokens.userId, ids), isNull(authTokens.usedAt)));
  });
  return published.map((a) => a.email);
}
