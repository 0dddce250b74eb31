import { useApolloClient } from "@apollo/client/react";
import { useEffect, useRef, useState } from "react";
import { showToast } from "../../layout/toastSlice";
import { useNavigate } from "../../system/router/router";
import { useAppDispatch, useAppSelector } from "../../system/store/hooks";
import { openSignInModal, selectSignInModal } from "../account/signInModalSlice";
import { selectCurrentUser } from "../account/userSlice";
import type { CampaignChoice } from "./saveListingAction";
import { addListingsErrorMessage } from "./tourbookMessages";

/** Where a signed-in person without a campaign goes: the profile opens their first tourbook. */
export const START_TOURBOOK_PATH = "/profile/size";

/** A broker's choice of campaign (issue 25): null while loading, [] when they have none. */
export type CampaignMenu = {
  open: boolean;
  choices: CampaignChoice[] | null;
  failed: boolean;
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
 * sign-in modal opens first and the save happens once they are in (unless the listing is in their
 * campaign already). The mutation's code loads on the first save, not with the page.
 */
export function useSaveListing(listingId: string): SaveListing {
  const user = useAppSelector(selectCurrentUser);
  const modalOpen = useAppSelector(selectSignInModal).isOpen;
  const dispatch = useAppDispatch();
  const client = useApolloClient();
  const navigate = useNavigate();
  const [saving, setSaving] = useState(false);
  const [waitingForSignIn, setWaitingForSignIn] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const [choices, setChoices] = useState<CampaignChoice[] | null>(null);
  const [choicesFailed, setChoicesFailed] = useState(false);
  const modalSeenOpen = useRef(false);

  const chooses = Boolean(user?.isBroker);
  const campaign = user?.latestCampaign ?? null;
  const saved = !chooses && Boolean(campaign?.listings.some((l) => l.id === listingId));

  async function run(campaignId: string) {
    if (!user || saving) return;
    setSaving(true);
    try {
      const { saveListingToCampaign } = await import("./saveListingAction");
      await saveListingToCampaign(client, dispatch, user, campaignId, listingId);
    } catch {
      // The action's code did not load (offline, a new deploy): the same words as a failed save.
      dispatch(showToast({ contents: addListingsErrorMessage(1), isError: true }));
    } finally {
      setSaving(false);
    }
  }

  async function openMenu() {
    setMenuOpen(true);
    setChoices(null);
    setChoicesFailed(false);
    try {
      const { loadCampaignChoices } = await import("./saveListingAction");
      setChoices(await loadCampaignChoices(client));
    } catch {
      setChoicesFailed(true);
    }
  }

  // Asked while signed out: save (or, for a broker, choose) once signed in; forget it if the modal
  // closes without that.
  useEffect(() => {
    if (!waitingForSignIn) return;
    if (user) {
      setWaitingForSignIn(false);
      modalSeenOpen.current = false;
      if (user.isBroker) void openMenu();
      else if (!saved && campaign) void run(campaign.id);
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
    needsCampaign: Boolean(user) && !chooses && !campaign,
    menu: chooses
      ? {
          open: menuOpen,
          choices,
          failed: choicesFailed,
          choose(campaignId) {
            setMenuOpen(false);
            void run(campaignId);
          },
          close: () => setMenuOpen(false),
        }
      : null,
    save() {
      if (!user) {
        setWaitingForSignIn(true);
        dispatch(openSignInModal());
      } else if (chooses) {
        if (menuOpen) setMenuOpen(false);
        else void openMenu();
      } else if (!campaign) navigate(START_TOURBOOK_PATH);
      else if (!saved) void run(campaign.id);
    },
  };
}
