import { describe, expect, it } from "vitest";
import { createPageCache, type RenderedPage } from "./pageCache";

describe("page cache", () => {
  /** A render that counts itself and answers the given status. */
  const counting = (status = 200) => {
    const render = async () => ({ status, html: `v${++render.calls}` });
    render.calls = 0;
    return render;
  };

  it("keeps a page until its time is up", async () => {
    let clock = 1000;
    const cache = createPageCache(5000, { staleMs: 0 });
    const render = counting();
    await cache.serve("/", render, () => clock);
    clock = 5999;
    expect(await cache.serve("/", render, () => clock)).toMatchObject({ html: "v1", cache: "fresh" });
    clock = 6000;
    expect(await cache.serve("/", render, () => clock)).toMatchObject({ html: "v2", cache: "miss" });
  });

  it("is off at 0 seconds", async () => {
    const cache = createPageCache(0);
    const render = counting();
    await cache.serve("/", render);
    expect(await cache.serve("/", render)).toMatchObject({ html: "v2", cache: "miss" });
  });

  it("drops the oldest page when full", async () => {
    const cache = createPageCache(5000, { maxEntries: 2 });
    const now = () => 0;
    for (const path of ["/a", "/b", "/c"]) await cache.serve(path, counting(), now);
    expect((await cache.serve("/a", counting(), now)).cache).toBe("miss");
    expect((await cache.serve("/c", counting(), now)).cache).toBe("fresh");
  });

  it("drops every page on clear(), stale ones included", async () => {
    let clock = 0;
    const cache = createPageCache(5000, { staleMs: 60_000 });
    const render = counting();
    await cache.serve("/a", render, () => clock);
    await cache.serve("/b", render, () => clock);
    clock = 6000; // "/a" and "/b" are stale now: served while a render replaces them
    cache.clear();
    expect(await cache.serve("/a", render, () => clock)).toMatchObject({ html: "v3", cache: "miss" });
    expect(await cache.serve("/b", render, () => clock)).toMatchObject({ html: "v4", cache: "miss" });
    expect(await cache.serve("/a", render, () => clock)).toMatchObject({ html: "v3", cache: "fresh" });
  });

  it("never keeps a render begun before clear(), and starts a new one for those who ask after", async () => {
    const cache = createPageCache(5000);
    const finishers: ((page: RenderedPage) => void)[] = [];
    const render = () => new Promise<RenderedPage>((resolve) => finishers.push(resolve));
    const before = cache.serve("/x", render);
    cache.clear(); // the change is committed while the first render reads the old rows
    const after = cache.serve("/x", render);
    expect(finishers).toHaveLength(2);
    finishers[0]({ status: 200, html: "old" });
    expect((await before).html).toBe("old");
    finishers[1]({ status: 200, html: "new" });
    expect((await after).html).toBe("new");
    expect(await cache.serve("/x", render)).toMatchObject({ html: "new", cache: "fresh" });
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
    expect((await cache.serve("/e", counting(), () => clock)).cache).toBe("miss");
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
