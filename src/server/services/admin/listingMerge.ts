import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { listings } from "../../db/schema/listings";

type ListingStatus = (typeof listings.$inferSelect)["status"];

/**
 * Two listings, one of each building of a merge, whose floor/suite gives the same URL (issue 25):
 * the kept building's listing stays, the duplicate's merges into it.
 */
export type FloorCollision = {
  floorSlug: string;
  kept: { id: number; floorAndSuite: string; status: ListingStatus };
  removed: { id: number; floorAndSuite: string; status: ListingStatus };
};

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * The duplicate's listings whose URL a listing of the target already has. Bounded: a building holds
 * at most BUILDING_MAX_LISTINGS listings (buildingListingBound.ts), and each is one probe of
 * listings_building_floor_slug_key.
 */
export async function floorCollisions(db: Db, sourceId: number, targetId: number): Promise<FloorCollision[]> {
  const rows = rowsOf<{
    floor_slug: string;
    kept_id: number;
    kept_floor: string;
    kept_status: ListingStatus;
    removed_id: number;
    removed_floor: string;
    removed_status: ListingStatus;
  }>(
    await db.execute(sql`
      select r.floor_slug, k.id as kept_id, k.floor_and_suite as kept_floor, k.status as kept_status,
        r.id as removed_id, r.floor_and_suite as removed_floor, r.status as removed_status
      from listings r join listings k on k.building_id = ${targetId} and k.floor_slug = r.floor_slug
      where r.building_id = ${sourceId}
      order by r.floor_slug`),
  );
  return rows.map((r) => ({
    floorSlug: r.floor_slug,
    kept: { id: Number(r.kept_id), floorAndSuite: r.kept_floor, status: r.kept_status },
    removed: { id: Number(r.removed_id), floorAndSuite: r.removed_floor, status: r.removed_status },
  }));
}

/**
 * Merges listing `removedId` into `keptId`, in the caller's transaction. Everything that names the
 * removed listing moves to the kept one; where the kept one already has the same entry (a unique
 * key), the kept one's stays and the removed one's is dropped, after what hangs off it moved:
 * - history: every row moves (both histories kept); the removed one's ORIGIN becomes a CHANGE, so
 *   the kept listing keeps one origin; a CHANGE row on the kept one records the merge;
 * - tourbook entries (campaign_listings): the kept one's entry in a campaign wins; the survey
 *   entries and tour stops that came from the removed one's entry follow to it first;
 * - survey entries: the kept one's in a survey wins; each respondent's answer moves to it unless
 *   that person already answered the kept one; tour stops: the kept one's in a tour wins;
 * - featured places: the kept one's in a market wins;
 * - photos and floor plans: after the kept one's, in their order; the kept one's cover stays;
 * - broker insights, notes and importer jobs: move.
 * The removed listing's URL was under the merged-away building, whose alias answers 301 to the
 * same floor/suite under the kept building: the kept listing (buildingAliasRedirect.ts).
 */
