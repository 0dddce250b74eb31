import { clockTime } from "../../../common/tourbook/tourFormat";
import { minutesOf } from "../../../common/tourbook/tourRules";
import { Link } from "../../system/router/router";
import { formatMonthly, formatYearlyPsf, listingTitle, squareFeetLabel } from "../listingCard/listingFormat";
import type { TourStopData } from "./tourPageQuery";

/** "10:00 AM – 10:30 AM", or null for a stop without a time yet. */
export function visitTimes(startTime: string | null, durationMinutes: number): string | null {
  const start = startTime ? minutesOf(startTime) : null;
  return start === null ? null : `${clockTime(start)} – ${clockTime(start + durationMinutes)}`;
}

/** One stop as the itinerary shows it: its number, arrival, the space and the broker's note. */
export function TourStopCard({
  stop,
  number,
  headingLevel,
}: {
  stop: TourStopData;
  number: number;
  headingLevel: 2 | 3;
}) {
  const listing = stop.listing;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const times = visitTimes(stop.startTime, stop.durationMinutes);
  const facts = [
    squareFeetLabel(listing.squareFeet),
    listing.psf != null ? formatYearlyPsf(listing.psf) : null,
    listing.monthlyPrice != null ? formatMonthly(listing.monthlyPrice) : null,
  ].filter(Boolean);
  return (
    <div className="tour-stop">
      <span className="tour-stop__number" aria-hidden="true">
        {number}
      </span>
      <div className="tour-stop__body">
        <p className="tour-stop__time">
          <span className="visually-hidden">Stop {number}: </span>
          {times ?? "Time to be confirmed"}
        </p>
        <Heading className="tour-stop__title">
          <Link to={listing.path}>{listingTitle(listing)}</Link>
        </Heading>
        <p className="tour-stop__address">
          {[listing.address, listing.floorAndSuite].filter(Boolean).join(", ")}
        </p>
        <p className="tour-stop__facts">
          {facts.join(" · ")}
          {listing.priceIsEstimated && facts.length > 1 ? " (estimated)" : ""}
        </p>
        {stop.notes ? <p className="tour-stop__notes">{stop.notes}</p> : null}
      </div>
    </div>
  );
}
