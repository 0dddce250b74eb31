import { desc, eq, ilike, or, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { users } from "../db/schema/users";
import { can } from "../policies/can";
import type { SignedInViewer, UserRow } from "../policies/policy";
import { userSubject } from "../policies/subjects";
import { type AccountDeps, type AccountResult, fail, ok } from "./accountResult";
import { recordAudit } from "./admin/auditLog";

export type Roles = {
  isBroker: boolean;
  isAdmin: boolean;
  isResearch: boolean;
  isRenter: boolean;
  isVerified: boolean;
};

/**
 * Roles are read from the users row on every request, so a change applies to live sessions at once.
 * `brokerMarketId` (undefined: unchanged) is the market whose listings a broker edits. Audited with
 * the values before and after.
 */
export async function setUserRoles(
  deps: AccountDeps,
  viewer: SignedInViewer,
  input: { userId: number; roles: Roles; brokerMarketId?: number | null },
): Promise<AccountResult<UserRow>> {
  const actor = viewer.user;
  // Taking the admin role away is its own rule: an admin cannot lock themselves out. Setting
  // isAdmin false on someone who never had it passes: the rule is about the target, not the value.
  if (!input.roles.isAdmin && !can(viewer, "revokeAdmin", userSubject({ id: input.userId }))) {
    return fail("INVALID_INPUT", "You cannot remove your own admin role.", "isAdmin");
  }
  const change = {
    ...input.roles,
    ...(input.brokerMarketId !== undefined ? { brokerMarketId: input.brokerMarketId } : {}),
  };
  const updated = await deps.database.db.transaction(async (tx) => {
    const [before] = await tx.select().from(users).where(eq(users.id, input.userId)).for("update");
    if (!before) return null;
    const [after] = await tx
      .update(users)
      .set({ ...change, updatedAt: new Date() })
      .where(eq(users.id, input.userId))
      .returning();
    const keys = Object.keys(change) as (keyof typeof change)[];
    await recordAudit(tx, actor, {
      action: "user.setRoles",
      subjectKind: "user",
      subjectId: input.userId,
      before: Object.fromEntries(keys.map((k) => [k, before[k]])),
      after: Object.fromEntries(keys.map((k) => [k, after[k]])),
    });
    return after;
  });
  if (!updated) return fail("INVALID_INPUT", "There is no such user.", "userId");
  deps.log.info({ event: "roles_changed", actorId: actor.id, userId: updated.id, roles: change });
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
