import { CHUNK_LOAD_TIMEOUT_MS } from "../../common/constants";

/**
 * Why a lazily loaded piece of code did not arrive (spec section 8): its script failed or took
 * longer than CHUNK_LOAD_TIMEOUT_MS, or its stylesheet failed (code CSS_CHUNK_LOAD_FAILED).
 */
export type ChunkLoadCode = "CHUNK_LOAD_FAILED" | "CHUNK_LOAD_TIMEOUT" | "CSS_CHUNK_LOAD_FAILED";

/** An Error named "ChunkLoadError" with its code (a plain Error, not a class: it costs less script). */
export type ChunkLoadError = Error & { code: ChunkLoadCode };

export function chunkLoadError(code: ChunkLoadCode, message: string, cause?: unknown): ChunkLoadError {
  const error = new Error(message, { cause }) as ChunkLoadError;
  error.name = "ChunkLoadError";
  error.code = code;
  return error;
}

/** The bundler's preload helper rejects with this when a chunk's stylesheet fails to load. */
const CSS_PRELOAD_FAILURE = /Unable to preload CSS/i;

export function isChunkLoadError(error: unknown): error is ChunkLoadError {
  return error instanceof Error && error.name === "ChunkLoadError";
}

/** Turns whatever a failed dynamic import threw into a ChunkLoadError with its code. */
export function toChunkLoadError(error: unknown): ChunkLoadError {
  if (isChunkLoadError(error)) return error;
  const message = error instanceof Error ? error.message : String(error);
  const code = CSS_PRELOAD_FAILURE.test(message) ? "CSS_CHUNK_LOAD_FAILED" : "CHUNK_LOAD_FAILED";
  return chunkLoadError(code, message, error);
}

/**
 * Runs a dynamic import, failing with a ChunkLoadError when it fails or has not finished after
 * `timeoutMs`. A browser may wait minutes on a stalled connection; past the limit the person is
 * better served by an error they can act on (reload) than by a spinner that never ends.
 */
export function loadChunk<T>(load: () => Promise<T>, timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(chunkLoadError("CHUNK_LOAD_TIMEOUT", `Timed out after ${timeoutMs} ms`));
    }, timeoutMs);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(toChunkLoadError(error));
      },
    );
  });
}
