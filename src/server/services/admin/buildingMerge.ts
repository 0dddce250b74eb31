import { asc, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { buildings } from "../../db/schema/buildings";
import type { UserRow } from "../../policies/policy";
import { recordAudit } from "./auditLog";
import type { BuildingRow } from "./buildingAdmin";
import { type FloorCollision, floorCollisions, mergeListingInto } from "./listingMerge";

/** What merging a duplicate building into another moves (or, for campaigns and tours, keeps pointing at). */
export type MergeCounts = {
  listings: number;
  contactLinks: number;
  photos: number;
  floorPlans: number;
  leasingManagerLinks: number;
  aliases: number;
  campaignListings: number;
  surveyListings: number;
  tourListings: number;
};

export type MergeError = {
  code: "NOT_FOUND" | "SAME_BUILDING" | "CROSS_MARKET";
  message: string;
  field: string;
};
export type MergeCheck =
  | { ok: true; source: BuildingRow; target: BuildingRow }
  | { ok: false; error: MergeError };

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** The duplicate and the building it goes into, locked in id order (two merges cannot deadlock). */
async function loadPair(tx: Db, sourceId: number, targetId: number, lock: boolean): Promise<MergeCheck> {
  if (sourceId === targetId) {
    return {
      ok: false,
      error: {
        code: "SAME_BUILDING",
        message: "A building cannot be merged into itself.",
        field: "targetId",
      },
    };
  }
  const query = tx
    .select()
    .from(buildings)
    .where(inArray(buildings.id, [sourceId, targetId]))
    .orderBy(asc(buildings.id));
  const rows = lock ? await query.for("update") : await query;
  const source = rows.find((b) => b.id === sourceId);
  const target = rows.find((b) => b.id === targetId);
  if (!source || !target) {
    return {
      ok: false,
      error: {
        code: "NOT_FOUND",
        message: "This building does not exist.",
        field: source ? "targetId" : "sourceId",
      },
    };
  }
  if (source.marketId !== target.marketId) {
    return {
      ok: false,
      error: {
        code: "CROSS_MARKET",
        message: "Only buildings of the same market can be merged.",
        field: "targetId",
      },
    };
  }
  return { ok: true, source, target };
}

/** How many rows of each kind hang off the duplicate: what the preview shows and the audit keeps. */
async function countsOf(db: Db, sourceId: number): Promise<MergeCounts> {
  const [row] = rowsOf<Record<keyof MergeCounts, number>>(
    await db.execute(sql`
      select
        (select count(*)::int from listings where building_id = ${sourceId}) as "listings",
        (select count(*)::int from building_contact_buildings where building_id = ${sourceId}) as "contactLinks",
        (select count(*)::int from image_uploads
          where attached_to_kind = 'BUILDING' and attached_to_id = ${sourceId}) as "photos",
        (select count(*)::int from floor_plans f join listings l on l.id = f.listing_id
          where l.building_id = ${sourceId}) as "floorPlans",
        (select count(*)::int from leasing_manager_buildings where building_id = ${sourceId}) as "leasingManagerLinks",
        (select count(*)::int from building_aliases where building_id = ${sourceId}) as "aliases",
        (select count(*)::int from campaign_listings c join listings l on l.id = c.listing_id
          where l.building_id = ${sourceId}) as "campaignListings",
        (select count(*)::int from survey_listings s join listings l on l.id = s.listing_id
          where l.building_id = ${sourceId}) as "surveyListings",
        (select count(*)::int from tour_listings t join listings l on l.id = t.listing_id
          where l.building_id = ${sourceId}) as "tourListings"`),
  );
  return row;
}

export type MergePreview = {
  source: BuildingRow;
  target: BuildingRow;
  counts: MergeCounts;
  /** Listings of both at one floor/suite URL: the duplicate's merges into the target's (issue 25). */
  collisions: FloorCollision[];
};

/** What a merge would do, or why it is refused; changes nothing. */
export async function previewBuildingMerge(
  db: Db,
  sourceId: number,
  targetId: number,
): Promise<{ ok: true; preview: MergePreview } | { ok: false; error: MergeError }> {
  const pair = await loadPair(db, sourceId, targetId, false);
  if (!pair.ok) return pair;
  return {
    ok: true,
    preview: {
      source: pair.source,
      target: pair.target,
      counts: await countsOf(db, sourceId),
      collisions: await floorCollisions(db, sourceId, targetId),
    },
  };
}

/**
 * Merges a duplicate building into another of its market, in one transaction: its listings (with
 * their floor plans, and the campaign, survey and tour entries that name them), contact links,
 * photos (after the target's own) and leasing-manager links move to the target; its slug and
 * identity become aliases of the target (so its page answers 301, and aliases that pointed at it
 * follow); each moved listing gets a CHANGE in its history; the duplicate is deleted; the audit log
 * keeps who did it and what moved. A listing of the duplicate at a floor/suite the target already
 * has (the same URL) is merged into the target's first (listingMerge.ts), so no two listings of the
 * target share a URL (listings_building_floor_slug_key would refuse the move).
 */
export async function mergeBuildings(
  db: Db,
  actor: Pick<UserRow, "id" | "email">,
  sourceId: number,
  targetId: number,
): Promise<
  | { ok: true; target: BuildingRow; counts: MergeCounts; collisions: FloorCollision[] }
  | { ok: false; error: MergeError }
> {
  return db.transaction(async (tx) => {
    const pair = await loadPair(tx as Db, sourceId, targetId, true);
    if (!pair.ok) return pair;
    const { source, target } = pair;
    const counts = await countsOf(tx as Db, source.id);
    const now = new Date();
    // A listing an import adds to the duplicate meanwhile at a taken floor/suite makes the move below
    // fail on listings_building_floor_slug_key: the whole merge is undone, never two listings at one URL.
    const collisions = await floorCollisions(tx as Db, source.id, target.id);
    for (const collision of collisions) {
      await mergeListingInto(tx as Db, actor.id, collision, {
        buildingId: source.id,
        address: source.address,
      });
    }

    // The listings' copies of the building's place (search filters never join buildings).
    const moved = rowsOf<{ id: number }>(
      await tx.execute(sql`
        update listings set building_id = ${target.id}, neighborhood_id = ${target.neighborhoodId},
          lat = ${target.lat}, lng = ${target.lng}, address = ${target.address}, updated_at = ${now}
        where building_id = ${source.id} returning id`),
    );
    const change = JSON.stringify([
      {
        field: "building",
        oldValue: `${source.address} (building ${source.id})`,
        newValue: `${target.address} (building ${target.id})`,
      },
    ]);
    await tx.execute(sql`
      insert into listing_history (listing_id, kind, source_name, fields, user_id)
      select l.id, 'CHANGE', 'admin', ${change}::jsonb, ${actor.id}
      from listings l where l.building_id = ${target.id}
        and l.id = any(${`{${moved.map((m) => m.id).join(",")}}`}::int[])`);

    await tx.execute(sql`
      insert into building_contact_buildings (building_id, contact_id, created_at)
      select ${target.id}, contact_id, created_at from building_contact_buildings
      where building_id = ${source.id} on conflict do nothing`);
    await tx.execute(sql`
      insert into leasing_manager_buildings (leasing_manager_id, building_id)
      select leasing_manager_id, ${target.id} from leasing_manager_buildings
      where building_id = ${source.id} on conflict do nothing`);
    // After the target's own photos, in their order; the target keeps its cover if it has one.
    await tx.execute(sql`
      with base as (
        select coalesce(max(position) + 1, 0) as next, bool_or(is_cover) as has_cover from image_uploads
        where attached_to_kind = 'BUILDING' and attached_to_id = ${target.id})
      update image_uploads u set attached_to_id = ${target.id}, position = u.position + base.next,
        is_cover = u.is_cover and not coalesce(base.has_cover, false), updated_at = ${now}
      from base where u.attached_to_kind = 'BUILDING' and u.attached_to_id = ${source.id}`);
    await tx.execute(sql`
      update building_aliases set building_id = ${target.id} where building_id = ${source.id}`);
    await tx.execute(sql`
      insert into building_aliases (building_id, market_id, slug, identity, former_building_id, merged_by_id)
      values (${target.id}, ${source.marketId}, ${source.slug}, ${source.identity}, ${source.id}, ${actor.id})`);
    await tx.execute(sql`delete from buildings where id = ${source.id}`);
    await tx.execute(sql`update buildings set updated_at = ${now} where id = ${target.id}`);

    await recordAudit(tx as Db, actor, {
      action: "building.merge",
      subjectKind: "building",
      subjectId: target.id,
      before: {
        duplicate: { id: source.id, address: source.address, slug: source.slug, identity: source.identity },
        moved: counts,
        mergedListings: collisions.map((c) => ({
          floorAndSuite: c.removed.floorAndSuite,
          listingId: c.removed.id,
          into: c.kept.id,
        })),
      },
      after: { building: { id: target.id, address: target.address, slug: target.slug } },
    });
    return { ok: true as const, target: { ...target, updatedAt: now }, counts, collisions };
  });
}
