import type { UnknownAction } from "redux";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import "../../appSlices";
import { makeUser } from "../../features/account/currentUserFixture";
import { login } from "../../features/account/userSlice";
import { MARKET_MISSING_MESSAGE } from "../../features/onboarding/onboardingRules";
import { setNumEmployees } from "../../features/onboarding/onboardingSlice";
import { updateSearch } from "../../features/search/searchSlice";
import { showToast } from "../../layout/toastSlice";
import { loadPersistedState, PERSISTENCE_KEY, rehydrate, subscribePersistence } from "./persistence";
import { registerSlice } from "./registry";
import { createAppStore } from "./store";

/*
 * The tourbook's slice left with its unbuilt screens; it comes back by registering under its
 * persisted key, as this stand-in does (no declaration merging here, so the app's types stay exact).
 */
type TourbookStandIn = { isMapOpen: boolean };
const toggleMap = () => ({ type: "tourbook/toggleMap" });
function tourbookStandIn(state: TourbookStandIn = { isMapOpen: true }, action: UnknownAction) {
  if (action.type === "tourbook/toggleMap") return { isMapOpen: !state.isMapOpen };
  if (rehydrate.match(action)) return { ...state, ...action.payload.tourbook };
  return state;
}
registerSlice("tourbook" as never, tourbookStandIn as never, { persist: {} } as never);
const tourbookOf = (state: object) => (state as { tourbook?: TourbookStandIn }).tourbook;

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: vi.fn((key: string) => items.get(key) ?? null),
    setItem: vi.fn((key: string, value: string) => {
      items.set(key, value);
    }),
    items,
  };
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe("persistence (spec section 4: only onboarding, tourbook and dataUpdates persist)", () => {
  it("writes the persisted slices the store has (onboarding, a returning tourbook) under squarely:state:v1", () => {
    const store = createAppStore();
    const storage = memoryStorage();
    subscribePersistence(store, storage, { throttleMs: 500 });

    store.dispatch(setNumEmployees(10));
    vi.advanceTimersByTime(500);

    expect(PERSISTENCE_KEY).toBe("squarely:state:v1");
    const written = JSON.parse(storage.items.get(PERSISTENCE_KEY) ?? "{}");
    expect(Object.keys(written).sort()).toEqual(["onboarding", "tourbook"]);
    expect(written.onboarding.numEmployees).toBe(10);
  });

  it("user, search and toast are never written", () => {
    const store = createAppStore();
    const storage = memoryStorage();
    subscribePersistence(store, storage, { throttleMs: 100 });

    store.dispatch(login(makeUser({ email: "secret@example.com" })));
    store.dispatch(updateSearch({ cityName: "Houston" }));
    store.dispatch(showToast({ contents: "Hello" }));
    vi.advanceTimersByTime(1000);
    expect(storage.setItem).not.toHaveBeenCalled();

    store.dispatch(toggleMap());
    vi.advanceTimersByTime(100);
    const raw = storage.items.get(PERSISTENCE_KEY) ?? "";
    expect(raw).not.toContain("secret@example.com");
    expect(raw).not.toContain("Houston");
    expect(raw).not.toContain("Hello");
    for (const key of ["user", "search", "toast", "notes", "signInModal"]) {
      expect(JSON.parse(raw)).not.toHaveProperty(key);
    }
  });

  it("writes are throttled: many changes in one window give one write of the latest state", () => {
    const store = createAppStore();
    const storage = memoryStorage();
    subscribePersistence(store, storage, { throttleMs: 1000 });

    for (let n = 1; n <= 5; n++) store.dispatch(setNumEmployees(n));
    vi.advanceTimersByTime(999);
    expect(storage.setItem).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(storage.setItem).toHaveBeenCalledTimes(1);
    expect(JSON.parse(storage.items.get(PERSISTENCE_KEY) ?? "{}").onboarding.numEmployees).toBe(5);
  });

  it("unsubscribing writes a pending change at once and stops listening", () => {
    const store = createAppStore();
    const storage = memoryStorage();
    const stop = subscribePersistence(store, storage);
    store.dispatch(toggleMap());
    stop();
    expect(storage.setItem).toHaveBeenCalledTimes(1);
    store.dispatch(toggleMap());
    vi.advanceTimersByTime(5000);
    expect(storage.setItem).toHaveBeenCalledTimes(1);
  });

  it("a throwing storage (full or private mode) is logged, not fatal", () => {
    const store = createAppStore();
    const logger = { error: vi.fn() };
    const storage = {
      getItem: () => null,
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
    };
    subscribePersistence(store, storage, { throttleMs: 10, logger });
    store.dispatch(toggleMap());
    expect(() => vi.advanceTimersByTime(10)).not.toThrow();
    expect(logger.error).toHaveBeenCalled();
  });

  it("a stored state round-trips into a fresh store through rehydrate", () => {
    const first = createAppStore();
    const storage = memoryStorage();
    const stop = subscribePersistence(first, storage);
    first.dispatch(setNumEmployees(30));
    first.dispatch(toggleMap());
    stop();

    const second = createAppStore();
    const persisted = loadPersistedState(storage);
    expect(persisted).toBeDefined();
    second.dispatch(rehydrate(persisted ?? {}));
    const state = second.getState();
    expect(state.onboarding.numEmployees).toBe(30);
    expect(tourbookOf(state)?.isMapOpen).toBe(false);
  });

  it("keeps the stored part of a slice the store has not loaded yet", () => {
    const storage = memoryStorage();
    const dataUpdates = { records: { "Building:b1": { __typename: "Building", id: "b1", floors: 3 } } };
    storage.items.set(PERSISTENCE_KEY, JSON.stringify({ tourbook: { isMapOpen: false }, dataUpdates }));
    // A store with only the slices every page has.
    const { onboarding } = createAppStore().getState();
    let state = { onboarding };
    let listener = () => {};
    const store = {
      getState: () => state,
      subscribe: (l: () => void) => {
        listener = l;
        return () => {};
      },
    };
    subscribePersistence(store, storage, { throttleMs: 10 });
    state = { onboarding: { ...onboarding, numEmployees: 2 } };
    listener();
    vi.advanceTimersByTime(10);
    const written = JSON.parse(storage.items.get(PERSISTENCE_KEY) ?? "{}");
    expect(written.onboarding.numEmployees).toBe(2);
    expect(written.tourbook).toEqual({ isMapOpen: false });
    // No slice in this build: what an earlier build stored waits for the slice to come back.
    expect(written.dataUpdates).toEqual(dataUpdates);
  });

  it("loadPersistedState ignores missing, malformed and unknown data", () => {
    const storage = memoryStorage();
    expect(loadPersistedState(storage)).toBeUndefined();
    storage.items.set(PERSISTENCE_KEY, "{not json");
    expect(loadPersistedState(storage)).toBeUndefined();
    storage.items.set(PERSISTENCE_KEY, JSON.stringify({ user: { id: "1" }, tourbook: { isMapOpen: false } }));
    expect(loadPersistedState(storage)).toEqual({ tourbook: { isMapOpen: false } });
    const throwing = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => undefined,
    };
    expect(loadPersistedState(throwing)).toBeUndefined();
  });

  it("a stored profile whose Market is missing logs 'Market is missing from areasOfInterest'", () => {
    const storage = memoryStorage();
    const logger = { error: vi.fn() };
    storage.items.set(PERSISTENCE_KEY, JSON.stringify({ onboarding: { areasOfInterest: [] } }));
    loadPersistedState(storage, logger);
    expect(logger.error).toHaveBeenCalledWith(MARKET_MISSING_MESSAGE);
  });
});
