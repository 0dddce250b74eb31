import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { useMutation } from "@apollo/client/react";
import { useState } from "react";
import { showToast } from "../../layout/toastSlice";
import { useAppDispatch, useAppSelector } from "../../system/store/hooks";
import { selectCurrentUser, updateUser } from "../account/userSlice";
import { CampaignListingCardsQuery } from "./campaignListingCards";
import { CampaignPageQuery, RemoveCampaignListingsMutation } from "./campaignPageQuery";
import { clearSelection } from "./tourbookSlice";

/**
 * Spec section 7, word for word: the question before removing campaign listings, and the one when
 * surveys or tours list them. (The survey form, "…from {survey name}?", comes with the survey screen.)
 */
export const REMOVE_QUESTION = "Are you sure you want to remove these listings from this Campaign?";
export const FORCE_QUESTION =
  "These listings appear in one or more Surveys or Tours. If you delete them, they will be deleted from those Surveys or Tours. Are you sure you want to delete?";
/** Spec section 8. */
export const REMOVED_MESSAGE = "Listings removed successfully.";
export const REMOVE_FAILED_MESSAGE = "Error removing listings from campaign. Please try again later!";

export type RemoveStep = "idle" | "confirm" | "force";

function needsForce(error: unknown): boolean {
  return CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === "FORCE_REQUIRED");
}

/**
 * Removing a campaign's selected listings: ask, remove; when surveys or tours list some of them, ask
 * the spec's second question and remove with force. The campaign is read again afterwards, so what
 * another person changed meanwhile shows too.
 */
export function useRemoveListings(campaignId: string | null) {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectCurrentUser);
  const [step, setStep] = useState<RemoveStep>("idle");
  const [chosen, setChosen] = useState<{ campaignListingId: string; listingId: string }[]>([]);
  const [mutate, { loading }] = useMutation(RemoveCampaignListingsMutation, {
    // Every campaign page being shown, whether its address named the campaign by id or by uuid: its
    // header and its list of listings.
    refetchQueries: [CampaignPageQuery, CampaignListingCardsQuery],
    awaitRefetchQueries: true,
  });

  async function run(force: boolean) {
    try {
      await mutate({ variables: { campaignListingIds: chosen.map((e) => e.campaignListingId), force } });
    } catch (error) {
      if (!force && needsForce(error)) {
        setStep("force");
        return;
      }
      setStep("idle");
      dispatch(showToast({ contents: REMOVE_FAILED_MESSAGE, isError: true }));
      return;
    }
    setStep("idle");
    dispatch(clearSelection());
    dispatch(showToast({ contents: REMOVED_MESSAGE }));
    // The header and the save toggles read the latest campaign's listings from the user.
    const latest = user?.latestCampaign;
    if (latest && latest.id === campaignId) {
      const removed = new Set(chosen.map((e) => e.listingId));
      dispatch(
        updateUser({
          latestCampaign: { ...latest, listings: latest.listings.filter((l) => !removed.has(l.id)) },
        }),
      );
    }
  }

  return {
    step,
    busy: loading,
    /** Asks before removing these campaign listings (their listing ids keep the user's campaign in step). */
    ask(chosen: { campaignListingId: string; listingId: string }[]) {
      setChosen(chosen);
      setStep("confirm");
    },
    confirm: () => run(step === "force"),
    cancel: () => setStep("idle"),
  };
}
