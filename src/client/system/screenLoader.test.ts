import { afterEach, describe, expect, it, vi } from "vitest";
import { screens } from "../screens";
import { preloadScreen } from "./screenLoader";

describe("preloadScreen", () => {
  afterEach(() => {
    delete screens.brokenForTest;
  });

  it("fails with a ChunkLoadError once, without asking for the code again on every render", async () => {
    const load = vi.fn(() =>
      Promise.reject(new TypeError("Failed to fetch dynamically imported module: /x.js")),
    );
    screens.brokenForTest = { name: "Broken", load };
    await expect(preloadScreen("brokenForTest")).rejects.toMatchObject({
      name: "ChunkLoadError",
      code: "CHUNK_LOAD_FAILED",
    });
    // React renders the screen again after the rejection; that must not start another request.
    await expect(preloadScreen("brokenForTest")).rejects.toMatchObject({ name: "ChunkLoadError" });
    expect(load).toHaveBeenCalledTimes(1);
  });
});
