import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { useMutation } from "@apollo/client/react";
import { useEffect, useRef, useState } from "react";
import { todayIn } from "../../../common/tourbook/timeZones";
import { dayInWords } from "../../../common/tourbook/tourFormat";
import {
  STOP_DURATION_DEFAULT,
  STOP_DURATION_MAX,
  STOP_NOTES_MAX,
  TOUR_MEETING_POINT_MAX,
  TOUR_NOTES_MAX,
} from "../../../common/tourbook/tourRules";
import { retimedStops, stopTimeWarnings } from "../../../common/tourbook/tourTimes";
import { showToast } from "../../layout/toastSlice";
import { useAppDispatch } from "../../system/store/hooks";
import { ConfirmDialog } from "../../ui/ConfirmDialog";
import { Form } from "../../ui/form/Form";
import { NumberField } from "../../ui/form/NumberField";
import { useForm } from "../../ui/form/useForm";
import { TextAreaField } from "../../ui/TextAreaField";
import { TextField } from "../../ui/TextField";
import { listingTitle } from "../listingCard/listingFormat";
import { mailNoticeMessage } from "../tourbook/mailNoticeMessage";
import { CancelTourButton } from "./CancelTourButton";
import { TourStopCard } from "./TourStopCard";
import {
  initialTourValues,
  moveStop,
  stopField,
  type TourFormValues,
  type TourIntent,
  tourFormRules,
  updateTourInput,
} from "./tourForm";
import { ScheduleTourMutation, type TourPageData, UpdateTourMutation } from "./tourPageQuery";

/** Spec section 8's notices. */
const CHANGES_SAVED = "Changes saved!";
const SAVE_FAILED = "Saving failed, please try again later.";
export const TOUR_SCHEDULED = "Tour scheduled.";

const moveButtonId = (stopId: string, delta: -1 | 1) => `move-${delta === 1 ? "down" : "up"}-${stopId}`;

/**
 * The broker's itinerary: the day, the meeting point and notes, each stop's time, length and note,
 * and the order (Move up / Move down, announced). A draft is saved or scheduled; a scheduled tour's
 * changes are saved (the client hears of a new day or new times by e-mail). A failed save keeps
 * everything typed.
 */
