import type { FastifyInstance } from "fastify";
import { CATALOGUE } from "../changes/catalogue";
import { throttle } from "../changes/throttle";
import { watchContentDir } from "../content/contentReload";
import type { AppServices } from "../graphql/context";
import { safeError } from "../logging/safeLog";
import type { PageCache } from "./pageCache";

/**
 * The caches are dropped at most this often: the first change at once, a burst (an import's
 * batches, a review of 50 listings) folded into one more drop at the end of the interval, so busy
 * pages are not rendered again for every commit.
 */
export const CACHE_DROP_INTERVAL_MS = 250;

/**
 * What this process keeps of the catalogue follows every process's writes: any catalogue change
 * (or the listener's reconnection, when changes may have been missed) drops every cached page and
 * the market directory. Dropping all pages is deliberate: a listing shows on its own page, its
 * building's, search and neighbourhood pages, the home page's counts and featured cards, and
 * other listings' "nearby" lists, so no smaller set of pages is sure to hold every copy of it.
 * Content pages follow their files (CONTENT_RELOAD=watch).
 */
export function registerChangeSubscriptions(
  app: FastifyInstance,
  services: AppServices,
  pageCache: PageCache,
) {
  services.changes.reportTo(app.log);
  const drop = throttle(
    () => {
      services.marketDirectory.invalidate();
      pageCache.clear();
    },
    CACHE_DROP_INTERVAL_MS,
    (err) => app.log.error({ err: safeError(err) }, "dropping the caches failed"),
  );
  const unsubscribe = services.changes.subscribe(CATALOGUE, () => drop.call());

  const { contentDir, contentReload } = services.config;
  const watch =
    contentReload === "watch"
      ? watchContentDir(
          contentDir,
          () => {
            for (const problem of services.content.reload()) {
              app.log.error({ problem }, "content file not reloaded: its last good version stays");
            }
            pageCache.clear();
          },
          (err) => app.log.error({ err: safeError(err) }, "watching the content directory failed"),
        )
      : null;

  app.addHook("onClose", async () => {
    unsubscribe();
    drop.cancel();
    watch?.close();
    await services.changes.close();
  });
}
