import { rehydrate } from "../../system/store/persistence";
import { registerSlice } from "../../system/store/registry";
import { createSlice, type PayloadAction } from "../../system/store/toolkit";
import { logout } from "../account/userSlice";

/** Spec section 4, "Tourbook state": kept across reloads (a persisted key). */
export type TourbookState = {
  activeCampaign: string | null;
  expandedListingId: string | null;
  selectedListingIds: string[];
  isDrawerOpen: boolean;
  isMapOpen: boolean;
  selectedAdditionalCampaigns: string[];
};

export const initialTourbookState: TourbookState = {
  activeCampaign: null,
  expandedListingId: null,
  selectedListingIds: [],
  isDrawerOpen: false,
  isMapOpen: true,
  selectedAdditionalCampaigns: [],
};

/** Adds the id if absent, removes it if present. */
function toggled(ids: readonly string[], id: string): string[] {
  return ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id];
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];

const tourbookSlice = createSlice({
  name: "tourbook",
  initialState: initialTourbookState,
  reducers: {
    /** Selecting a campaign clears the selected listings (spec section 4). */
    selectCampaign(state, action: PayloadAction<string | null>) {
      if (state.activeCampaign === action.payload) return state;
      return {
        ...state,
        activeCampaign: action.payload,
        selectedListingIds: [],
        selectedAdditionalCampaigns: [],
        expandedListingId: null,
        isDrawerOpen: false,
      };
    },
    toggleListing(state, action: PayloadAction<string>) {
      return { ...state, selectedListingIds: toggled(state.selectedListingIds, action.payload) };
    },
    /** Selects these listings (a whole stage), keeping the ones already selected. */
    selectListings(state, action: PayloadAction<string[]>) {
      const ids = [...state.selectedListingIds];
      for (const id of action.payload) if (!ids.includes(id)) ids.push(id);
      return { ...state, selectedListingIds: ids };
    },
    toggleAdditionalCampaign(state, action: PayloadAction<string>) {
      return {
        ...state,
        selectedAdditionalCampaigns: toggled(state.selectedAdditionalCampaigns, action.payload),
      };
    },
    /** Clearing the selection also clears the additional campaigns (spec section 4). */
    clearSelection(state) {
      return { ...state, selectedListingIds: [], selectedAdditionalCampaigns: [] };
    },
    /**
     * Expanding a listing opens the drawer, unless that listing is already expanded with the drawer
     * open, in which case it closes (spec section 4).
     */
    expandListing(state, action: PayloadAction<string>) {
      if (state.expandedListingId === action.payload && state.isDrawerOpen) {
        return { ...state, isDrawerOpen: false };
      }
      return { ...state, expandedListingId: action.payload, isDrawerOpen: true };
    },
    toggleDrawer(state) {
      return { ...state, isDrawerOpen: !state.isDrawerOpen };
    },
    toggleMap(state) {
      return { ...state, isMapOpen: !state.isMapOpen };
    },
  },
  extraReducers: (builder) => {
    builder.addCase(rehydrate, (state, action) => {
      const stored = action.payload.tourbook as Partial<Record<keyof TourbookState, unknown>> | undefined;
      if (!stored) return state;
      // A stored part from another build or a hand-edited store is read field by field.
      return {
        activeCampaign: typeof stored.activeCampaign === "string" ? stored.activeCampaign : null,
        expandedListingId: typeof stored.expandedListingId === "string" ? stored.expandedListingId : null,
        selectedListingIds: strings(stored.selectedListingIds),
        isDrawerOpen: stored.isDrawerOpen === true,
        isMapOpen: stored.isMapOpen !== false,
        selectedAdditionalCampaigns: strings(stored.selectedAdditionalCampaigns),
      };
    });
    // The next person on this browser starts with nothing of the last one's tourbook.
    builder.addCase(logout, () => initialTourbookState);
  },
});

export const {
  selectCampaign,
  toggleListing,
  selectListings,
  toggleAdditionalCampaign,
  clearSelection,
  expandListing,
  toggleDrawer,
  toggleMap,
} = tourbookSlice.actions;
export const tourbookReducer = tourbookSlice.reducer;

declare module "../../system/store/registry" {
  interface SliceStates {
    tourbook: TourbookState;
  }
}

registerSlice("tourbook", tourbookReducer, { persist: {} });

export const selectTourbook = (state: { tourbook: TourbookState }): TourbookState => state.tourbook;
