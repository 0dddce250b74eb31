import { describe, expect, it } from "vitest";
import { rehydrate } from "../../system/store/persistence";
import { logout } from "../account/userSlice";
import {
  clearSelection,
  expandListing,
  initialTourbookState,
  selectCampaign,
  selectListings,
  toggleAdditionalCampaign,
  toggleDrawer,
  toggleListing,
  toggleMap,
  tourbookReducer,
} from "./tourbookSlice";

const run = (...actions: Parameters<typeof tourbookReducer>[1][]) =>
  actions.reduce(tourbookReducer, initialTourbookState);

describe("tourbook state (spec section 4)", () => {
  it("starts with the drawer closed and the map open", () => {
    const start = tourbookReducer(undefined, { type: "init" });
    expect(start).toMatchObject({ isDrawerOpen: false, isMapOpen: true, selectedListingIds: [] });
  });

  it("toggles a listing or an additional campaign: added if absent, removed if present", () => {
    const state = run(
      toggleListing("1"),
      toggleListing("2"),
      toggleListing("1"),
      toggleAdditionalCampaign("c9"),
    );
    expect(state.selectedListingIds).toEqual(["2"]);
    expect(state.selectedAdditionalCampaigns).toEqual(["c9"]);
    expect(tourbookReducer(state, toggleAdditionalCampaign("c9")).selectedAdditionalCampaigns).toEqual([]);
  });

  it("selecting a campaign clears the selected listings; selecting the same one keeps them", () => {
    const chosen = run(selectCampaign("c1"), toggleListing("1"), selectListings(["2", "1", "3"]));
    expect(chosen.selectedListingIds).toEqual(["1", "2", "3"]);
    expect(tourbookReducer(chosen, selectCampaign("c1")).selectedListingIds).toEqual(["1", "2", "3"]);
    const other = tourbookReducer(chosen, selectCampaign("c2"));
    expect(other).toMatchObject({ activeCampaign: "c2", selectedListingIds: [] });
  });

  it("clearing the selection also clears the additional campaigns", () => {
    const state = run(toggleListing("1"), toggleAdditionalCampaign("c2"), clearSelection());
    expect(state).toMatchObject({ selectedListingIds: [], selectedAdditionalCampaigns: [] });
  });

  it("expanding opens the drawer; expanding the open one closes it; another one moves it", () => {
    const open = run(expandListing("1"));
    expect(open).toMatchObject({ expandedListingId: "1", isDrawerOpen: true });
    expect(tourbookReducer(open, expandListing("1")).isDrawerOpen).toBe(false);
    expect(tourbookReducer(open, expandListing("2"))).toMatchObject({
      expandedListingId: "2",
      isDrawerOpen: true,
    });
    const closed = tourbookReducer(open, expandListing("1"));
    expect(tourbookReducer(closed, expandListing("1")).isDrawerOpen).toBe(true);
  });

  it("toggles the drawer and the map", () => {
    expect(run(toggleDrawer()).isDrawerOpen).toBe(true);
    expect(run(toggleMap()).isMapOpen).toBe(false);
    expect(run(toggleMap(), toggleMap()).isMapOpen).toBe(true);
  });

  it("comes back after a reload, reading a stored part field by field", () => {
    const restored = tourbookReducer(
      initialTourbookState,
      rehydrate({
        tourbook: {
          activeCampaign: "c1",
          selectedListingIds: ["1", 2, "3"] as unknown as string[],
          isMapOpen: false,
          isDrawerOpen: "yes" as unknown as boolean,
        },
      }),
    );
    expect(restored).toEqual({
      ...initialTourbookState,
      activeCampaign: "c1",
      selectedListingIds: ["1", "3"],
      isMapOpen: false,
    });
  });

  it("forgets everything on sign-out", () => {
    expect(tourbookReducer(run(selectCampaign("c1"), toggleListing("1")), logout())).toEqual(
      initialTourbookState,
    );
  });
});
