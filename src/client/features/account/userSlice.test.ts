import { describe, expect, it } from "vitest";
import { makeUser } from "./currentUserFixture";
import {
  login,
  logout,
  selectCurrentUser,
  selectIsBroker,
  selectIsSignedIn,
  updateUser,
  userReducer,
} from "./userSlice";

const empty = userReducer(undefined, { type: "@@init" });

describe("userSlice (spec section 4: user state)", () => {
  it("starts signed out", () => {
    expect(empty).toEqual({ currentUser: null });
    expect(selectIsSignedIn({ user: empty })).toBe(false);
  });

  it("login sets the user", () => {
    const user = makeUser();
    const state = userReducer(empty, login(user));
    expect(selectCurrentUser({ user: state })).toEqual(user);
    expect(selectIsSignedIn({ user: state })).toBe(true);
  });

  it("update merges fields into the user", () => {
    const state = userReducer(
      userReducer(empty, login(makeUser())),
      updateUser({ firstName: "Augusta", isBroker: true }),
    );
    expect(state.currentUser).toMatchObject({ firstName: "Augusta", lastName: "Lovelace", isBroker: true });
    expect(selectIsBroker({ user: state })).toBe(true);
  });

  it("update while signed out leaves nobody signed in", () => {
    expect(userReducer(empty, updateUser({ firstName: "Ghost" }))).toEqual({ currentUser: null });
  });

  it("logout clears the user", () => {
    const state = userReducer(userReducer(empty, login(makeUser())), logout());
    expect(state.currentUser).toBeNull();
  });
});
