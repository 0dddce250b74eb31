import sharp, { type Metadata } from "sharp";

/** Largest picture accepted, in pixels (about 50 megapixels: a 8,000 × 6,000 photo). */
export const MAX_INPUT_PIXELS = 50_000_000;

/** The sizes made of every photo and floor plan, as WebP, longest edge at most this many pixels. */
export const VARIANT_SIZES = { thumb: 400, card: 800, full: 2400 } as const;
export type VariantName = keyof typeof VARIANT_SIZES;

export type ImageVariants = {
  width: number;
  height: number;
  files: Record<VariantName, Buffer>;
};

export class UnreadableImageError extends Error {}

/**
 * Thumb, card and full-size WebP of an uploaded JPEG, PNG or WebP. Turned upright by its EXIF
 * orientation, then written without any metadata (sharp keeps none unless asked): no camera, place
 * or owner leaves with the picture. A picture declaring more than MAX_INPUT_PIXELS is refused before
 * it is decoded, so a small file that unpacks to gigabytes (a decompression bomb) costs nothing.
 */
export async function makeImageVariants(input: Buffer): Promise<ImageVariants> {
  const open = () => sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" });
  let meta: Metadata;
  try {
    // Reads the header only (no pixels are decoded), with no pixel limit, so a bomb is named as one.
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new UnreadableImageError("The file is not a picture we can read.");
  }
  if (!meta.width || !meta.height) throw new UnreadableImageError("The file is not a picture we can read.");
  if (meta.width * meta.height > MAX_INPUT_PIXELS) {
    throw new UnreadableImageError("The picture is too large (more than 50 megapixels).");
  }
  try {
    const entries = await Promise.all(
      (Object.keys(VARIANT_SIZES) as VariantName[]).map(async (name) => {
        const edge = VARIANT_SIZES[name];
        const { data, info } = await open()
          .rotate()
          .resize({ width: edge, height: edge, fit: "inside", withoutEnlargement: true })
          .webp({ quality: name === "thumb" ? 70 : 80 })
          .toBuffer({ resolveWithObject: true });
        return [name, data, info] as const;
      }),
    );
    const full = entries.find(([name]) => name === "full")![2];
    return {
      width: full.width,
      height: full.height,
      files: Object.fromEntries(entries.map(([name, data]) => [name, data])) as Record<VariantName, Buffer>,
    };
  } catch {
    throw new UnreadableImageError("The file is not a picture we can read.");
  }
}
