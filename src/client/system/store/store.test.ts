import { describe, expect, it } from "vitest";
import { makeUser } from "../../features/account/currentUserFixture";
import { login } from "../../features/account/userSlice";
import { updateSearch } from "../../features/search/searchSlice";
import { showToast } from "../../layout/toastSlice";
import { createAppStore } from "./store";

describe("createAppStore", () => {
  it("combines every slice under its key", () => {
    const state = createAppStore().getState();
    expect(Object.keys(state).sort()).toEqual(
      ["dataUpdates", "notes", "onboarding", "search", "signInModal", "toast", "tourbook", "user"].sort(),
    );
  });

  it("starts from a preloaded (server-rendered) state", () => {
    const user = makeUser();
    const store = createAppStore({ user: { currentUser: user } });
    expect(store.getState().user.currentUser).toEqual(user);
    expect(store.getState().search.cityName).toBe("New York");
  });

  it("routes actions to their slices", () => {
    const store = createAppStore();
    store.dispatch(login(makeUser()));
    store.dispatch(updateSearch({ cityName: "Houston" }));
    store.dispatch(showToast({ contents: "Changes saved!" }));
    const state = store.getState();
    expect(state.user.currentUser?.id).toBe("1");
    expect(state.search.cityName).toBe("Houston");
    expect(state.toast).toMatchObject({ visible: true, contents: "Changes saved!" });
  });

  it("the whole state survives JSON, as the server embeds it in the page", () => {
    const state = createAppStore().getState();
    expect(JSON.parse(JSON.stringify(state))).toEqual(state);
  });
});
