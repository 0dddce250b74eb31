import { registerSlice } from "../../system/store/registry";
import { createSlice, type PayloadAction } from "../../system/store/toolkit";
import type { CurrentUser } from "./currentUserTypes";

export interface UserState {
  currentUser: CurrentUser | null;
}

const initialState: UserState = { currentUser: null };

const userSlice = createSlice({
  name: "user",
  initialState,
  reducers: {
    login(state, action: PayloadAction<CurrentUser>) {
      return { ...state, currentUser: action.payload };
    },
    // Signed out there is nobody to update; a late response must not resurrect a user.
    updateUser(state, action: PayloadAction<Partial<CurrentUser>>) {
      if (!state.currentUser) return state;
      return { ...state, currentUser: { ...state.currentUser, ...action.payload } };
    },
    logout(state) {
      return state.currentUser === null ? state : { ...state, currentUser: null };
    },
  },
});

export const { login, updateUser, logout } = userSlice.actions;
export const userReducer = userSlice.reducer;

declare module "../../system/store/registry" {
  interface SliceStates {
    user: UserState;
  }
}

registerSlice("user", userReducer);

type WithUser = { user: UserState };

export const selectCurrentUser = (state: WithUser): CurrentUser | null => state.user.currentUser;
export const selectIsSignedIn = (state: WithUser): boolean => state.user.currentUser !== null;
export const selectIsBroker = (state: WithUser): boolean => state.user.currentUser?.isBroker === true;
export const selectIsAdmin = (state: WithUser): boolean => state.user.currentUser?.isAdmin === true;
