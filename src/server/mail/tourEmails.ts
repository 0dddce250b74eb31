import { pathFor } from "../../common/routes/matchRoute";
import { site } from "../../common/site";
import { clockTime, dayInWords, zoneLabel } from "../../common/tourbook/tourFormat";
import { type RenderedEmail, render } from "./renderEmail";
import { wayIn } from "./wayIn";

export type TourMailRef = {
  uuid: string;
  name: string;
  date: string | null;
  timeZone: string;
  meetingPoint: string | null;
  stopCount: number;
  /** The first stop's "HH:MM", when it has one. */
  firstTime: string | null;
};

export const tourUrl = (baseUrl: string, tour: { uuid: string }) =>
  baseUrl + pathFor("tourbookTour", { tourId: tour.uuid });

function when(tour: TourMailRef): string {
  const day = tour.date ? dayInWords(tour.date) : "a day to be confirmed";
  const start = tour.firstTime
    ? `, starting at ${clockTime(tour.firstTime)} (${zoneLabel(tour.timeZone)})`
    : "";
  return `${day}${start}`;
}

const senderOf = (brokerName: string | null) => brokerName ?? `Your ${site.name} broker`;
const TOUR_FOOTNOTE = "You get this e-mail because your broker scheduled a tour in your tourbook.";

const spaces = (n: number) => `${n} ${n === 1 ? "space" : "spaces"}`;
const meet = (tour: TourMailRef) => (tour.meetingPoint ? [`Meet at ${tour.meetingPoint}.`] : []);

const itineraryAction = (baseUrl: string, tour: TourMailRef) => ({
  label: "See the itinerary",
  url: tourUrl(baseUrl, tour),
});

/** To the campaign's client (and the tour's invitees) when the broker schedules a tour. */
export function tourScheduledEmail(
  baseUrl: string,
  brokerName: string | null,
  tour: TourMailRef,
  invitationUuid: string | null = null,
): RenderedEmail {
  const from = senderOf(brokerName);
  const way = wayIn(baseUrl, invitationUuid, itineraryAction(baseUrl, tour), "the itinerary");
  return render({
    subject: `${from} scheduled a tour: ${tour.name}`,
    heading: `${from} scheduled a tour`,
    paragraphs: [
      `“${tour.name}” visits ${spaces(tour.stopCount)} on ${when(tour)}.`,
      ...meet(tour),
      "The attached calendar event (tour.ics) adds the tour to your calendar. The itinerary, with each stop's time and a map, is on the tour's page.",
      ...way.paragraphs,
    ],
    action: way.action,
    footnote: TOUR_FOOTNOTE,
  });
}

/** To the same people when a scheduled tour's day, meeting point or stops change. */
export function tourChangedEmail(
  baseUrl: string,
  brokerName: string | null,
  tour: TourMailRef,
  invitationUuid: string | null = null,
): RenderedEmail {
  const from = senderOf(brokerName);
  const way = wayIn(baseUrl, invitationUuid, itineraryAction(baseUrl, tour), "the itinerary");
  return render({
    subject: `Tour changed: ${tour.name}`,
    heading: `${from} changed your tour`,
    paragraphs: [
      `“${tour.name}” now visits ${spaces(tour.stopCount)} on ${when(tour)}.`,
      ...meet(tour),
      "The attached calendar event (tour.ics) updates the one already in your calendar. Check the tour's page for each stop's new time.",
      ...way.paragraphs,
    ],
    action: way.action,
    footnote: TOUR_FOOTNOTE,
  });
}

/** To the same people when the broker cancels a scheduled tour; the attached CANCEL removes the event. */
export function tourCancelledEmail(
  baseUrl: string,
  brokerName: string | null,
  tour: TourMailRef,
  invitationUuid: string | null = null,
): RenderedEmail {
  const from = senderOf(brokerName);
  return render({
    subject: `Tour cancelled: ${tour.name}`,
    heading: `${from} cancelled your tour`,
    paragraphs: [
      `“${tour.name}” on ${when(tour)} will not take place.`,
      "The attached calendar update (tour.ics) removes the tour from your calendar. Your broker will send a new invitation if the tour is rescheduled.",
    ],
    action: wayIn(
      baseUrl,
      invitationUuid,
      { label: "Open your tourbook", url: baseUrl + pathFor("tourbook", { campaigns: "campaigns" }) },
      "your tourbook",
    ).action,
    footnote: "You get this e-mail because your broker had scheduled a tour in your tourbook.",
  });
}
