import type { ApolloClient } from "@apollo/client";
import { showToast } from "../../layout/toastSlice";
import type { AppDispatch } from "../../system/store/store";
import type { CurrentUser } from "../account/currentUserTypes";
import { updateUser } from "../account/userSlice";
import { AddListingsMutation } from "../listing/addListingsMutation";
import { addedToCampaignMessage, addListingsErrorMessage } from "./tourbookMessages";

type Campaign = NonNullable<CurrentUser["latestCampaign"]>;

/**
 * Adds one listing to the viewer's latest campaign and says so (spec section 8's toast texts).
 * Loaded on the first save, with the mutation's document, so no page carries them up front.
 */
export async function saveListingToCampaign(
  client: ApolloClient,
  dispatch: AppDispatch,
  user: CurrentUser,
  campaign: Campaign,
  listingId: string,
): Promise<void> {
  try {
    const { data } = await client.mutate({
      mutation: AddListingsMutation,
      variables: { listingIds: [listingId], campaignIds: [campaign.id] },
    });
    const updated = data?.addListings.updatedCampaigns ?? [];
    const name = (updated.find((c) => c.id === campaign.id) ?? updated[0])?.displayName ?? user.displayName;
    dispatch(showToast({ contents: addedToCampaignMessage(1, name) }));
    // The header, the cards and the listing page read the campaign's listings from the user.
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
