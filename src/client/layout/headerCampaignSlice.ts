import { logout } from "../features/account/userSlice";
import { registerSlice } from "../system/store/registry";
import { createSlice, type PayloadAction } from "../system/store/toolkit";
import type { HeaderCampaign } from "./Header";

/**
 * The campaign a broker last opened (spec: "Brokers with an active campaign on /tourbook/ pages get a
 * campaign header"): the campaign page sets it once its campaign is read; the header shows it on
 * every tourbook page until another campaign is opened or the broker signs out.
 */
export type HeaderCampaignState = HeaderCampaign | null;

const headerCampaignSlice = createSlice({
  name: "headerCampaign",
  initialState: null as HeaderCampaignState,
  reducers: {
    setHeaderCampaign(state, action: PayloadAction<HeaderCampaign>) {
      const next = action.payload;
      return state?.uuid === next.uuid && state.displayName === next.displayName ? state : next;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(logout, () => null);
  },
});

export const { setHeaderCampaign } = headerCampaignSlice.actions;
export const headerCampaignReducer = headerCampaignSlice.reducer;

declare module "../system/store/registry" {
  interface SliceStates {
    headerCampaign: HeaderCampaignState;
  }
}

registerSlice("headerCampaign", headerCampaignReducer);
