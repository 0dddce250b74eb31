import { useMutation, useQuery } from "@apollo/client/react";
import { useState } from "react";
import { Modal } from "../../layout/Modal";
import { showToast } from "../../layout/toastSlice";
import { useAppDispatch, useAppSelector } from "../../system/store/hooks";
import { DialogActions } from "../../ui/DialogActions";
import { FormNotice } from "../../ui/FormNotice";
import { AddListingsMutation } from "../listing/addListingsMutation";
import { CampaignChoicesQuery } from "./campaignChoicesQuery";
import { CampaignPageQuery } from "./campaignPageQuery";
import { addedToTargetsMessage, addListingsErrorMessage } from "./tourbookMessages";
import { clearSelection, selectTourbook, toggleAdditionalCampaign } from "./tourbookSlice";

type Named = { id: string; name: string };

export type AddToDialogProps = {
  isOpen: boolean;
  onClose: () => void;
  campaign: { id: string; surveys: Named[]; tours: Named[] };
  listingIds: string[];
  /** Brokers and admins add to surveys and tours; a client only to other campaigns of theirs. */
  canShortlist: boolean;
};

/**
 * Adds the selected listings to the campaign's surveys and tours and to the viewer's other campaigns
 * (spec section 4's selectedAdditionalCampaigns; addListings in section 7), with the spec's toasts.
 */
export function AddToDialog({ isOpen, onClose, campaign, listingIds, canShortlist }: AddToDialogProps) {
  const dispatch = useAppDispatch();
  const { selectedAdditionalCampaigns } = useAppSelector(selectTourbook);
  const [surveyIds, setSurveyIds] = useState<string[]>([]);
  const [tourIds, setTourIds] = useState<string[]>([]);
  const choices = useQuery(CampaignChoicesQuery, { skip: !isOpen, fetchPolicy: "cache-and-network" });
  const [add, { loading }] = useMutation(AddListingsMutation, {
    // Every campaign page being shown, whether its address named the campaign by id or by uuid.
    refetchQueries: [CampaignPageQuery],
  });
  const others = (choices.data?.campaigns.campaigns ?? []).filter((c) => c.id !== campaign.id);
  const campaignIds = selectedAdditionalCampaigns.filter((id) => others.some((c) => c.id === id));
  const chosen = campaignIds.length + surveyIds.length + tourIds.length;
  const count = listingIds.length;

  const flip = (ids: string[], id: string) => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]);

  async function submit() {
    try {
      await add({ variables: { listingIds, campaignIds, surveyIds, tourIds } });
    } catch {
      dispatch(showToast({ contents: addListingsErrorMessage(count), isError: true }));
      return;
    }
    const nameOf = (list: Named[], id: string) => list.find((x) => x.id === id)?.name ?? "";
    dispatch(
      showToast({
        contents: addedToTargetsMessage(count, {
          campaigns: campaignIds.map((id) => others.find((c) => c.id === id)?.displayName ?? ""),
          surveys: surveyIds.map((id) => nameOf(campaign.surveys, id)),
          tours: tourIds.map((id) => nameOf(campaign.tours, id)),
        }),
      }),
    );
    setSurveyIds([]);
    setTourIds([]);
    dispatch(clearSelection());
    onClose();
  }

  return (
    <Modal isOpen={isOpen} onClose={loading ? () => {} : onClose} title="Add to…" className="add-to-dialog">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (chosen > 0) void submit();
        }}
      >
        <p>
          {count} {count === 1 ? "listing" : "listings"} selected.
        </p>
        {canShortlist ? (
          <>
            <Choices
              legend="Surveys"
              empty="This campaign has no surveys yet."
              items={campaign.surveys}
              checked={surveyIds}
              onToggle={(id) => setSurveyIds(flip(surveyIds, id))}
            />
            <Choices
              legend="Tours"
              empty="This campaign has no tours yet."
              items={campaign.tours}
              checked={tourIds}
              onToggle={(id) => setTourIds(flip(tourIds, id))}
            />
          </>
        ) : null}
        {choices.error && !choices.data ? (
          <FormNotice tone="error">Your other campaigns could not be loaded.</FormNotice>
        ) : (
          <Choices
            legend="Other campaigns"
            empty={
              choices.loading && !choices.data ? "Loading your campaigns…" : "You have no other campaigns."
            }
            items={others.map((c) => ({
              id: c.id,
              name: c.client ? `${c.displayName} (${c.client.displayName})` : c.displayName,
            }))}
            checked={campaignIds}
            onToggle={(id) => dispatch(toggleAdditionalCampaign(id))}
          />
        )}
        <DialogActions
          onCancel={onClose}
          pending={loading}
          label={`Add ${count} ${count === 1 ? "listing" : "listings"}`}
          pendingLabel="Adding…"
          disabled={chosen === 0}
        />
      </form>
    </Modal>
  );
}

function Choices({
  legend,
  empty,
  items,
  checked,
  onToggle,
}: {
  legend: string;
  empty: string;
  items: Named[];
  checked: string[];
  onToggle: (id: string) => void;
}) {
  return (
    <fieldset className="add-to-dialog__group">
      <legend>{legend}</legend>
      {items.length === 0 ? (
        <p className="text-muted">{empty}</p>
      ) : (
        items.map((item) => (
          <label key={item.id} className="add-to-dialog__choice">
            <input type="checkbox" checked={checked.includes(item.id)} onChange={() => onToggle(item.id)} />
            <span>{item.name}</span>
          </label>
        ))
      )}
    </fieldset>
  );
}
