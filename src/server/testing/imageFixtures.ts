import zlib from "node:zlib";
import sharp from "sharp";

/** A landscape JPEG (300 × 200) whose EXIF says "rotate 90°" and names an owner: both must go. */
export function exifJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 300, height: 200, channels: 3, background: "#b04030" } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({ IFD0: { Copyright: "Secret Owner", Artist: "Secret Owner" } })
    .toBuffer();
}

export function smallPng(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: "#3060a0" } })
    .png()
    .toBuffer();
}

export function smallWebp(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: "#30a060" } })
    .webp()
    .toBuffer();
}

function crc32(bytes: Buffer): number {
  let crc = -1;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return (crc ^ -1) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([head, body, crc]);
}

/**
 * A decompression bomb: a PNG of a few hundred bytes whose header declares 100,000 × 100,000 pixels
 * (10 gigapixels, 30 GB decoded). Its data is a valid zlib stream of a few rows.
 */
export function pngBomb(): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(100_000, 0);
  ihdr.writeUInt32BE(100_000, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", zlib.deflateSync(Buffer.alloc(3 * 100_001 * 2))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}
