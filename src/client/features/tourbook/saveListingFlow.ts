import type { ApolloClient } from "@apollo/client";
import type { AppStore } from "../../system/store/store";
import { selectSignInModal } from "../account/signInModalSlice";
import { selectCurrentUser } from "../account/userSlice";
import { saveListingToCampaign } from "./saveListingAction";

/** What a Save button hands the flow: its listing and how to change what it shows. */
export type SaveListingContext = {
  listingId: string;
  client: ApolloClient;
  store: AppStore;
  setSaving: (saving: boolean) => void;
  setMenuOpen: (open: boolean) => void;
};

/** Adds the listing to one campaign, the button showing "Saving…" meanwhile. */
export async function saveTo(context: SaveListingContext, campaignId: string): Promise<void> {
  const user = selectCurrentUser(context.store.getState());
  if (!user) return;
  context.setSaving(true);
  try {
    await saveListingToCampaign(context.client, context.store.dispatch, user, campaignId, context.listingId);
  } finally {
    context.setSaving(false);
  }
}

/**
 * Asked while signed out, with the sign-in modal open: once they are in, a broker chooses the
 * campaign and a client's save goes to their latest (unless the listing is in it already; without
 * a campaign they stay where they are). Closing the modal without signing in forgets it.
 */
export function saveAfterSignIn(context: SaveListingContext): void {
  const { store } = context;
  const settle = () => {
    const state = store.getState();
    const user = selectCurrentUser(state);
    if (!user) return !selectSignInModal(state).isOpen;
    if (user.isBroker) context.setMenuOpen(true);
    else {
      const campaign = user.latestCampaign;
      if (campaign && !campaign.listings.some((l) => l.id === context.listingId))
        void saveTo(context, campaign.id);
    }
    return true;
  };
  if (settle()) return;
  const stop = store.subscribe(() => {
    if (settle()) stop();
  });
}
