import { createReadStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { contentTypeForKey, isValidStorageKey } from "./fileStorage";
import type { S3FileStorage } from "./s3Storage";

export type CopySummary = {
  copied: number;
  copiedBytes: number;
  /** Already in the bucket with the same size. */
  skipped: number;
  failed: number;
  /** Files whose path is not a storage key (stray files); left alone. */
  ignored: number;
};

export type CopyOptions = {
  /** The local uploads directory ({DATA_DIR}/uploads). */
  root: string;
  /** Only keys starting with this ("seed/", "media/"). */
  prefix?: string;
  /** Files copied at a time. */
  concurrency?: number;
  /** A line of progress, a failure or the summary. */
  log: (line: string) => void;
  /** Progress is logged every this many files. */
  progressEvery?: number;
};

/**
 * Copies every file under the local uploads directory to the bucket under the same key. Idempotent:
 * an object already there with the same size is skipped (keys never change once written, so the
 * same key and size is the same file), so a run cut short is simply run again.
 */
export async function copyToS3(target: S3FileStorage, options: CopyOptions): Promise<CopySummary> {
  const summary: CopySummary = { copied: 0, copiedBytes: 0, skipped: 0, failed: 0, ignored: 0 };
  const every = options.progressEvery ?? 100;
  const files = localFiles(options.root, options.prefix ?? "");
  let seen = 0;

  async function copyOne(file: LocalFile) {
    if (!isValidStorageKey(file.key)) {
      summary.ignored += 1;
      options.log(`not a storage key, left alone: ${file.key}`);
      return;
    }
    try {
      if ((await target.sizeOf(file.key)) === file.size) {
        summary.skipped += 1;
        return;
      }
      await target.putStream(file.key, createReadStream(file.path), file.size, contentTypeForKey(file.key));
      summary.copied += 1;
      summary.copiedBytes += file.size;
    } catch (error) {
      summary.failed += 1;
      options.log(`failed: ${file.key}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  const worker = async () => {
    for (let next = await files.next(); !next.done; next = await files.next()) {
      await copyOne(next.value);
      seen += 1;
      if (seen % every === 0) options.log(`${seen} files: ${progress(summary)}`);
    }
  };
  await Promise.all(Array.from({ length: options.concurrency ?? 4 }, worker));
  return summary;
}

export function progress(s: CopySummary): string {
  const mb = (s.copiedBytes / 1024 / 1024).toFixed(1);
  const ignored = s.ignored > 0 ? `, ${s.ignored} not storage keys` : "";
  return `${s.copied} copied (${mb} MB), ${s.skipped} already there, ${s.failed} failed${ignored}`;
}

type LocalFile = { key: string; path: string; size: number };

/** Every regular file below root, as its storage key, in a stable order; a local write in progress (.tmp) is not a file yet. */
async function* localFiles(root: string, prefix: string): AsyncGenerator<LocalFile> {
  async function* walk(dir: string, keyPrefix: string): AsyncGenerator<LocalFile> {
    const entries = (await fs.readdir(dir, { withFileTypes: true })).sort((a, b) =>
      a.name.localeCompare(b.name),
    );
    for (const entry of entries) {
      const key = `${keyPrefix}${entry.name}`;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (prefix.startsWith(`${key}/`) || `${key}/`.startsWith(prefix)) yield* walk(full, `${key}/`);
      } else if (entry.isFile() && key.startsWith(prefix) && !entry.name.endsWith(".tmp")) {
        yield { key, path: full, size: (await fs.stat(full)).size };
      }
    }
  }
  yield* walk(root, "");
}
