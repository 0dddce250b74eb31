import { useApolloClient } from "@apollo/client/react";
import { useEffect, useRef, useState } from "react";
import { showToast } from "../../layout/toastSlice";
import { useNavigate } from "../../system/router/router";
import { useAppDispatch, useAppSelector } from "../../system/store/hooks";
import { openSignInModal, selectSignInModal } from "../account/signInModalSlice";
import { selectCurrentUser } from "../account/userSlice";
import { addListingsErrorMessage } from "./tourbookMessages";

/** Where a signed-in person without a campaign goes: the profile opens their first tourbook. */
export const START_TOURBOOK_PATH = "/profile/size";

export type SaveListing = {
  /** In the viewer's latest campaign (saved now or before). */
  saved: boolean;
  saving: boolean;
  /** Signed in without a campaign: saving means building a profile first. */
  needsCampaign: boolean;
  save(): void;
};

/**
 * Saving a listing into the viewer's latest campaign (issue 11), from a search card or a listing
 * page. Signed out, the sign-in modal opens first and the save happens once they are in (unless
 * the listing is in their campaign already). The mutation's code loads on the first save, not with
 * the page.
 */
export function useSaveListing(listingId: string): SaveListing {
  const user = useAppSelector(selectCurrentUser);
  const modalOpen = useAppSelector(selectSignInModal).isOpen;
  const dispatch = useAppDispatch();
  const client = useApolloClient();
  const navigate = useNavigate();
  const [saving, setSaving] = useState(false);
  const [waitingForSignIn, setWaitingForSignIn] = useState(false);
  const modalSeenOpen = useRef(false);

  const campaign = user?.latestCampaign ?? null;
  const saved = Boolean(campaign?.listings.some((l) => l.id === listingId));

  async function run() {
    if (!user || !campaign || saving) return;
    setSaving(true);
    try {
      const { saveListingToCampaign } = await import("./saveListingAction");
      await saveListingToCampaign(client, dispatch, user, campaign, listingId);
    } catch {
      // The action's code did not load (offline, a new deploy): the same words as a failed save.
      dispatch(showToast({ contents: addListingsErrorMessage(1), isError: true }));
    } finally {
      setSaving(false);
    }
  }

  // Asked while signed out: save once signed in; forget it if the modal closes without that.
  useEffect(() => {
    if (!waitingForSignIn) return;
    if (user) {
      setWaitingForSignIn(false);
      modalSeenOpen.current = false;
      if (!saved && campaign) void run();
      return;
    }
    if (modalOpen) modalSeenOpen.current = true;
    else if (modalSeenOpen.current) {
      modalSeenOpen.current = false;
      setWaitingForSignIn(false);
    }
  });

  return {
    saved,
    saving,
    needsCampaign: Boolean(user) && !campaign,
    save() {
      if (!user) {
        setWaitingForSignIn(true);
        dispatch(openSignInModal());
      } else if (!campaign) navigate(START_TOURBOOK_PATH);
      else if (!saved) void run();
    },
  };
}
