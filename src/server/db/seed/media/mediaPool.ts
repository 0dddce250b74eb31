import { FACADE_STYLES, facadeSvg } from "./facadeArt";
import { FLOOR_PLAN_ALT, floorPlanSvg, PLAN_HEIGHT, PLAN_WIDTH } from "./floorPlanArt";
import { OFFICE_SCENE_COUNT, officeAlt, officeSvg } from "./officeArt";
import { INDUSTRIAL_SCENES, RETAIL_SCENES, spaceAlt, spaceSvg } from "./spaceArt";
import { PHOTO_HEIGHT, PHOTO_WIDTH } from "./svg";

/**
 * The demo pictures: 24 photos (building facades, office, retail and industrial interiors) and
 * 8 floor plans. Listings and buildings point at them by storage key, so 100,000 listings share
 * 32 files, drawn once.
 */

export type PoolKind = "facade" | "office" | "retail" | "industrial" | "floorPlan";

export type PoolImage = {
  kind: PoolKind;
  key: string;
  thumbnailKey: string;
  alt: string;
  width: number;
  height: number;
  thumbnailWidth: number;
  thumbnailHeight: number;
  svg: () => string;
};

const THUMB_WIDTH = 480;

function photo(kind: PoolKind, n: number, alt: string, svg: () => string): PoolImage {
  const name = `seed/photo-${String(n).padStart(2, "0")}`;
  return {
    kind,
    key: `${name}.webp`,
    thumbnailKey: `${name}-thumb.webp`,
    alt,
    width: PHOTO_WIDTH,
    height: PHOTO_HEIGHT,
    thumbnailWidth: THUMB_WIDTH,
    thumbnailHeight: Math.round((THUMB_WIDTH * PHOTO_HEIGHT) / PHOTO_WIDTH),
    svg,
  };
}

function buildPool(): PoolImage[] {
  const pool: PoolImage[] = [];
  let n = 1;
  for (let i = 0; i < FACADE_STYLES.length; i++)
    pool.push(photo("facade", n++, FACADE_STYLES[i].alt, () => facadeSvg(i)));
  for (let i = 0; i < OFFICE_SCENE_COUNT; i++)
    pool.push(photo("office", n++, officeAlt(i), () => officeSvg(i)));
  for (const i of RETAIL_SCENES) pool.push(photo("retail", n++, spaceAlt(i), () => spaceSvg(i)));
  for (const i of INDUSTRIAL_SCENES) pool.push(photo("industrial", n++, spaceAlt(i), () => spaceSvg(i)));
  for (let i = 0; i < 8; i++) {
    pool.push({
      kind: "floorPlan",
      key: `seed/floor-plan-${i + 1}.webp`,
      thumbnailKey: `seed/floor-plan-${i + 1}-thumb.webp`,
      alt: FLOOR_PLAN_ALT,
      width: PLAN_WIDTH,
      height: PLAN_HEIGHT,
      thumbnailWidth: THUMB_WIDTH,
      thumbnailHeight: Math.round((THUMB_WIDTH * PLAN_HEIGHT) / PLAN_WIDTH),
      svg: () => floorPlanSvg(i),
    });
  }
  return pool;
}

export const MEDIA_POOL: readonly PoolImage[] = buildPool();

export function poolOf(kind: PoolKind): PoolImage[] {
  return MEDIA_POOL.filter((p) => p.kind === kind);
}
