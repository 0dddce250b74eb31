import type { Readable } from "node:stream";

/** A stored file, ready to stream to a client. */
export type StoredFile = {
  body: Readable;
  size: number;
  contentType: string;
};

/**
 * Where uploaded and generated files live. Keys are relative, slash-separated paths
 * ("seed/photo-03.webp") that never change once written, so their URLs can be cached forever.
 * Local disk implements it today; an S3-compatible store can replace it without touching callers.
 */
export interface FileStorage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** The file, or null when there is no such key. */
  read(key: string): Promise<StoredFile | null>;
  /** Removes the file; a key with no file is not an error. */
  delete(key: string): Promise<void>;
  /** Path (or absolute URL) a browser fetches the file from. */
  publicUrl(key: string): string;
}

/**
 * Keys under this prefix (shared-note attachments) are never served by GET /uploads: they are read
 * only through a route that checks who asks.
 */
export const PRIVATE_KEY_PREFIX = "private/";

const KEY = /^[a-z0-9][a-z0-9_-]*(?:\/[a-z0-9][a-z0-9_.-]*)*$/i;

/** Keys are plain relative paths: no "..", no leading slash, no empty or hidden segments. */
export function isValidStorageKey(key: string): boolean {
  return key.length <= 300 && KEY.test(key) && !key.split("/").some((part) => part.startsWith("."));
}

const CONTENT_TYPES: Record<string, string> = {
  webp: "image/webp",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  svg: "image/svg+xml",
  pdf: "application/pdf",
};

export function contentTypeForKey(key: string): string {
  const ext = key.slice(key.lastIndexOf(".") + 1).toLowerCase();
  return CONTENT_TYPES[ext] ?? "application/octet-stream";
}
