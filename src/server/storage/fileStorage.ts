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
 * Local disk (localStorage.ts) or an S3-compatible bucket (s3Storage.ts), chosen by the settings
 * (createStorage.ts). Every method but publicUrl may throw StorageUnavailableError.
 */
export interface FileStorage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** The file as a stream, or null when there is no such key (or the key is not a valid one). */
  read(key: string): Promise<StoredFile | null>;
  /** Removes the file; a key with no file is not an error. */
  delete(key: string): Promise<void>;
  /** Path (or absolute URL) a browser fetches the file from. */
  publicUrl(key: string): string;
  /**
   * Where GET /uploads/{key} sends the browser instead of streaming the file itself (a public
   * bucket or CDN), or null to stream it through the app.
   */
  redirectUrl(key: string): string | null;
  /** Checked at start-up: throws with a sentence naming the setting to fix when the store is unusable. */
  verify(): Promise<void>;
}

/** Seconds a client is told to wait (Retry-After) when the store does not answer. */
export const STORAGE_RETRY_AFTER_SECONDS = 10;

/**
 * The store did not answer, or answered with an error that is not "no such key" (a bucket outage,
 * a timeout, refused credentials). Routes answer 503 with Retry-After; never a 500 or a hang.
 */
export class StorageUnavailableError extends Error {
  readonly statusCode = 503;
  readonly retryAfterSeconds = STORAGE_RETRY_AFTER_SECONDS;
  constructor(operation: string, key: string, cause: unknown) {
    const reason = cause instanceof Error ? `${cause.name}: ${cause.message}` : String(cause);
    super(`File storage failed to ${operation} ${key}: ${reason}`, { cause });
    this.name = "StorageUnavailableError";
  }
}

/** The sentence a person reads when a file cannot be stored or read for now. */
export const STORAGE_UNAVAILABLE_MESSAGE = "Files cannot be reached right now. Please try again in a minute.";

/** GET /uploads/{key} serves a file (http/uploadsRoute.ts), from whichever backend holds it. */
export const UPLOADS_PREFIX = "/uploads/";

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

/** Writes refuse a key that is not a plain relative path, whichever backend stores it. */
export function assertValidStorageKey(key: string): void {
  if (!isValidStorageKey(key)) throw new Error(`Invalid storage key: ${key}`);
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
