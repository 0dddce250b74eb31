import { describe, expect, it } from "vitest";
import { createPageCache } from "./pageCache";

describe("page cache", () => {
  it("keeps a page until its time is up", () => {
    const cache = createPageCache(5000);
    cache.set("/", 200, "<html>", 1000);
    expect(cache.get("/", 5999)?.html).toBe("<html>");
    expect(cache.get("/", 6000)).toBeNull();
  });

  it("is off at 0 seconds", () => {
    const cache = createPageCache(0);
    cache.set("/", 200, "<html>");
    expect(cache.enabled).toBe(false);
    expect(cache.get("/")).toBeNull();
  });

  it("drops the oldest page when full", () => {
    const cache = createPageCache(5000, 2);
    cache.set("/a", 200, "a", 0);
    cache.set("/b", 200, "b", 0);
    cache.set("/c", 200, "c", 0);
    expect(cache.get("/a", 1)).toBeNull();
    expect(cache.get("/c", 1)?.html).toBe("c");
  });
});
