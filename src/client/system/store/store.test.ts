import { describe, expect, it, vi } from "vitest";
import "../../appSlices";
import { makeUser } from "../../features/account/currentUserFixture";
import { login } from "../../features/account/userSlice";
import { updateSearch } from "../../features/search/searchSlice";
import { showToast } from "../../layout/toastSlice";
import { registerSlice } from "./registry";
import { createAppStore } from "./store";

describe("createAppStore", () => {
  it("combines the slices every page needs under their keys, and no other", async () => {
    // A registry of its own: other tests (here and in files sharing this worker) register more slices.
    vi.resetModules();
    await import("../../appSlices");
    const fresh = await import("./store");
    const state = fresh.createAppStore().getState();
    expect(Object.keys(state).sort()).toEqual(["onboarding", "search", "signInModal", "toast", "user"]);
  });

  it("takes in a slice registered later, and keeps its preloaded part only once it knows it", () => {
    const store = createAppStore({ lazyThing: { n: 1 } } as never);
    expect("lazyThing" in store.getState()).toBe(false);
    // Not a declared slice (no declaration merging in a test), hence the casts.
    registerSlice(
      "lazyThing" as never,
      ((state: { n: number } = { n: 0 }, action: { type: string }) =>
        action.type === "lazy/add" ? { n: state.n + 1 } : state) as never,
    );
    store.includeRegisteredSlices();
    store.dispatch({ type: "lazy/add" });
    expect((store.getState() as unknown as { lazyThing: { n: number } }).lazyThing).toEqual({ n: 1 });
    // A store made now starts with it, preloaded part included.
    const later = createAppStore({ lazyThing: { n: 5 } } as never);
    expect((later.getState() as unknown as { lazyThing: { n: number } }).lazyThing).toEqual({ n: 5 });
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
