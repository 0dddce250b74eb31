import { useState } from "react";
import { useAppDispatch } from "../../system/store/hooks";
import { ConfirmDialog } from "../../ui/ConfirmDialog";
import { NewSurveyDialog } from "../surveys/NewSurveyDialog";
import { NewTourDialog } from "../tours/NewTourDialog";
import { AddToDialog } from "./AddToDialog";
import type { CampaignPageData } from "./campaignPageQuery";
import { clearSelection } from "./tourbookSlice";
import { FORCE_QUESTION, REMOVE_QUESTION, useRemoveListings } from "./useRemoveListings";
import type { CampaignItem } from "./useStageGroups";

/**
 * The bar of what to do with the selected listings (add to another campaign, compare, a new survey or
 * tour, remove, clear), and the dialogs it opens. Shown while any listing of this campaign is selected.
 */
export function CampaignToolbar({
  campaign,
  selected,
  runsCampaigns,
  comparing,
  onCompare,
}: {
  campaign: CampaignPageData;
  selected: readonly CampaignItem[];
  /** A broker or an admin: surveys and tours. */
  runsCampaigns: boolean;
  comparing: boolean;
  onCompare: () => void;
}) {
  const dispatch = useAppDispatch();
  const [dialog, setDialog] = useState<"addTo" | "survey" | "tour" | null>(null);
  const removal = useRemoveListings(campaign.id);
  const close = () => setDialog(null);
  const campaignListingIds = selected.map((e) => e.campaignListingId);
  const any = selected.length > 0;
  return (
    <>
      {any ? (
        <section className="selection-bar" aria-label="Selected listings">
          <p className="selection-bar__count" role="status">
            {selected.length} selected
          </p>
          <div className="selection-bar__actions">
            <button type="button" className="btn btn--primary btn--small" onClick={() => setDialog("addTo")}>
              Add to…
            </button>
            {selected.length > 1 && !comparing ? (
              <button type="button" className="btn btn--small" onClick={onCompare}>
                Compare
              </button>
            ) : null}
            {runsCampaigns ? (
              <>
                <button type="button" className="btn btn--small" onClick={() => setDialog("survey")}>
                  New survey
                </button>
                <button type="button" className="btn btn--small" onClick={() => setDialog("tour")}>
                  New tour
                </button>
              </>
            ) : null}
            <button
              type="button"
              className="btn btn--danger btn--small"
              onClick={() =>
                removal.ask(
                  selected.map((e) => ({ campaignListingId: e.campaignListingId, listingId: e.listingId })),
                )
              }
            >
              Remove from campaign
            </button>
            <button type="button" className="btn btn--small" onClick={() => dispatch(clearSelection())}>
              Clear selection
            </button>
          </div>
        </section>
      ) : null}

      <AddToDialog
        isOpen={dialog === "addTo" && any}
        onClose={close}
        campaign={campaign}
        listingIds={selected.map((e) => e.listingId)}
        canShortlist={runsCampaigns}
      />

      {dialog === "survey" && any ? (
        <NewSurveyDialog
          isOpen
          onClose={close}
          campaignId={campaign.id}
          defaultName={`${campaign.displayName} shortlist`}
          campaignListingIds={campaignListingIds}
        />
      ) : null}

      {dialog === "tour" && any ? (
        <NewTourDialog
          onClose={close}
          campaignId={campaign.id}
          defaultName={`${campaign.displayName} tour`}
          campaignListingIds={campaignListingIds}
        />
      ) : null}

      <ConfirmDialog
        isOpen={removal.step !== "idle"}
        title={removal.step === "force" ? "Also in surveys or tours" : "Remove listings"}
        message={removal.step === "force" ? FORCE_QUESTION : REMOVE_QUESTION}
        confirmLabel={removal.step === "force" ? "Delete" : "Remove"}
        busy={removal.busy}
        onConfirm={() => void removal.confirm()}
        onCancel={removal.cancel}
      />
    </>
  );
}
