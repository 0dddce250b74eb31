import { afterEach, describe, expect, it, vi } from "vitest";
import { CHUNK_LOAD_TIMEOUT_MS } from "../../common/constants";
import {
  type ChunkLoadError,
  chunkLoadError,
  isChunkLoadError,
  loadChunk,
  toChunkLoadError,
} from "./chunkLoad";

describe("loadChunk", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("gives up after the spec's 120,000 ms with a timeout ChunkLoadError", async () => {
    vi.useFakeTimers();
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
    const settled = vi.fn();
    const pending = loadChunk(() => new Promise<never>(() => {})).catch((error: unknown) => {
      settled(error);
    });
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await pending;
    const error = settled.mock.calls[0][0] as ChunkLoadError;
    expect(isChunkLoadError(error)).toBe(true);
    expect(error.code).toBe("CHUNK_LOAD_TIMEOUT");
  });

  it("answers the module when it arrives in time, and leaves no timer behind", async () => {
    vi.useFakeTimers();
    const module = { Screen: "screen" };
    await expect(loadChunk(() => Promise.resolve(module))).resolves.toBe(module);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("turns a failed script into CHUNK_LOAD_FAILED and a failed stylesheet into CSS_CHUNK_LOAD_FAILED", async () => {
    const script = loadChunk(() =>
      Promise.reject(
        new TypeError("Failed to fetch dynamically imported module: /dist/assets/SearchPage.js"),
      ),
    );
    await expect(script).rejects.toMatchObject({
      name: "ChunkLoadError",

      code: "CHUNK_LOAD_FAILED",
    });
    const css = loadChunk(() =>
      Promise.reject(new Error("Unable to preload CSS for /dist/assets/ListingsMap.css")),
    );
    await expect(css).rejects.toMatchObject({ name: "ChunkLoadError", code: "CSS_CHUNK_LOAD_FAILED" });
  });

  it("keeps a ChunkLoadError as it is", () => {
    const error = chunkLoadError("CSS_CHUNK_LOAD_FAILED", "x");
    expect(toChunkLoadError(error)).toBe(error);
  });
});
