import type { Reducer } from "redux";

/*
 * Slices register themselves here (reducer and persistence), so system/ never imports a feature.
 * The app's core slices register when src/client/appSlices.ts is imported (App.tsx does); a slice
 * that only some screens use registers when its module first loads, and every store (one per request
 * on the server, one per page in the browser) takes it in then.
 */

/**
 * Each slice's state by its key. A slice module adds its own entry by declaration merging:
 *
 *     declare module "../../system/store/registry" {
 *       interface SliceStates { user: UserState }
 *     }
 *
 * so RootState (and useAppSelector) stays exact without system/ knowing the features.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging in each slice module
export interface SliceStates {}

/**
 * The only keys whose state survives a reload (spec section 4, start-up): onboarding, tourbook and
 * pending data updates. Tourbook and dataUpdates have no slice until their screens arrive; the keys
 * stay so what browsers stored is kept and handed back when those slices register again.
 */
export const PERSISTED_KEYS = ["onboarding", "tourbook", "dataUpdates"] as const;
export type PersistedKey = (typeof PERSISTED_KEYS)[number];

export interface Persist {
  /** Checks a stored part as it is read; a message it returns is logged (the reducer repairs the part). */
  problemIn?(stored: Record<string, unknown>): string | null;
}

type Entry = { reducer: Reducer; persist?: Persist };

const registered = new Map<string, Entry>();
const listeners = new Set<(key: string) => void>();

type SliceOptions<K> = K extends PersistedKey ? { persist?: Persist } : { persist?: never };

/** Registers a slice under its key; registering the same reducer again does nothing. */
export function registerSlice<K extends keyof SliceStates & string>(
  key: K,
  reducer: Reducer<SliceStates[K]>,
  options: SliceOptions<K> = {} as SliceOptions<K>,
): void {
  if (registered.get(key)?.reducer === reducer) return;
  registered.set(key, { reducer: reducer as Reducer, persist: options.persist });
  for (const listener of listeners) listener(key);
}

export function registeredReducers(): Record<string, Reducer> {
  return Object.fromEntries([...registered].map(([key, entry]) => [key, entry.reducer]));
}

/** The persisted keys that have a slice now, with their persistence options. */
export function persistedSlices(): [PersistedKey, Persist][] {
  return PERSISTED_KEYS.flatMap((key) => {
    const persist = registered.get(key)?.persist;
    return persist ? [[key, persist] as [PersistedKey, Persist]] : [];
  });
}

/** Called with the key of each slice registered from now on; returns a function that stops it. */
export function onSliceRegistered(listener: (key: string) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
