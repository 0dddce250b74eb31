import { eq, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { users } from "../db/schema/users";
import { createSession, SESSION_COOKIE } from "../services/sessionService";

/** A Cookie header for a new session of the user with this e-mail (tests only: no password round trip). */
export async function sessionCookieFor(database: Database, email: string): Promise<string> {
  const [user] = await database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  if (!user) throw new Error(`no user ${email}`);
  const session = await createSession(database.db, user.id);
  return `${SESSION_COOKIE}=${session.rawId}`;
}
