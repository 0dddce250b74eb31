import { TOUR_STATE_LABELS, type TourState } from "../../../common/tourbook/tourState";

/** A tour's state as a pill: Draft, Scheduled, or Completed once its day has passed (issue 25). */
export function TourStatus({ state }: { state: TourState }) {
  return (
    <span className={`tour-status tour-status--${state.toLowerCase()}`}>{TOUR_STATE_LABELS[state]}</span>
  );
}
