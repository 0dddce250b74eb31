import sharp from "sharp";
import type { FileStorage } from "../../../storage/fileStorage";
import { MEDIA_POOL, type PoolImage } from "./mediaPool";

/**
 * Renders the demo pictures (SVG -> WebP, full size and thumbnail) into storage. Files that
 * already exist are left alone: keys never change, so a second seed costs nothing.
 */
export async function generateSeedMedia(storage: FileStorage): Promise<{ generated: number; kept: number }> {
  let generated = 0;
  let kept = 0;
  // Two at a time: sharp is multi-threaded already, and this keeps memory flat.
  const queue = [...MEDIA_POOL];
  const worker = async () => {
    for (let image = queue.shift(); image; image = queue.shift()) {
      const [full, thumb] = await Promise.all([
        storage.exists(image.key),
        storage.exists(image.thumbnailKey),
      ]);
      if (full && thumb) {
        kept += 1;
        continue;
      }
      await render(storage, image);
      generated += 1;
    }
  };
  await Promise.all([worker(), worker()]);
  return { generated, kept };
}

async function render(storage: FileStorage, image: PoolImage): Promise<void> {
  const svg = Buffer.from(image.svg());
  const lossless = image.kind === "floorPlan";
  const full = await sharp(svg)
    .resize(image.width, image.height)
    .webp(lossless ? { nearLossless: true, quality: 80 } : { quality: 82 })
    .toBuffer();
  const thumb = await sharp(svg)
    .resize(image.thumbnailWidth, image.thumbnailHeight)
    .webp({ quality: 78 })
    .toBuffer();
  await storage.put(image.key, full, "image/webp");
  await storage.put(image.thumbnailKey, thumb, "image/webp");
}
