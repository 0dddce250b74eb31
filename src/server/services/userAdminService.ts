import { desc, eq, ilike, or, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { users } from "../db/schema/users";
import { can } from "../policies/can";
import type { SignedInViewer, UserRow } from "../policies/policy";
import { userSubject } from "../policies/subjects";
import { type AccountDeps, type AccountResult, fail, ok } from "./accountResult";

export type Roles = {
  isBroker: boolean;
  isAdmin: boolean;
  isResearch: boolean;
  isRenter: boolean;
  isVerified: boolean;
};

/** Roles are read from the users row on every request, so a change applies to live sessions at once. */
export async function setUserRoles(
  deps: AccountDeps,
  viewer: SignedInViewer,
  input: { userId: number; roles: Roles },
): Promise<AccountResult<UserRow>> {
  const db = deps.database.db;
  const actor = viewer.user;
  // Taking the admin role away is its own rule: an admin cannot lock themselves out. Setting
  // isAdmin false on someone who never had it passes: the rule is about the target, not the value.
  if (!input.roles.isAdmin && !can(viewer, "revokeAdmin", userSubject({ id: input.userId }))) {
    return fail("INVALID_INPUT", "You cannot remove your own admin role.", "isAdmin");
  }
  const [updated] = await db
    .update(users)
    .set({ ...input.roles, updatedAt: new Date() })
    .where(eq(users.id, input.userId))
    .returning();
  if (!updated) return fail("INVALID_INPUT", "There is no such user.", "userId");
  deps.log.info({ event: "roles_changed", actorId: actor.id, userId: updated.id, roles: input.roles });
  return ok(updated);
}

/** `%`, `_` and `\` typed by an admin are literal characters, not patterns. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Newest first; the search matches e-mail, first name, last name or the full name. */
export async function listUsers(db: Db, input: { search: string | null; limit: number }): Promise<UserRow[]> {
  const pattern = input.search ? likePattern(input.search) : null;
  const query = db.select().from(users);
  const filtered = pattern
    ? query.where(
        or(
          ilike(users.email, pattern),
          ilike(users.firstName, pattern),
          ilike(users.lastName, pattern),
          sql`(${users.firstName} || ' ' || ${users.lastName}) ilike ${pattern}`,
        ),
      )
    : query;
  return filtered.orderBy(desc(users.createdAt), desc(users.id)).limit(input.limit);
}
