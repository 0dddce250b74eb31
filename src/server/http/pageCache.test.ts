import { describe, expect, it } from "vitest";
import { createPageCache, type RenderedPage } from "./pageCache";

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
    const cache = createPageCache(5000, { maxEntries: 2 });
    cache.set("/a", 200, "a", 0);
    cache.set("/b", 200, "b", 0);
    cache.set("/c", 200, "c", 0);
    expect(cache.get("/a", 1)).toBeNull();
    expect(cache.get("/c", 1)?.html).toBe("c");
  });

  it("renders a missing page once for everyone who asks at the same time", async () => {
    const cache = createPageCache(5000);
    let renders = 0;
    let finish: (page: RenderedPage) => void = () => {};
    const render = () => {
      renders += 1;
      return new Promise<RenderedPage>((resolve) => {
        finish = resolve;
      });
    };
    const waiting = [cache.serve("/x", render), cache.serve("/x", render), cache.serve("/x", render)];
    finish({ status: 200, html: "x" });
    const pages = await Promise.all(waiting);
    expect(renders).toBe(1);
    expect(pages.map((p) => [p.html, p.cache])).toEqual([
      ["x", "miss"],
      ["x", "miss"],
      ["x", "miss"],
    ]);
    expect((await cache.serve("/x", render)).cache).toBe("fresh");
    expect(renders).toBe(1);
  });

  it("serves a page past its time while one background render replaces it", async () => {
    let clock = 0;
    const now = () => clock;
    const cache = createPageCache(1000, { staleMs: 10_000 });
    let version = 0;
    const render = async () => ({ status: 200, html: `v${++version}` });
    await cache.serve("/p", render, now);
    clock = 1500;
    const stale = await cache.serve("/p", render, now);
    expect(stale).toMatchObject({ html: "v1", cache: "stale" });
    await Promise.resolve();
    await Promise.resolve();
    expect(await cache.serve("/p", render, now)).toMatchObject({ html: "v2", cache: "fresh" });
  });

  it("renders in the request when the page is too old to serve", async () => {
    let clock = 0;
    const cache = createPageCache(1000, { staleMs: 1000 });
    let version = 0;
    const render = async () => ({ status: 200, html: `v${++version}` });
    await cache.serve("/p", render, () => clock);
    clock = 2500;
    expect(await cache.serve("/p", render, () => clock)).toMatchObject({ html: "v2", cache: "miss" });
  });

  it("keeps no server error, and keeps the old page when a background render fails", async () => {
    let clock = 0;
    const errors: unknown[] = [];
    const cache = createPageCache(1000, { onRefreshError: (e) => errors.push(e) });
    await cache.serve(
      "/e",
      async () => ({ status: 503, html: "down" }),
      () => clock,
    );
    expect(cache.get("/e", clock)).toBeNull();
    await cache.serve(
      "/p",
      async () => ({ status: 200, html: "good" }),
      () => clock,
    );
    clock = 1500;
    const failing = async (): Promise<RenderedPage> => {
      throw new Error("database gone");
    };
    expect(await cache.serve("/p", failing, () => clock)).toMatchObject({ html: "good", cache: "stale" });
    await new Promise((resolve) => setImmediate(resolve));
    expect(errors).toHaveLength(1);
    expect((await cache.serve("/p", failing, () => clock)).html).toBe("good");
  });
});
