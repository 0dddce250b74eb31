import { signInModalReducer } from "../../features/account/signInModalSlice";
import { userReducer } from "../../features/account/userSlice";
import { dataUpdatesReducer } from "../../features/listing/dataUpdatesSlice";
import { notesReducer } from "../../features/notes/notesSlice";
import { onboardingReducer } from "../../features/onboarding/onboardingSlice";
import { searchReducer } from "../../features/search/searchSlice";
import { tourbookReducer } from "../../features/tourbook/tourbookSlice";
import { toastReducer } from "../../layout/toastSlice";
import { combineReducers, configureStore } from "./toolkit";

const rootReducer = combineReducers({
  user: userReducer,
  search: searchReducer,
  toast: toastReducer,
  onboarding: onboardingReducer,
  tourbook: tourbookReducer,
  dataUpdates: dataUpdatesReducer,
  notes: notesReducer,
  signInModal: signInModalReducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/**
 * One store per request on the server and one per page on the client. `preloadedState` is the
 * server-serialised state (or the start-up seed); persisted slices arrive later through `rehydrate`.
 */
export function createAppStore(preloadedState?: Partial<RootState>) {
  return configureStore({ reducer: rootReducer, preloadedState });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore["dispatch"];
