import type { Reducer } from "redux";
import { registeredReducers, type SliceStates } from "./registry";
import { combineReducers, configureStore } from "./toolkit";

/**
 * The state of every slice that registers in this build (see registry.ts). Slices that register
 * only with the screens that use them declare their part optional.
 */
export type RootState = SliceStates;

function rootReducer(): Reducer<RootState> {
  return combineReducers(registeredReducers()) as unknown as Reducer<RootState>;
}

/**
 * One store per request on the server and one per page on the client. `preloadedState` is the
 * server-serialised state (or the start-up seed); persisted slices arrive later through `rehydrate`.
 * Parts of it for slices this store does not have yet are left out.
 */
export function createAppStore(preloadedState?: Partial<RootState>) {
  const known = new Set(Object.keys(registeredReducers()));
  const preloaded = preloadedState
    ? (Object.fromEntries(
        Object.entries(preloadedState).filter(([key]) => known.has(key)),
      ) as Partial<RootState>)
    : undefined;
  const store = configureStore({ reducer: rootReducer(), preloadedState: preloaded });
  return Object.assign(store, {
    /** Takes in slices registered since the store was made. */
    includeRegisteredSlices() {
      store.replaceReducer(rootReducer());
    },
  });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore["dispatch"];
