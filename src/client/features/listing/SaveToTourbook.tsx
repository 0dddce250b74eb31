import { useMutation } from "@apollo/client/react";
import { useState } from "react";
import { showToast } from "../../layout/toastSlice";
import { Link } from "../../system/router/router";
import { useAppDispatch, useAppSelector } from "../../system/store/hooks";
import { openSignInModal } from "../account/signInModalSlice";
import { selectCurrentUser, updateUser } from "../account/userSlice";
import { addedToCampaignMessage, addListingsErrorMessage } from "../places/placeFormat";
import { AddListingsMutation } from "./addListingsMutation";

/**
 * "Save to tourbook". Signed out it opens the sign-in modal; signed in it adds the listing to the
 * user's latest campaign; a user without a campaign is sent to build their profile, which creates one.
 */
export function SaveToTourbook({ listingId }: { listingId: string }) {
  const user = useAppSelector(selectCurrentUser);
  const dispatch = useAppDispatch();
  const [addListings, { loading }] = useMutation(AddListingsMutation);
  const [justSaved, setJustSaved] = useState(false);

  if (!user) {
    return (
      <button
        type="button"
        className="btn btn--primary btn--block"
        onClick={() => dispatch(openSignInModal())}
      >
        Save to tourbook
      </button>
    );
  }

  const campaign = user.latestCampaign;
  if (!campaign) {
    return (
      <div className="save-cta">
        <Link to="/profile/size" className="btn btn--primary btn--block">
          Start a tourbook
        </Link>
        <p className="text-small text-muted">
          Tell us what you need and we open a tourbook for your saved spaces.
        </p>
      </div>
    );
  }

  const saved = justSaved || campaign.listings.some((listing) => listing.id === listingId);
  if (saved) {
    return (
      <div className="save-cta">
        <p className="save-cta__saved" role="status">
          <span aria-hidden="true">✓</span> Saved to your tourbook
        </p>
        <Link to="/tourbook" className="btn btn--block">
          Open your tourbook
        </Link>
      </div>
    );
  }

  async function save() {
    if (!campaign || !user) return;
    try {
      const { data } = await addListings({
        variables: { listingIds: [listingId], campaignIds: [campaign.id] },
      });
      const updated = data?.addListings.updatedCampaigns ?? [];
      const name = (updated.find((c) => c.id === campaign.id) ?? updated[0])?.displayName ?? user.displayName;
      dispatch(showToast({ contents: addedToCampaignMessage(1, name) }));
      setJustSaved(true);
      // The header and other pages read the campaign's listings from the user; keep them current.
      dispatch(
        updateUser({
          latestCampaign: {
            ...campaign,
            listings: [...campaign.listings, { __typename: "ListingReference", id: listingId }],
          },
        }),
      );
    } catch {
      dispatch(showToast({ contents: addListingsErrorMessage(1), isError: true }));
    }
  }

  return (
    <button
      type="button"
      className="btn btn--primary btn--block"
      onClick={save}
      disabled={loading}
      aria-busy={loading || undefined}
    >
      {loading ? "Saving…" : "Save to tourbook"}
    </button>
  );
}
