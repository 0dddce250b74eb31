import type { Reducer } from "redux";
import { signInModalReducer } from "../../features/account/signInModalSlice";
import { userReducer } from "../../features/account/userSlice";
import type { DataUpdatesState } from "../../features/listing/dataUpdatesSlice";
import type { NotesState } from "../../features/notes/notesSlice";
import { onboardingReducer } from "../../features/onboarding/onboardingState";
import { searchReducer } from "../../features/search/searchSlice";
import type { TourbookState } from "../../features/tourbook/tourbookSlice";
import { toastReducer } from "../../layout/toastSlice";
import { registeredSlices } from "./lazySlices";
import { combineReducers, configureStore } from "./toolkit";

/** The slices every page needs. */
const coreReducers = {
  user: userReducer,
  search: searchReducer,
  toast: toastReducer,
  onboarding: onboardingReducer,
  signInModal: signInModalReducer,
};

type CoreState = { [K in keyof typeof coreReducers]: ReturnType<(typeof coreReducers)[K]> };

/** Slices that join the store when the screens using them load (see lazySlices.ts). */
export type LazySliceState = { tourbook: TourbookState; dataUpdates: DataUpdatesState; notes: NotesState };

export type RootState = CoreState & Partial<LazySliceState>;

function rootReducer(): Reducer<RootState> {
  return combineReducers({ ...coreReducers, ...registeredSlices() }) as unknown as Reducer<RootState>;
}

/**
 * One store per request on the server and one per page on the client. `preloadedState` is the
 * server-serialised state (or the start-up seed); persisted slices arrive later through `rehydrate`.
 * Parts of it for slices this store does not have yet are left out.
 */
export function createAppStore(preloadedState?: Partial<RootState>) {
  const known = new Set([...Object.keys(coreReducers), ...Object.keys(registeredSlices())]);
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
