import type { Reducer } from "redux";

/*
 * Slices that only some screens use (tourbook, shared notes, pending edits) join the store when
 * their module first loads, instead of riding in every page's first load. A slice module registers
 * its reducer at import; every store (one per request on the server, one per page in the browser)
 * picks registered slices up at creation and when one registers later.
 */

const registered = new Map<string, Reducer>();
const listeners = new Set<(key: string) => void>();

export function registerSlice(key: string, reducer: Reducer): void {
  if (registered.get(key) === reducer) return;
  registered.set(key, reducer);
  for (const listener of listeners) listener(key);
}

export function registeredSlices(): Record<string, Reducer> {
  return Object.fromEntries(registered);
}

/** Called with the key of each slice registered from now on; returns a function that stops it. */
export function onSliceRegistered(listener: (key: string) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
