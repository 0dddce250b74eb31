import { useCallback, useEffect, useState } from "react";
import { useAppDispatch, useAppSelector } from "../../system/store/hooks";
import { detailsButtonId } from "./CampaignListingItem";
import { selectCampaign, selectTourbook, toggleDrawer } from "./tourbookSlice";
import type { CampaignItem } from "./useStageGroups";

/**
 * What the user picked on a campaign's page. The tourbook slice is the one source of it (spec section 4:
 * it persists): the selected listings and the expanded one count here only while this campaign is the
 * active one, and the expanded one only while its drawer is open and it is still in the campaign.
 */
export function useCampaignSelection(campaignId: string | null, items: readonly CampaignItem[]) {
  const dispatch = useAppDispatch();
  const { activeCampaign, selectedListingIds, expandedListingId, isDrawerOpen } =
    useAppSelector(selectTourbook);
  // Opening another campaign clears the selection (spec section 4); the same one keeps it.
  useEffect(() => {
    if (campaignId) dispatch(selectCampaign(campaignId));
  }, [campaignId, dispatch]);
  const here = campaignId !== null && activeCampaign === campaignId;
  const selectedIds = here ? selectedListingIds : [];
  const expandedId =
    here && isDrawerOpen && items.some((i) => i.listingId === expandedListingId) ? expandedListingId : null;
  const selected = items.filter((i) => selectedIds.includes(i.listingId));

  // A comparison of the selected listings needs two: it ends when the selection shrinks below that.
  const [comparing, setComparing] = useState(false);
  useEffect(() => {
    if (selectedListingIds.length < 2) setComparing(false);
  }, [selectedListingIds.length]);

  // Closing the drawer hands focus back to the Details button that opened it.
  const closeDrawer = useCallback(() => {
    dispatch(toggleDrawer());
    if (expandedListingId) document.getElementById(detailsButtonId(expandedListingId))?.focus();
  }, [dispatch, expandedListingId]);

  return {
    /** The selected listings' ids (listing ids, as the slice keeps them). */
    selectedIds,
    /** The selected listings, in the campaign's order. */
    selected,
    /** The listing whose drawer is open here, or null. */
    expandedId,
    closeDrawer,
    /** The selected listings are shown side by side (the page shows the comparison when any is here). */
    comparing,
    setComparing,
  };
}
