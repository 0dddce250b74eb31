import { and, asc, eq, getTableColumns, ilike, or, type SQL, sql } from "drizzle-orm";
import {
  LEASING_MANAGER_BUILDINGS_MAX,
  type LeasingManagerValues,
  normalizeLeasingManager,
} from "../../../common/leasingManagers/leasingManagerRules";
import type { Db } from "../../db/client";
import { buildings } from "../../db/schema/buildings";
import { leasingManagerBuildings, leasingManagers } from "../../db/schema/leasingManagers";
import type { UserRow } from "../../policies/policy";
import { recordAudit } from "../admin/auditLog";
import { containsPattern } from "../admin/buildingAdmin";

type ManagerTableRow = typeof leasingManagers.$inferSelect;
/** A manager with how many buildings they are linked to. */
export type LeasingManagerRow = ManagerTableRow & { buildingCount: number };

const withCount = {
  ...getTableColumns(leasingManagers),
  buildingCount: sql<number>`(select count(*)::int from ${leasingManagerBuildings}
    where ${leasingManagerBuildings.leasingManagerId} = ${leasingManagers.id})`,
};

export async function leasingManagerById(db: Db, id: number): Promise<LeasingManagerRow | null> {
  const [row] = await db.select(withCount).from(leasingManagers).where(eq(leasingManagers.id, id));
  return row ?? null;
}
export type LeasingManagerError = {
  code: "NOT_FOUND" | "LIMIT_REACHED" | "INVALID_INPUT";
  message: string;
  field: string | null;
};
export type LeasingManagerResult =
  | { ok: true; manager: LeasingManagerRow }
  | { ok: false; error: LeasingManagerError };

type Actor = Pick<UserRow, "id" | "email">;

const notFound = (field: string | null = "id"): LeasingManagerResult => ({
  ok: false,
  error: { code: "NOT_FOUND", message: "This leasing manager does not exist.", field },
});

/** What the audit log keeps of a manager: the fields an edit changes. */
const auditView = (m: ManagerTableRow) => ({
  firstName: m.firstName,
  lastName: m.lastName,
  email: m.email,
  phone: m.phone,
  companyName: m.companyName,
  marketId: m.marketId,
});

/** One page of managers whose name, company or e-mail contains `search`, by last then first name. */
export async function searchLeasingManagers(
  db: Db,
  input: { search: string; limit: number; offset: number },
): Promise<{ rows: LeasingManagerRow[]; hasMore: boolean }> {
  const where: SQL[] = [];
  const text = input.search.trim();
  if (text) {
    const pattern = containsPattern(text);
    const match = or(
      sql`(${leasingManagers.firstName} || ' ' || ${leasingManagers.lastName}) ilike ${pattern}`,
      ilike(leasingManagers.companyName, pattern),
      ilike(leasingManagers.email, pattern),
    );
    if (match) where.push(match);
  }
  const rows = await db
    .select(withCount)
    .from(leasingManagers)
    .where(where.length ? and(...where) : undefined)
    .orderBy(asc(leasingManagers.lastName), asc(leasingManagers.firstName), asc(leasingManagers.id))
    .limit(input.limit + 1)
    .offset(input.offset);
  return { rows: rows.slice(0, input.limit), hasMore: rows.length > input.limit };
}

export async function createLeasingManager(
  db: Db,
  actor: Actor,
  values: LeasingManagerValues,
): Promise<LeasingManagerResult> {
  return db.transaction(async (tx) => {
    const [manager] = await tx
      .insert(leasingManagers)
      .values({ ...normalizeLeasingManager(values), createdById: actor.id })
      .returning();
    await recordAudit(tx as Db, actor, {
      action: "leasingManager.create",
      subjectKind: "leasingManager",
      subjectId: manager.id,
      after: auditView(manager),
    });
    return { ok: true as const, manager: { ...manager, buildingCount: 0 } };
  });
}

