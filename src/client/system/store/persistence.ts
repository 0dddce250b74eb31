import { PERSISTED_KEYS, type PersistedKey, persistedSlices, type SliceStates } from "./registry";
import { createAction } from "./toolkit";

/*
 * Only onboarding, tourbook and dataUpdates survive a reload (spec section 4); a slice opts in when
 * it registers (registry.ts). The user, search and toast are never written: the user comes from the
 * session cookie, search from the URL.
 */

export { PERSISTED_KEYS };
export const PERSISTENCE_KEY = "squarely:state:v1";
export const DEFAULT_THROTTLE_MS = 1000;

/** A key's state as its slice declares it; a key with no slice in this build keeps a plain record. */
type StoredPart<K extends PersistedKey> = K extends keyof SliceStates
  ? Partial<NonNullable<SliceStates[K]>>
  : Record<string, unknown>;

export type PersistedState = { [K in PersistedKey]?: StoredPart<K> };

/** The parts of the store persistence reads; the real store satisfies it. */
export interface PersistableStore {
  getState(): object;
  subscribe(listener: () => void): () => void;
}

export type PersistenceStorage = Pick<Storage, "getItem" | "setItem">;

/**
 * Dispatched after hydration (never before the first client render) so the server's markup and the
 * client's first render agree; each persisted slice merges its part over its defaults.
 */
export const rehydrate = createAction<PersistedState>("persistence/rehydrate");

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Reads the stored state; anything unreadable (private mode, old format, bad JSON) gives undefined. */
export function loadPersistedState(
  storage: PersistenceStorage,
  logger: Pick<Console, "error"> = console,
): PersistedState | undefined {
  let raw: string | null;
  try {
    raw = storage.getItem(PERSISTENCE_KEY);
  } catch {
    return undefined;
  }
  if (!raw) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return undefined;
  }
  if (!isRecord(parsed)) return undefined;

  const persisted: Record<string, Record<string, unknown>> = {};
  for (const key of PERSISTED_KEYS) {
    const part = parsed[key];
    if (isRecord(part)) persisted[key] = part;
  }
  for (const [key, persist] of persistedSlices()) {
    const part = persisted[key];
    const problem = part && persist.problemIn?.(part);
    if (problem) logger.error(problem);
  }
  return persisted as PersistedState;
}

/** The persisted parts of the slices the store has now. */
export function selectPersistedState(state: object): PersistedState {
  const parts = state as Record<string, unknown>;
  return Object.fromEntries(persistedSlices().map(([key]) => [key, parts[key]])) as PersistedState;
}

/** What to store: the slices the store has, and the stored parts of slices it has not loaded yet. */
function withStoredParts(next: PersistedState, storage: PersistenceStorage): PersistedState {
  if (PERSISTED_KEYS.every((key) => next[key] !== undefined)) return next;
  const stored = loadPersistedState(storage, { error: () => {} }) ?? {};
  const merged: PersistedState = {};
  for (const key of PERSISTED_KEYS) {
    const part = next[key] ?? stored[key];
    if (part !== undefined) Object.assign(merged, { [key]: part });
  }
  return merged;
}

export interface PersistenceOptions {
  throttleMs?: number;
  logger?: Pick<Console, "error">;
}

/**
 * Writes the persisted slices at most once per `throttleMs`, and only when one of them changed.
 * Returns a function that stops listening and writes any pending change right away.
 */
export function subscribePersistence(
  store: PersistableStore,
  storage: PersistenceStorage,
  options: PersistenceOptions = {},
): () => void {
  const { throttleMs = DEFAULT_THROTTLE_MS, logger = console } = options;
  let lastWritten = selectPersistedState(store.getState());
  let timer: ReturnType<typeof setTimeout> | undefined;

  const changed = (next: PersistedState) => PERSISTED_KEYS.some((key) => next[key] !== lastWritten[key]);

  const write = () => {
    timer = undefined;
    const next = selectPersistedState(store.getState());
    if (!changed(next)) return;
    lastWritten = next;
    try {
      storage.setItem(PERSISTENCE_KEY, JSON.stringify(withStoredParts(next, storage)));
    } catch (error) {
      // A full or blocked storage must never break the app; the state just is not kept.
      logger.error("Could not persist state", { error });
    }
  };

  const unsubscribe = store.subscribe(() => {
    if (timer === undefined && changed(selectPersistedState(store.getState()))) {
      timer = setTimeout(write, throttleMs);
    }
  });

  return () => {
    unsubscribe();
    if (timer !== undefined) {
      clearTimeout(timer);
      write();
    }
  };
}