export async function mergeListingInto(
  tx: Db,
  actorId: number,
  collision: FloorCollision,
  from: { buildingId: number; address: string },
): Promise<void> {
  const k = collision.kept.id;
  const r = collision.removed.id;

  // Tourbook entries: what names the removed one's entry follows to the kept one's first.
  await tx.execute(sql`
    with pairs as (
      select rc.id as removed_entry, kc.id as kept_entry from campaign_listings rc
      join campaign_listings kc on kc.campaign_id = rc.campaign_id and kc.listing_id = ${k}
      where rc.listing_id = ${r})
    update survey_listings s set campaign_listing_id = pairs.kept_entry
    from pairs where s.campaign_listing_id = pairs.removed_entry`);
  await tx.execute(sql`
    with pairs as (
      select rc.id as removed_entry, kc.id as kept_entry from campaign_listings rc
      join campaign_listings kc on kc.campaign_id = rc.campaign_id and kc.listing_id = ${k}
      where rc.listing_id = ${r})
    update tour_listings t set campaign_listing_id = pairs.kept_entry
    from pairs where t.campaign_listing_id = pairs.removed_entry`);
  await tx.execute(sql`
    delete from campaign_listings rc where rc.listing_id = ${r}
      and exists (select 1 from campaign_listings kc where kc.campaign_id = rc.campaign_id and kc.listing_id = ${k})`);
  await tx.execute(
    sql`update campaign_listings set listing_id = ${k}, updated_at = now() where listing_id = ${r}`,
  );

  // Survey entries: answers move to the kept one's entry, one per respondent.
  await tx.execute(sql`
    insert into survey_answers (survey_listing_id, user_id, rating, comment, answered_at)
    select ks.id, a.user_id, a.rating, a.comment, a.answered_at
    from survey_listings rs
    join survey_listings ks on ks.survey_id = rs.survey_id and ks.listing_id = ${k}
    join survey_answers a on a.survey_listing_id = rs.id
    where rs.listing_id = ${r}
    on conflict (survey_listing_id, user_id) do nothing`);
  await tx.execute(sql`
    delete from survey_listings rs where rs.listing_id = ${r}
      and exists (select 1 from survey_listings ks where ks.survey_id = rs.survey_id and ks.listing_id = ${k})`);
  await tx.execute(sql`update survey_listings set listing_id = ${k} where listing_id = ${r}`);

  await tx.execute(sql`
    delete from tour_listings rt where rt.listing_id = ${r}
      and exists (select 1 from tour_listings kt where kt.tour_id = rt.tour_id and kt.listing_id = ${k})`);
  await tx.execute(sql`update tour_listings set listing_id = ${k} where listing_id = ${r}`);
  await tx.execute(sql`
    delete from featured_listings rf where rf.listing_id = ${r}
      and exists (select 1 from featured_listings kf where kf.market_id = rf.market_id and kf.listing_id = ${k})`);
  await tx.execute(sql`update featured_listings set listing_id = ${k} where listing_id = ${r}`);

  // Photos and floor plans after the kept one's own; the kept one keeps its cover if it has one.
  await tx.execute(sql`
    with base as (
      select coalesce(max(position) + 1, 0) as next, bool_or(is_cover) as has_cover from image_uploads
      where attached_to_kind = 'LISTING' and attached_to_id = ${k})
    update image_uploads u set attached_to_id = ${k}, position = u.position + base.next,
      is_cover = u.is_cover and not coalesce(base.has_cover, false), updated_at = now()
    from base where u.attached_to_kind = 'LISTING' and u.attached_to_id = ${r}`);
  await tx.execute(sql`
    with base as (select coalesce(max(position) + 1, 0) as next from floor_plans where listing_id = ${k})
    update floor_plans f set listing_id = ${k}, position = f.position + base.next
    from base where f.listing_id = ${r}`);
  await tx.execute(sql`update broker_insights set listing_id = ${k} where listing_id = ${r}`);
  await tx.execute(sql`update notes set record_id = ${k} where record_type = 'Listing' and record_id = ${r}`);
  await tx.execute(sql`update importer_jobs set listing_id = ${k} where listing_id = ${r}`);

  await tx.execute(sql`
    update listing_history set listing_id = ${k},
      kind = case when kind = 'ORIGIN' then 'CHANGE'::listing_history_kind else kind end
    where listing_id = ${r}`);
  const change = JSON.stringify([
    {
      field: "mergedListing",
      oldValue: `${collision.removed.floorAndSuite} at ${from.address} (listing ${r}, building ${from.buildingId})`,
      newValue: `${collision.kept.floorAndSuite} (listing ${k})`,
    },
  ]);
  await tx.execute(sql`
    insert into listing_history (listing_id, kind, source_name, fields, user_id)
    values (${k}, 'CHANGE', 'admin', ${change}::jsonb, ${actorId})`);
  await tx.execute(sql`delete from listings where id = ${r}`);
  await tx.execute(sql`update listings set updated_at = now() where id = ${k}`);
}
