import { describe, expect, it } from "vitest";
import { rehydrate } from "../../system/store/persistence";
import {
  type AdditionalCampaignRef,
  clearSelection,
  expandListing,
  selectCampaign,
  selectListings,
  type TourbookState,
  toggleAdditionalCampaign,
  toggleDrawer,
  toggleListing,
  toggleMap,
  tourbookReducer,
} from "./tourbookSlice";

const defaults = tourbookReducer(undefined, { type: "@@init" });
const acme = { id: "c1", uuid: "uuid-1", displayName: "Acme" };
const survey: AdditionalCampaignRef = { kind: "survey", id: "s1", name: "Spring survey" };
const tour: AdditionalCampaignRef = { kind: "tour", id: "s1", name: "Same id, other kind" };
const withSelection: TourbookState = {
  ...defaults,
  activeCampaign: acme,
  selectedListingIds: ["l1", "l2"],
  selectedAdditionalCampaigns: [survey],
};

describe("tourbookSlice (spec section 4: tourbook state)", () => {
  it("defaults: no campaign, nothing expanded or selected, drawer closed, map open", () => {
    expect(defaults).toEqual({
      activeCampaign: null,
      expandedListingId: null,
      selectedListingIds: [],
      isDrawerOpen: false,
      isMapOpen: true,
      selectedAdditionalCampaigns: [],
    });
  });

  it("selecting a campaign clears selected listings", () => {
    const other = { id: "c2", uuid: "uuid-2", displayName: "Globex" };
    const state = tourbookReducer(withSelection, selectCampaign(other));
    expect(state.activeCampaign).toEqual(other);
    expect(state.selectedListingIds).toEqual([]);
  });

  it("toggling a listing adds it if absent", () => {
    expect(tourbookReducer(withSelection, toggleListing("l3")).selectedListingIds).toEqual([
      "l1",
      "l2",
      "l3",
    ]);
  });

  it("toggling a listing removes it if present", () => {
    expect(tourbookReducer(withSelection, toggleListing("l1")).selectedListingIds).toEqual(["l2"]);
  });

  it("selecting several listings adds only the missing ones", () => {
    expect(tourbookReducer(withSelection, selectListings(["l2", "l4"])).selectedListingIds).toEqual([
      "l1",
      "l2",
      "l4",
    ]);
  });

  it("toggling an additional campaign adds it if absent", () => {
    const state = tourbookReducer(withSelection, toggleAdditionalCampaign(tour));
    expect(state.selectedAdditionalCampaigns).toEqual([survey, tour]);
  });

  it("toggling an additional campaign removes it if present", () => {
    const state = tourbookReducer(withSelection, toggleAdditionalCampaign({ ...survey }));
    expect(state.selectedAdditionalCampaigns).toEqual([]);
  });

  it("expanding a listing opens the drawer", () => {
    const state = tourbookReducer(defaults, expandListing("l1"));
    expect(state).toMatchObject({ expandedListingId: "l1", isDrawerOpen: true });
  });

  it("expanding the listing already expanded with the drawer open closes the drawer", () => {
    const open = tourbookReducer(defaults, expandListing("l1"));
    expect(tourbookReducer(open, expandListing("l1")).isDrawerOpen).toBe(false);
  });

  it("expanding the expanded listing while the drawer is closed opens it again", () => {
    const closed = tourbookReducer(tourbookReducer(defaults, expandListing("l1")), toggleDrawer(false));
    expect(tourbookReducer(closed, expandListing("l1")).isDrawerOpen).toBe(true);
  });

  it("expanding another listing while the drawer is open switches to it", () => {
    const open = tourbookReducer(defaults, expandListing("l1"));
    expect(tourbookReducer(open, expandListing("l2"))).toMatchObject({
      expandedListingId: "l2",
      isDrawerOpen: true,
    });
  });

  it("clearing selection also clears additional campaigns", () => {
    const state = tourbookReducer(withSelection, clearSelection());
    expect(state).toMatchObject({
      selectedListingIds: [],
      selectedAdditionalCampaigns: [],
      activeCampaign: acme,
    });
  });

  it("the drawer toggles", () => {
    const opened = tourbookReducer(defaults, toggleDrawer());
    expect(opened.isDrawerOpen).toBe(true);
    expect(tourbookReducer(opened, toggleDrawer()).isDrawerOpen).toBe(false);
    expect(tourbookReducer(opened, toggleDrawer(true)).isDrawerOpen).toBe(true);
  });

  it("the map toggles", () => {
    const closed = tourbookReducer(defaults, toggleMap());
    expect(closed.isMapOpen).toBe(false);
    expect(tourbookReducer(closed, toggleMap()).isMapOpen).toBe(true);
  });

  it("rehydrate restores the stored tourbook over the defaults", () => {
    const state = tourbookReducer(
      defaults,
      rehydrate({ tourbook: { activeCampaign: acme, isMapOpen: false } }),
    );
    expect(state).toEqual({ ...defaults, activeCampaign: acme, isMapOpen: false });
  });
});
