import type { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import {
  assertValidStorageKey,
  contentTypeForKey,
  type FileStorage,
  isValidStorageKey,
  PRIVATE_KEY_PREFIX,
  StorageUnavailableError,
  UPLOADS_PREFIX,
} from "./fileStorage";
import type { S3Settings } from "./storageSettings";

/**
 * How long the app waits on the bucket. A request to an unreachable or stuck bucket fails within
 * about maxAttempts × (connect or answer time), well inside REQUEST_TIMEOUT_MS, so a reader gets a
 * 503 with Retry-After rather than a hang.
 */
export type S3Timeouts = {
  /** To open the TCP (and TLS) connection. */
  connectMs: number;
  /** From sending the request to the answer's headers (a put's body is sent within it). */
  answerMs: number;
  /** Longest silence of the socket while a body streams. */
  idleMs: number;
  /** Tries of one operation (the SDK's standard retry: backoff, retryable errors only). */
  maxAttempts: number;
};

export const DEFAULT_S3_TIMEOUTS: S3Timeouts = {
  connectMs: 3000,
  answerMs: 10_000,
  idleMs: 10_000,
  maxAttempts: 2,
};

/** The bucket, plus what `npm run storage:copy-to-s3` needs beyond the FileStorage contract. */
export type S3FileStorage = FileStorage & {
  readonly bucket: string;
  /** The object's size, or null when there is none. */
  sizeOf(key: string): Promise<number | null>;
  /** A put from a stream of known length (a file on disk), never held whole in memory. */
  putStream(key: string, body: Readable, size: number, contentType: string): Promise<void>;
  /** Closes the client's sockets. */
  close(): void;
};

export function createS3Storage(
  settings: S3Settings,
  timeouts: S3Timeouts = DEFAULT_S3_TIMEOUTS,
): S3FileStorage {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint ?? undefined,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials ?? undefined,
    maxAttempts: timeouts.maxAttempts,
    // The SDK's default adds CRC32 checksums, sent as a trailer of an aws-chunked body for streamed
    // puts; S3-compatible servers (s3rver, older MinIO and Ceph) store that framing as the file.
    // AWS itself keeps the default.
    ...(settings.endpoint
      ? { requestChecksumCalculation: "WHEN_REQUIRED", responseChecksumValidation: "WHEN_REQUIRED" }
      : {}),
    requestHandler: {
      connectionTimeout: timeouts.connectMs,
      requestTimeout: timeouts.answerMs,
      // Without it the SDK only logs a warning when requestTimeout passes, and keeps waiting.
      throwOnRequestTimeout: true,
      socketTimeout: timeouts.idleMs,
    },
  });
  const Bucket = settings.bucket;
  const publicBase = settings.publicUrl;

  /** Runs one SDK call; "no such key" answers `missing`, anything else is the store being unavailable. */
  async function call<T, M>(
    operation: string,
    key: string,
    run: () => Promise<T>,
    missing: M,
  ): Promise<T | M> {
    try {
      return await run();
    } catch (error) {
      if (isMissingKey(error)) return missing;
      throw new StorageUnavailableError(operation, key, error);
    }
  }

  async function putBody(key: string, body: Buffer | Readable, size: number, contentType: string) {
    assertValidStorageKey(key);
    await call(
      "write",
      key,
      () =>
        client.send(
          new PutObjectCommand({
            Bucket,
            Key: key,
            Body: body,
            ContentLength: size,
            ContentType: contentType,
            // Keys never change once written (see uploadsRoute.ts), so the bucket's own answers may be cached too.
            CacheControl: key.startsWith(PRIVATE_KEY_PREFIX)
              ? "private, no-store"
              : "public, max-age=31536000, immutable",
          }),
        ),
      undefined,
    );
  }

  async function sizeOf(key: string): Promise<number | null> {
    if (!isValidStorageKey(key)) return null;
    const head = await call(
      "look up",
      key,
      () => client.send(new HeadObjectCommand({ Bucket, Key: key })),
      null,
    );
    return head ? (head.ContentLength ?? 0) : null;
  }

  return {
    bucket: Bucket,
    put: (key, body, contentType) => putBody(key, body, body.length, contentType),
    putStream: putBody,
    sizeOf,
    exists: async (key) => (await sizeOf(key)) !== null,
    async read(key) {
      if (!isValidStorageKey(key)) return null;
      const object = await call(
        "read",
        key,
        () => client.send(new GetObjectCommand({ Bucket, Key: key })),
        null,
      );
      if (!object?.Body) return null;
      // The type follows the key, as on local disk: an object written by hand with another type
      // (text/html) is still served as what its name says.
      return {
        body: object.Body as Readable,
        size: object.ContentLength ?? 0,
        contentType: contentTypeForKey(key),
      };
    },
    async delete(key) {
      assertValidStorageKey(key);
      await call("delete", key, () => client.send(new DeleteObjectCommand({ Bucket, Key: key })), undefined);
    },
    publicUrl: (key) => (publicBase && isPublicKey(key) ? `${publicBase}/${key}` : `${UPLOADS_PREFIX}${key}`),
    redirectUrl: (key) => (publicBase && isPublicKey(key) ? `${publicBase}/${key}` : null),
    async verify() {
      try {
        await client.send(new HeadBucketCommand({ Bucket }));
      } catch (error) {
        const status = error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
        const where = settings.endpoint ?? `AWS region ${settings.region}`;
        if (status === 404) throw new Error(`S3_BUCKET: there is no bucket "${Bucket}" at ${where}`);
        if (status === 403 || status === 401) {
          throw new Error(
            `S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: the bucket "${Bucket}" at ${where} refused these credentials (${status})`,
          );
        }
        throw new StorageUnavailableError("reach the bucket", Bucket, error);
      }
    },
    close: () => client.destroy(),
  };
}

const isPublicKey = (key: string) => isValidStorageKey(key) && !key.startsWith(PRIVATE_KEY_PREFIX);

/** GetObject answers NoSuchKey, HeadObject a bare 404 (NotFound); a missing bucket is not a missing key. */
function isMissingKey(error: unknown): boolean {
  if (!(error instanceof S3ServiceException)) return false;
  if (error.name === "NoSuchBucket") return false;
  return error.name === "NoSuchKey" || error.name === "NotFound" || error.$metadata.httpStatusCode === 404;
}