export function TourEditor({ tour }: { tour: TourPageData }) {
  const dispatch = useAppDispatch();
  const [order, setOrder] = useState(() => tour.stops.map((s) => s.id));
  const [announcement, setAnnouncement] = useState("");
  const [moved, setMoved] = useState<{ id: string; delta: -1 | 1 } | null>(null);
  const intent = useRef<TourIntent>("save");
  const [confirming, setConfirming] = useState<TourFormValues | null>(null);
  const [schedulingNow, setSchedulingNow] = useState(false);
  const [update] = useMutation(UpdateTourMutation);
  const [schedule] = useMutation(ScheduleTourMutation);
  const scheduled = tour.scheduledAt !== null;
  const byId = new Map(tour.stops.map((s) => [s.id, s]));
  const form = useForm<TourFormValues>({
    initialValues: initialTourValues(tour),
    rules: tourFormRules(order, {
      // Read when the form validates, after the button that submits it set the intent.
      get strict() {
        return scheduled || intent.current === "schedule";
      },
      today: todayIn(tour.timeZone),
      savedDate: scheduled ? tour.date : null,
    }),
    onSubmit: async (values, api) => {
      // Scheduling e-mails the client a calendar invitation: asked first, as "Cancel tour" is (issue 25).
      if (intent.current === "schedule" && !scheduled) setConfirming(values);
      else await persist(values, api.setFormError);
    },
  });

  /** Saves the values and, when asked to, schedules the tour; a failure is said on the form. */
  async function persist(values: TourFormValues, setFormError: (message: string | null) => void) {
    try {
      const saved = await update({ variables: { input: updateTourInput(tour.id, values, order) } });
      if (intent.current === "schedule" && !scheduled) {
        const { data } = await schedule({ variables: { tourId: tour.id } });
        const notice = data?.scheduleTour.mailNotice;
        dispatch(showToast({ contents: mailNoticeMessage(TOUR_SCHEDULED, notice, "a calendar invitation") }));
      } else {
        // A scheduled tour's new day or times were e-mailed: say to whom.
        const notice = saved.data?.updateTour.mailNotice;
        const contents = notice
          ? mailNoticeMessage(CHANGES_SAVED, notice, "the updated calendar event")
          : CHANGES_SAVED;
        dispatch(showToast({ contents }));
      }
    } catch (error) {
      const refused = CombinedGraphQLErrors.is(error) ? error.errors[0] : null;
      setFormError(refused?.extensions?.code === "BAD_USER_INPUT" ? refused.message : SAVE_FAILED);
    }
  }

  async function confirmSchedule() {
    if (!confirming) return;
    setSchedulingNow(true);
    await persist(confirming, form.setFormError);
    setSchedulingNow(false);
    setConfirming(null);
  }

  // A moved stop's button keeps focus (or its twin, once the stop reached an end).
  useEffect(() => {
    if (!moved) return;
    const same = document.getElementById(moveButtonId(moved.id, moved.delta));
    const twin = document.getElementById(moveButtonId(moved.id, moved.delta === 1 ? -1 : 1));
    (same instanceof HTMLButtonElement && !same.disabled ? same : twin)?.focus();
  }, [moved]);

  const timedStops = (ids: readonly string[]) =>
    ids.map((id) => ({
      startTime: form.values[stopField("time", id)] || null,
      durationMinutes: Number(form.values[stopField("duration", id)]) || STOP_DURATION_DEFAULT,
    }));
  const warnings = stopTimeWarnings(timedStops(order));

  function move(id: string, delta: -1 | 1) {
    const next = moveStop(order, id, delta);
    setOrder(next);
    // Each stop starts when the one before it ends, from the tour's start (decisions.md, issue 25).
    const times = retimedStops(timedStops(next));
    next.forEach((stopId, i) => {
      const time = times[i];
      if (time) form.setValue(stopField("time", stopId), time);
    });
    setMoved({ id, delta });
    const stop = byId.get(id);
    const place = next.indexOf(id) + 1;
    setAnnouncement(`${stop ? listingTitle(stop.listing) : "Stop"} is now stop ${place} of ${next.length}.`);
  }

  const field = form.field;
  return (
    <Form form={form} className="tour-editor" aria-label="Tour plan">
      <div className="tour-editor__header">
        <TextField {...field("date")} type="date" label="Day" autoComplete="off" optional={!scheduled} />
        <TextField
          {...field("meetingPoint")}
          label="Meeting point"
          autoComplete="off"
          optional
          maxLength={TOUR_MEETING_POINT_MAX}
        />
        <TextAreaField
          {...field("notes")}
          label="Notes for your client"
          optional
          rows={3}
          maxLength={TOUR_NOTES_MAX}
        />
      </div>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      <ol className="tour-page__stops">
        {order.map((id, index) => {
          const stop = byId.get(id);
          if (!stop) return null;
          const title = listingTitle(stop.listing);
          return (
            <li key={id} className="tour-page__stop">
              <TourStopCard
                stop={{
                  ...stop,
                  startTime: form.values[stopField("time", id)] || null,
                  durationMinutes: Number(form.values[stopField("duration", id)]) || stop.durationMinutes,
                  notes: null,
                }}
                number={index + 1}
                headingLevel={2}
              />
              <fieldset className="tour-editor__stop">
                <legend className="visually-hidden">
                  Stop {index + 1}: {title}
                </legend>
                <div className="tour-editor__times">
                  <TextField
                    {...field(stopField("time", id))}
                    type="time"
                    label="Arrival"
                    autoComplete="off"
                    hint={
                      warnings[index] ? (
                        <span className="tour-editor__warning">Check the time: {warnings[index]}</span>
                      ) : undefined
                    }
                  />
                  <NumberField
                    {...field(stopField("duration", id))}
                    label="Minutes"
                    maxLength={String(STOP_DURATION_MAX).length}
                  />
                </div>
                <TextAreaField
                  {...field(stopField("notes", id))}
                  label="Note for this stop"
                  optional
                  rows={2}
                  maxLength={STOP_NOTES_MAX}
                />
                <div className="tour-editor__move">
                  <button
                    type="button"
                    id={moveButtonId(id, -1)}
                    className="btn btn--small"
                    disabled={index === 0}
                    onClick={() => move(id, -1)}
                  >
                    Move up<span className="visually-hidden">: {title}</span>
                  </button>
                  <button
                    type="button"
                    id={moveButtonId(id, 1)}
                    className="btn btn--small"
                    disabled={index === order.length - 1}
                    onClick={() => move(id, 1)}
                  >
                    Move down<span className="visually-hidden">: {title}</span>
                  </button>
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <div className="tour-editor__actions">
        {scheduled ? (
          <>
            <button
              type="submit"
              className="btn btn--primary"
              disabled={form.pending}
              onClick={() => {
                intent.current = "save";
              }}
            >
              {form.pending ? "Saving…" : "Save changes"}
            </button>
            <CancelTourButton tourId={tour.id} tourName={tour.name} />
          </>
        ) : (
          <>
            <button
              type="submit"
              className="btn btn--primary"
              disabled={form.pending}
              onClick={() => {
                intent.current = "schedule";
              }}
            >
              {(form.pending && intent.current === "schedule") || schedulingNow
                ? "Scheduling…"
                : "Schedule tour"}
            </button>
            <button
              type="submit"
              className="btn"
              disabled={form.pending}
              onClick={() => {
                intent.current = "save";
              }}
            >
              Save draft
            </button>
          </>
        )}
      </div>
      <ConfirmDialog
        isOpen={confirming !== null}
        title="Schedule this tour?"
        message={`Your client gets an e-mail with a calendar invitation to “${tour.name}”${
          confirming?.date ? ` on ${dayInWords(confirming.date)}` : ""
        }. Changes after that are e-mailed to them too.`}
        confirmLabel="Schedule tour"
        tone="primary"
        busy={schedulingNow}
        onConfirm={() => void confirmSchedule()}
        onCancel={() => setConfirming(null)}
      />
    </Form>
  );
}
