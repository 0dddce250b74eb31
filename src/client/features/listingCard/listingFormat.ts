import type { PriceUnit } from "../../../common/enums";
import { formatUtcDate, isoDay } from "../../../common/format/dates";
import { formatCurrency, formatThousands } from "../../../common/format/numbers";
import type { ListingCardData } from "./listingCardFields";

/** "$65 /SF/yr", "$65.50 /SF/yr" (cents only when there are some). */
export function formatYearlyPsf(value: number): string {
  return `${formatCurrency(value, { cents: !Number.isInteger(Math.round(value * 100) / 100) })} /SF/yr`;
}

/** "$12,500 /mo" (whole dollars). */
export function formatMonthly(value: number): string {
  return `${formatCurrency(Math.round(value))} /mo`;
}

/** The card's price in the chosen unit, or null when the listing has no price in it. */
export function listingPrice(
  listing: Pick<ListingCardData, "psf" | "monthlyPrice">,
  unit: PriceUnit,
): string | null {
  if (unit === "PER_MONTH") return listing.monthlyPrice == null ? null : formatMonthly(listing.monthlyPrice);
  return listing.psf == null ? null : formatYearlyPsf(listing.psf);
}

/** Today as YYYY-MM-DD in UTC, which is how dateAvailable is compared. */
export function todayIso(now: Date = new Date()): string {
  return isoDay(now);
}

/**
 * "Available now" for a date today or earlier, and for no date at all (the listing is on the market
 * and nobody gave a later date); otherwise "Available Mar 1, 2026". Dates are formatted in UTC so
 * server and browser print the same text.
 */
export function availabilityLabel(dateAvailable: string | null, today: string = todayIso()): string {
  if (!dateAvailable || !/^\d{4}-\d{2}-\d{2}/.test(dateAvailable)) return "Available now";
  const day = dateAvailable.slice(0, 10);
  if (day <= today) return "Available now";
  return `Available ${formatUtcDate(new Date(`${day}T00:00:00Z`))}`;
}

/** The building's name when it has one, else its street address. */
export function listingTitle(listing: Pick<ListingCardData, "address" | "building">): string {
  return listing.building.propertyName || listing.building.address || listing.address;
}

export function squareFeetLabel(squareFeet: number): string {
  return `${formatThousands(squareFeet)} SF`;
}

export function seatsLabel(maxOccupancy: number | null): string | null {
  if (maxOccupancy == null || maxOccupancy <= 0) return null;
  return `${formatThousands(maxOccupancy)} ${maxOccupancy === 1 ? "seat" : "seats"}`;
}

/** "1,520 spaces", "1 space"; "1,000+ spaces" when the count is a search's cap (not exact). */
export function spacesLabel(count: number, exact = true): string {
  return `${formatThousands(count)}${exact ? "" : "+"} ${count === 1 && exact ? "space" : "spaces"}`;
}
