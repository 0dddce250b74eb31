import { useApolloClient } from "@apollo/client/react";
import { useState } from "react";
import { showToast } from "../../layout/toastSlice";
import { useNavigate } from "../../system/router/router";
import { useAppSelector, useAppStore } from "../../system/store/hooks";
import { openSignInModal } from "../account/signInModalSlice";
import { selectCurrentUser } from "../account/userSlice";
import type { SaveListingContext } from "./saveListingFlow";

/** Where a signed-in person without a campaign goes: the profile opens their first tourbook. */
export const START_TOURBOOK_PATH = "/profile/size";

/**
 * A broker's choice of campaign (issue 25). The menu (`CampaignSaveMenu`) loads its code and the
 * campaigns when it opens: most visitors are not brokers, so no page carries it up front.
 */
export type CampaignMenu = {
  open: boolean;
  choose(campaignId: string): void;
  close(): void;
};

export type SaveListing = {
  /** In the viewer's latest campaign (saved now or before); never for a broker, who may save anywhere. */
  saved: boolean;
  saving: boolean;
  /** Signed in without a campaign: saving means building a profile first (not for brokers). */
  needsCampaign: boolean;
  /** A broker chooses which campaign each save goes to. */
  menu: CampaignMenu | null;
  save(): void;
};

/**
 * Saving a listing (issue 11): a client's goes into their latest campaign; a broker first chooses one
 * of their campaigns, newest first (issue 25). From a search card or a listing page. Signed out, the
 * sign-in modal opens first and the save happens once they are in. The save itself and the wait
 * for the sign-in (`saveListingFlow.ts`, with the mutation) load on the first click, not with the page.
 */
export function useSaveListing(listingId: string): SaveListing {
  const user = useAppSelector(selectCurrentUser);
  const store = useAppStore();
  const client = useApolloClient();
  const navigate = useNavigate();
  const [saving, setSaving] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);

  const chooses = Boolean(user?.isBroker);
  const campaign = user?.latestCampaign ?? null;
  const saved = !chooses && Boolean(campaign?.listings.some((l) => l.id === listingId));
  const context: SaveListingContext = { listingId, client, store, setSaving, setMenuOpen };

  async function withFlow(act: (flow: typeof import("./saveListingFlow")) => unknown) {
    try {
      await act(await import("./saveListingFlow"));
    } catch {
      // The code did not load (offline, a new deploy): the default error notice (spec section 9).
      // A save that ran says how it went itself (saveListingAction).
      store.dispatch(showToast({ isError: true }));
    }
  }

  return {
    saved,
    saving,
    needsCampaign: Boolean(user) && !chooses && !campaign,
    menu: chooses
      ? {
          open: menuOpen,
          choose(campaignId) {
            setMenuOpen(false);
            void withFlow((flow) => flow.saveTo(context, campaignId));
          },
          close: () => setMenuOpen(false),
        }
      : null,
    save() {
      if (!user) {
        store.dispatch(openSignInModal());
        void withFlow((flow) => flow.saveAfterSignIn(context));
      } else if (chooses) setMenuOpen(!menuOpen);
      else if (!campaign) navigate(START_TOURBOOK_PATH);
      else if (!saved && !saving) void withFlow((flow) => flow.saveTo(context, campaign.id));
    },
  };
}
