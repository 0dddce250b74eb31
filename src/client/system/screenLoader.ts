import { screens } from "../screens";
import { loadChunk } from "./chunkLoad";
import { lazyCodeRequested } from "./lazyComponent";
import type { ScreenModule } from "./screenData";

const loaded = new Map<string, ScreenModule>();
const loading = new Map<string, Promise<ScreenModule>>();

/** Starts (or joins) loading a screen's code. Resolves at once for screens without code. */
export function preloadScreen(id: string): Promise<ScreenModule | null> {
  const screen = screens[id];
  if (!screen?.load) return Promise.resolve(null);
  const done = loaded.get(id);
  if (done) return Promise.resolve(done);
  let pending = loading.get(id);
  if (!pending) {
    // A failure or a load past the spec's timeout rejects with a ChunkLoadError, which the page's
    // error boundary shows with a reload action. The rejected promise stays: React renders again
    // after a rejection, and a fresh promise each time would request the chunk over and over
    // instead of showing the error. The reload starts the page's code afresh.
    const load = screen.load;
    pending = loadChunk(() => load()).then(async (module) => {
      // The screen's lazy pieces that are wanted at once render (or hydrate) with it.
      await lazyCodeRequested();
      loaded.set(id, module);
      return module;
    });
    loading.set(id, pending);
  }
  return pending;
}

/** The screen's code if it is here already (always so for the first render of a page). */
export function loadedScreen(id: string): ScreenModule | undefined {
  return loaded.get(id);
}

/** The screens a path may show: its own, and the one shown instead when access is denied. */
export function screenIdsFor(route: { id: string; fallbackWhenDenied?: string } | undefined): string[] {
  if (!route) return [];
  return route.fallbackWhenDenied ? [route.id, route.fallbackWhenDenied] : [route.id];
}
