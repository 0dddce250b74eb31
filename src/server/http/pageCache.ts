/**
 * A few seconds of memory for anonymous public pages, as a CDN would keep them (they are sent with
 * `s-maxage=60` anyway). It only ever holds pages rendered for nobody in particular, so there is no
 * user data in it; each process has its own, and losing it loses nothing.
 */
export type CachedPage = { status: number; html: string; expiresAt: number };

export function createPageCache(ttlMs: number, maxEntries = 500) {
  const pages = new Map<string, CachedPage>();
  return {
    enabled: ttlMs > 0,
    get(key: string, now = Date.now()): CachedPage | null {
      const page = pages.get(key);
      if (!page) return null;
      if (page.expiresAt <= now) {
        pages.delete(key);
        return null;
      }
      return page;
    },
    set(key: string, status: number, html: string, now = Date.now()) {
      if (ttlMs <= 0) return;
      if (pages.size >= maxEntries) pages.delete(pages.keys().next().value as string);
      pages.set(key, { status, html, expiresAt: now + ttlMs });
    },
    clear() {
      pages.clear();
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;
