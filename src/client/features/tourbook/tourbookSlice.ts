import { registerSlice } from "../../system/store/lazySlices";
import { rehydrate } from "../../system/store/persistence";
import { createSlice, type PayloadAction } from "../../system/store/toolkit";

/** The campaign the tourbook is showing; enough for the broker header link and the notices. */
export interface ActiveCampaign {
  id: string;
  uuid: string;
  displayName: string;
}

/**
 * Another campaign, survey or tour the selected listings can be added to. The kind decides which id
 * list of the addListings mutation it goes into; the name goes into the success notice.
 */
export interface AdditionalCampaignRef {
  kind: "campaign" | "survey" | "tour";
  id: string;
  name: string;
}

export interface TourbookState {
  activeCampaign: ActiveCampaign | null;
  expandedListingId: string | null;
  selectedListingIds: string[];
  isDrawerOpen: boolean;
  isMapOpen: boolean;
  selectedAdditionalCampaigns: AdditionalCampaignRef[];
}

export const initialTourbookState: TourbookState = {
  activeCampaign: null,
  expandedListingId: null,
  selectedListingIds: [],
  isDrawerOpen: false,
  isMapOpen: true,
  selectedAdditionalCampaigns: [],
};

const sameRef = (a: AdditionalCampaignRef, b: AdditionalCampaignRef) => a.kind === b.kind && a.id === b.id;

const tourbookSlice = createSlice({
  name: "tourbook",
  initialState: initialTourbookState,
  reducers: {
    /** Listing selections belong to one campaign, so switching campaigns drops them. */
    selectCampaign(state, action: PayloadAction<ActiveCampaign | null>) {
      state.activeCampaign = action.payload;
      state.selectedListingIds = [];
    },
    toggleListing(state, action: PayloadAction<string>) {
      const id = action.payload;
      const index = state.selectedListingIds.indexOf(id);
      if (index === -1) state.selectedListingIds.push(id);
      else state.selectedListingIds.splice(index, 1);
    },
    /** "Select all" of a list; ids already selected are not repeated. */
    selectListings(state, action: PayloadAction<string[]>) {
      for (const id of action.payload) {
        if (!state.selectedListingIds.includes(id)) state.selectedListingIds.push(id);
      }
    },
    toggleAdditionalCampaign(state, action: PayloadAction<AdditionalCampaignRef>) {
      const index = state.selectedAdditionalCampaigns.findIndex((ref) => sameRef(ref, action.payload));
      if (index === -1) state.selectedAdditionalCampaigns.push(action.payload);
      else state.selectedAdditionalCampaigns.splice(index, 1);
    },
    clearSelection(state) {
      state.selectedListingIds = [];
      state.selectedAdditionalCampaigns = [];
    },
    /** Clicking the listing that is already open in the drawer closes the drawer instead. */
    expandListing(state, action: PayloadAction<string>) {
      if (state.expandedListingId === action.payload && state.isDrawerOpen) {
        state.isDrawerOpen = false;
        return;
      }
      state.expandedListingId = action.payload;
      state.isDrawerOpen = true;
    },
    /** Flips the drawer, or sets it when a value is given (a close button always closes). */
    toggleDrawer(state, action: PayloadAction<boolean | undefined>) {
      state.isDrawerOpen = action.payload ?? !state.isDrawerOpen;
    },
    toggleMap(state, action: PayloadAction<boolean | undefined>) {
      state.isMapOpen = action.payload ?? !state.isMapOpen;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(rehydrate, (state, action) => {
      const persisted = action.payload.tourbook;
      return persisted ? { ...initialTourbookState, ...persisted } : state;
    });
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
// Joins the store when this module loads: only the screens that use it carry it.
registerSlice("tourbook", tourbookReducer);

type WithTourbook = { tourbook: TourbookState };

export const selectTourbook = (state: WithTourbook): TourbookState => state.tourbook;
export const selectActiveCampaign = (state: WithTourbook): ActiveCampaign | null =>
  state.tourbook.activeCampaign;
export const selectSelectedListingIds = (state: WithTourbook): string[] => state.tourbook.selectedListingIds;
export const selectIsListingSelected = (state: WithTourbook, listingId: string): boolean =>
  state.tourbook.selectedListingIds.includes(listingId);
