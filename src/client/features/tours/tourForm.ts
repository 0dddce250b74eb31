import {
  meetingPoint,
  STOP_DURATION_DEFAULT,
  STOP_TIME_MISSING,
  stopDuration,
  stopNotes,
  stopTime,
  TOUR_DATE_MISSING,
  TOUR_DATE_PAST,
  tourDate,
  tourNotes,
} from "../../../common/tourbook/tourRules";
import type { FormRules } from "../../ui/form/useForm";
import type { TourPageData } from "./tourPageQuery";

/**
 * The broker's tour form, as plain data: one flat set of values (the form kit's shape) with each
 * stop's fields keyed by the stop's id, so moving a stop moves nothing but the order.
 */
export type TourFormValues = Record<string, string>;

export type TourIntent = "save" | "schedule";

export const stopField = (field: "time" | "duration" | "notes", stopId: string) => `${field}-${stopId}`;

export function initialTourValues(tour: TourPageData): TourFormValues {
  const values: TourFormValues = {
    date: tour.date ?? "",
    meetingPoint: tour.meetingPoint ?? "",
    notes: tour.notes ?? "",
  };
  for (const stop of tour.stops) {
    values[stopField("time", stop.id)] = stop.startTime ?? "";
    values[stopField("duration", stop.id)] = String(stop.durationMinutes ?? STOP_DURATION_DEFAULT);
    values[stopField("notes", stop.id)] = stop.notes ?? "";
  }
  return values;
}

/**
 * The shared rules per field. Scheduling (and saving a scheduled tour) also needs a day that is not
 * past on the tour's calendar (`today`) and a time for every stop; a scheduled tour's day that is
 * not being changed may be past (a note after the tour).
 */
export function tourFormRules(
  stopIds: readonly string[],
  options: { strict: boolean; today: string; savedDate: string | null },
): FormRules<TourFormValues> {
  const rules: FormRules<TourFormValues> = {
    date: (v) => {
      const problem = tourDate(v);
      if (problem || !options.strict) return problem;
      if (!v) return TOUR_DATE_MISSING;
      return v < options.today && v !== options.savedDate ? TOUR_DATE_PAST : null;
    },
    meetingPoint: (v) => meetingPoint(v),
    notes: (v) => tourNotes(v),
  };
  for (const id of stopIds) {
    rules[stopField("time", id)] = (v) => stopTime(v) ?? (options.strict && !v ? STOP_TIME_MISSING : null);
    rules[stopField("duration", id)] = (v) => stopDuration(v);
    rules[stopField("notes", id)] = (v) => stopNotes(v);
  }
  return rules;
}

/** The updateTour input for the values, with the stops in `order`. */
export function updateTourInput(tourId: string, values: TourFormValues, order: readonly string[]) {
  return {
    tourId,
    date: values.date || null,
    meetingPoint: values.meetingPoint.trim(),
    notes: values.notes.trim(),
    stops: order.map((id) => ({
      id,
      startTime: values[stopField("time", id)] || null,
      durationMinutes: Number(values[stopField("duration", id)]),
      notes: values[stopField("notes", id)].trim(),
    })),
  };
}

/** The order with one stop moved a place up (-1) or down (+1); unchanged at either end. */
export function moveStop(order: readonly string[], id: string, delta: -1 | 1): string[] {
  const from = order.indexOf(id);
  const to = from + delta;
  if (from < 0 || to < 0 || to >= order.length) return [...order];
  const next = [...order];
  [next[from], next[to]] = [next[to], next[from]];
  return next;
}
