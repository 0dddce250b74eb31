import { sql } from "drizzle-orm";
import type { Db } from "../../client";
import { type PoolImage, type PoolKind, poolOf } from "./mediaPool";

export const PHOTOS_PER_LISTING = 3;
export const PHOTOS_PER_BUILDING = 2;

/** Pool fields as JSON arrays, indexed 0-based in SQL with ->>. */
function columns(pool: PoolImage[]) {
  const json = (pick: (p: PoolImage) => string) => JSON.stringify(pool.map(pick));
  return {
    n: pool.length,
    keys: json((p) => p.key),
    thumbs: json((p) => p.thumbnailKey),
    alts: json((p) => p.alt),
    width: pool[0].width,
    height: pool[0].height,
  };
}

/**
 * image_uploads and floor_plans rows for every listing and building, straight in SQL (one
 * statement per kind, so 100,000 listings take a moment, not a round trip each). Picks are a
 * function of the row id: photo k of a listing is pool[(7 * id + 3 * k) mod n], distinct for k < 3.
 */
export async function insertSeedMediaRows(db: Db): Promise<{ photos: number; floorPlans: number }> {
  let photos = 0;
  const listingKinds: [PoolKind, string][] = [
    ["office", "office"],
    ["retail", "retail"],
    ["industrial", "industrial"],
  ];
  for (const [kind, propertyType] of listingKinds) {
    const c = columns(poolOf(kind));
    const pick = sql.raw(`((l.id * 7 + k * 3) % ${c.n})::int`);
    const result = await db.execute(sql`
      insert into image_uploads (attached_to_kind, attached_to_id, status, storage_key, thumbnail_key,
        original_filename, content_type, width, height, position, caption, created_at, updated_at)
      select 'LISTING', l.id, 'READY', ${c.keys}::jsonb ->> ${pick}, ${c.thumbs}::jsonb ->> ${pick},
        null, 'image/webp', ${c.width}::int, ${c.height}::int, k, ${c.alts}::jsonb ->> ${pick}, l.created_at, l.created_at
      from listings l cross join generate_series(0, ${PHOTOS_PER_LISTING - 1}) k
      where l.property_type = ${propertyType}`);
    photos += rowCount(result);
  }
  const facades = columns(poolOf("facade"));
  const pickFacade = sql.raw(`((b.id * 5 + k * 3) % ${facades.n})::int`);
  photos += rowCount(
    await db.execute(sql`
      insert into image_uploads (attached_to_kind, attached_to_id, status, storage_key, thumbnail_key,
        original_filename, content_type, width, height, position, caption, created_at, updated_at)
      select 'BUILDING', b.id, 'READY', ${facades.keys}::jsonb ->> ${pickFacade}, ${facades.thumbs}::jsonb ->> ${pickFacade},
        null, 'image/webp', ${facades.width}::int, ${facades.height}::int, k, ${facades.alts}::jsonb ->> ${pickFacade},
        b.created_at, b.created_at
      from buildings b cross join generate_series(0, ${PHOTOS_PER_BUILDING - 1}) k`),
  );
  // Every other listing has a floor plan.
  const plans = columns(poolOf("floorPlan"));
  const pickPlan = sql.raw(`((l.id / 2) % ${plans.n})::int`);
  const floorPlans = rowCount(
    await db.execute(sql`
      insert into floor_plans (listing_id, storage_key, thumbnail_key, content_type, width, height, position, caption, created_at)
      select l.id, ${plans.keys}::jsonb ->> ${pickPlan}, ${plans.thumbs}::jsonb ->> ${pickPlan}, 'image/webp',
        ${plans.width}::int, ${plans.height}::int, 0, ${plans.alts}::jsonb ->> ${pickPlan}, l.created_at
      from listings l where l.id % 2 = 0
      order by l.id`),
  );
  return { photos, floorPlans };
}

function rowCount(result: unknown): number {
  const r = result as { rowCount?: number | null; affectedRows?: number };
  return Number(r.rowCount ?? r.affectedRows ?? 0);
}