export async function updateLeasingManager(
  db: Db,
  actor: Actor,
  id: number,
  values: LeasingManagerValues,
): Promise<LeasingManagerResult> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(leasingManagers).where(eq(leasingManagers.id, id)).for("update");
    if (!before) return notFound();
    const [manager] = await tx
      .update(leasingManagers)
      .set({ ...normalizeLeasingManager(values), updatedAt: new Date() })
      .where(eq(leasingManagers.id, id))
      .returning();
    await recordAudit(tx as Db, actor, {
      action: "leasingManager.update",
      subjectKind: "leasingManager",
      subjectId: id,
      before: auditView(before),
      after: auditView(manager),
    });
    return {
      ok: true as const,
      manager: (await leasingManagerById(tx as Db, manager.id)) ?? { ...manager, buildingCount: 0 },
    };
  });
}

/** Links a building (at most LEASING_MANAGER_BUILDINGS_MAX each), or takes one off. Audited. */
export async function setLeasingManagerBuilding(
  db: Db,
  actor: Actor,
  input: { id: number; buildingId: number; linked: boolean },
): Promise<LeasingManagerResult> {
  return db.transaction(async (tx) => {
    const [manager] = await tx
      .select()
      .from(leasingManagers)
      .where(eq(leasingManagers.id, input.id))
      .for("update");
    if (!manager) return notFound();
    const [building] = await tx
      .select({ id: buildings.id, address: buildings.address })
      .from(buildings)
      .where(eq(buildings.id, input.buildingId));
    if (!building) {
      return {
        ok: false as const,
        error: { code: "NOT_FOUND" as const, message: "This building does not exist.", field: "buildingId" },
      };
    }
    const link = and(
      eq(leasingManagerBuildings.leasingManagerId, manager.id),
      eq(leasingManagerBuildings.buildingId, building.id),
    );
    if (input.linked) {
      const [{ n }] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(leasingManagerBuildings)
        .where(eq(leasingManagerBuildings.leasingManagerId, manager.id));
      if (n >= LEASING_MANAGER_BUILDINGS_MAX) {
        return {
          ok: false as const,
          error: {
            code: "LIMIT_REACHED" as const,
            message: `A leasing manager has at most ${LEASING_MANAGER_BUILDINGS_MAX} buildings. Remove one first.`,
            field: "buildingId",
          },
        };
      }
      const added = await tx
        .insert(leasingManagerBuildings)
        .values({ leasingManagerId: manager.id, buildingId: building.id })
        .onConflictDoNothing()
        .returning();
      if (added.length === 0) return { ok: true as const, manager: { ...manager, buildingCount: n } };
    } else {
      const removed = await tx.delete(leasingManagerBuildings).where(link).returning();
      if (removed.length === 0) {
        return {
          ok: true as const,
          manager: (await leasingManagerById(tx as Db, manager.id)) ?? { ...manager, buildingCount: 0 },
        };
      }
    }
    const now = new Date();
    await tx.update(leasingManagers).set({ updatedAt: now }).where(eq(leasingManagers.id, manager.id));
    await recordAudit(tx as Db, actor, {
      action: input.linked ? "leasingManager.linkBuilding" : "leasingManager.unlinkBuilding",
      subjectKind: "leasingManager",
      subjectId: manager.id,
      after: { buildingId: building.id, address: building.address },
    });
    const after = await leasingManagerById(tx as Db, manager.id);
    return { ok: true as const, manager: after ?? { ...manager, buildingCount: 0 } };
  });
}

/** A manager's buildings by address (at most `limit`). */
export async function buildingsOfLeasingManager(db: Db, id: number, limit: number) {
  const rows = await db
    .select({ building: buildings })
    .from(leasingManagerBuildings)
    .innerJoin(buildings, eq(buildings.id, leasingManagerBuildings.buildingId))
    .where(eq(leasingManagerBuildings.leasingManagerId, id))
    .orderBy(asc(buildings.address), asc(buildings.id))
    .limit(limit);
  return rows.map((r) => r.building);
}
