import type { ApolloClient } from "@apollo/client";
import { SaveCampaignChoicesQueryDocument } from "../../gql/documents/saveCampaignChoicesQuery";
import { showToast } from "../../layout/toastSlice";
import type { AppDispatch } from "../../system/store/store";
import type { CurrentUser } from "../account/currentUserTypes";
import { updateUser } from "../account/userSlice";
import { AddListingsMutation } from "../listing/addListingsMutation";
import { addedToCampaignMessage, addListingsErrorMessage } from "./tourbookMessages";

/** A campaign a broker may save a listing to, as the save menu lists it. */
export type CampaignChoice = { id: string; displayName: string; clientName: string | null };

/**
 * Adds one listing to a campaign (the viewer's latest, or the one a broker chose) and says so (spec
 * section 8's toast texts). Loaded on the first save, with the mutation's document, so no page
 * carries them up front.
 */
export async function saveListingToCampaign(
  client: ApolloClient,
  dispatch: AppDispatch,
  user: CurrentUser,
  campaignId: string,
  listingId: string,
): Promise<void> {
  try {
    const { data } = await client.mutate({
      mutation: AddListingsMutation,
      variables: { listingIds: [listingId], campaignIds: [campaignId] },
    });
    const updated = data?.addListings.updatedCampaigns ?? [];
    const name = (updated.find((c) => c.id === campaignId) ?? updated[0])?.displayName ?? user.displayName;
    dispatch(showToast({ contents: addedToCampaignMessage(1, name) }));
    // The header, the cards and the listing page read the latest campaign's listings from the user.
    const latest = user.latestCampaign;
    if (latest && latest.id === campaignId) {
      dispatch(
        updateUser({
          latestCampaign: {
            ...latest,
            listings: [...latest.listings, { __typename: "ListingReference", id: listingId }],
          },
        }),
      );
    }
  } catch {
    dispatch(showToast({ contents: addListingsErrorMessage(1), isError: true }));
  }
}

/** A broker's campaigns to choose from, newest first; fresh from the network each time the menu opens. */
export async function loadCampaignChoices(client: ApolloClient): Promise<CampaignChoice[]> {
  const { data } = await client.query({
    query: SaveCampaignChoicesQueryDocument,
    fetchPolicy: "network-only",
  });
  return (data?.campaigns.campaigns ?? []).map((c) => ({
    id: c.id,
    displayName: c.displayName,
    clientName: c.client?.displayName ?? null,
  }));
}
