import type { DataUpdatesState } from "../../features/listing/dataUpdatesSlice";
import { findMarket, MARKET_MISSING_MESSAGE } from "../../features/onboarding/onboardingMarket";
import type { OnboardingState } from "../../features/onboarding/onboardingState";
import type { TourbookState } from "../../features/tourbook/tourbookSlice";
import { createAction } from "./toolkit";

/*
 * Only onboarding, tourbook and pending edits survive a reload (spec section 4). The user, search
 * and toast are never written: the user comes from the session cookie, search from the URL.
 *
 * Imports of the slices are type-only on purpose: the slices import `rehydrate` from here, and a
 * runtime import back would be a cycle.
 */

export const PERSISTENCE_KEY = "squarely:state:v1";
export const PERSISTED_KEYS = ["onboarding", "tourbook", "dataUpdates"] as const;
export const DEFAULT_THROTTLE_MS = 1000;

export interface PersistedState {
  onboarding?: Partial<OnboardingState>;
  tourbook?: Partial<TourbookState>;
  dataUpdates?: Partial<DataUpdatesState>;
}

/**
 * The parts of the store persistence reads; the real store satisfies it. Tourbook and pending edits
 * are absent until the screens that use them load (lazySlices.ts).
 */
export interface PersistableStore {
  getState(): { onboarding: OnboardingState; tourbook?: TourbookState; dataUpdates?: DataUpdatesState };
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

  const persisted: PersistedState = {};
  for (const key of PERSISTED_KEYS) {
    const part = parsed[key];
    if (isRecord(part)) persisted[key] = part;
  }
  const areas = persisted.onboarding?.areasOfInterest;
  if (persisted.onboarding && (!Array.isArray(areas) || !findMarket(areas))) {
    // The onboarding reducer puts the default Market back when it handles rehydrate.
    logger.error(MARKET_MISSING_MESSAGE);
  }
  return persisted;
}

export function selectPersistedState(state: ReturnType<PersistableStore["getState"]>): PersistedState {
  return { onboarding: state.onboarding, tourbook: state.tourbook, dataUpdates: state.dataUpdates };
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
