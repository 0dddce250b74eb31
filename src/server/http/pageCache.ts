/**
 * A few seconds of memory for anonymous public pages, as a CDN would keep them (they are sent with
 * `s-maxage=60, stale-while-revalidate=300` anyway). It only ever holds pages rendered for nobody in
 * particular, so there is no user data in it; each process has its own, and losing it loses nothing.
 *
 * - Concurrent requests for a page that is not cached share one render (no stampede).
 * - A page past its time is still served for a while (`staleMs`) while one render in the
 *   background replaces it, so a busy page never makes a visitor wait for a render.
 * - `clear()` (a change announced by any process) drops every page at once, and a render that began
 *   before it is not kept: it may have read the rows as they were before the change.
 */
export type RenderedPage = { status: number; html: string };
type CachedPage = RenderedPage & { renderedAt: number };
/**
 * `entry`: the same object for as long as the page is kept (and for a render, the page it made), so
 * a caller can remember things about the page, such as its compressed bytes, with the page.
 */
export type Served = RenderedPage & { cache: "fresh" | "stale" | "miss"; entry: RenderedPage };

export type PageCacheOptions = {
  maxEntries?: number;
  /** How long past its time a page may still be served while it is rendered again. */
  staleMs?: number;
  /** Told about a background render that failed; the old page stays. */
  onRefreshError?: (error: unknown) => void;
};

/** Only pages that render without a server error are kept. */
const keeps = (page: RenderedPage) => page.status < 500;

export function createPageCache(ttlMs: number, options: PageCacheOptions = {}) {
  const { maxEntries = 500, staleMs = 60_000, onRefreshError = () => {} } = options;
  const pages = new Map<string, CachedPage>();
  const rendering = new Map<string, Promise<RenderedPage>>();
  /** Moved on by clear(): a render started under an older one is answered but never kept. */
  let generation = 0;

  /** Keeps the page when it may be kept; answers the object that stands for it from now on. */
  function set(key: string, page: RenderedPage, now: number): RenderedPage {
    if (ttlMs <= 0 || !keeps(page)) return page;
    pages.delete(key);
    if (pages.size >= maxEntries) pages.delete(pages.keys().next().value as string);
    const entry = { status: page.status, html: page.html, renderedAt: now };
    pages.set(key, entry);
    return entry;
  }

  /** One render per key at a time; its result is kept when it is keepable. */
  function renderOnce(key: string, render: () => Promise<RenderedPage>, now: () => number) {
    let running = rendering.get(key);
    if (!running) {
      const startedIn = generation;
      const started: Promise<RenderedPage> = render()
        .then((page) => (startedIn === generation ? set(key, page, now()) : page))
        .finally(() => {
          if (rendering.get(key) === started) rendering.delete(key);
        });
      running = started;
      rendering.set(key, running);
    }
    return running;
  }

  return {
    /** The page for `key`: from memory when it can be, otherwise rendered (once for all who ask). */
    async serve(
      key: string,
      render: () => Promise<RenderedPage>,
      now: () => number = Date.now,
    ): Promise<Served> {
      const served = (page: RenderedPage, cache: Served["cache"]): Served => ({
        status: page.status,
        html: page.html,
        cache,
        entry: page,
      });
      if (ttlMs <= 0) return served(await render(), "miss");
      const page = pages.get(key);
      const age = page ? now() - page.renderedAt : Number.POSITIVE_INFINITY;
      if (page && age < ttlMs) return served(page, "fresh");
      if (page && age < ttlMs + staleMs) {
        renderOnce(key, render, now).catch(onRefreshError);
        return served(page, "stale");
      }
      return served(await renderOnce(key, render, now), "miss");
    },
    /** Forgets every page; requests from now on render afresh (and share those renders). */
    clear() {
      generation++;
      pages.clear();
      rendering.clear();
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;
