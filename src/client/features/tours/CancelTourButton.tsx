import { useMutation } from "@apollo/client/react";
import { useState } from "react";
import { showToast } from "../../layout/toastSlice";
import { useAppDispatch } from "../../system/store/hooks";
import { ConfirmDialog } from "../../ui/ConfirmDialog";
import { mailNoticeMessage } from "../tourbook/mailNoticeMessage";
import { CancelTourMutation } from "./tourPageQuery";

export const TOUR_CANCELLED = "Tour cancelled.";

/**
 * "Cancel tour" on a scheduled tour, after a confirmation: the client and the tour's invitees get an
 * e-mail whose calendar update removes the event, and the tour is the broker's draft again (to
 * reschedule, which sends a new invitation).
 */
export function CancelTourButton({ tourId, tourName }: { tourId: string; tourName: string }) {
  const dispatch = useAppDispatch();
  const [asking, setAsking] = useState(false);
  const [cancel, { loading }] = useMutation(CancelTourMutation);
  const confirm = async () => {
    try {
      const { data } = await cancel({ variables: { tourId } });
      setAsking(false);
      const notice = data?.cancelTour.mailNotice;
      dispatch(
        showToast({ contents: mailNoticeMessage(TOUR_CANCELLED, notice, "a calendar update removing it") }),
      );
    } catch {
      // The spec's default failure notice; the dialog stays open to try again.
      dispatch(showToast({ isError: true }));
    }
  };
  return (
    <>
      <button type="button" className="btn btn--danger-outline" onClick={() => setAsking(true)}>
        Cancel tour
      </button>
      <ConfirmDialog
        isOpen={asking}
        title="Cancel this tour?"
        message={`“${tourName}” is taken out of your client's calendar and they get an e-mail saying so. The tour stays here as a draft you can schedule again.`}
        confirmLabel="Cancel tour"
        busy={loading}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
