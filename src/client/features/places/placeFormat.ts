import {
  FLOOR_TYPE_LABELS,
  LEASE_TERM_LABELS,
  LEASE_TYPE_LABELS,
  LISTING_STATUS_LABELS,
  PRICE_UNIT_LABELS,
  QUALITY_LABELS,
  YES_NO_PARTIALLY_LABELS,
} from "../../../common/enums";
import { formatUtcDate } from "../../../common/format/dates";
import { titleCase } from "../../../common/format/titleCase";
import { formatMonthly, formatYearlyPsf } from "../listingCard/listingFormat";

/*
 * How listing and building facts read on their pages. Pure functions, so the server render and the
 * browser agree to the character (a mismatch would break hydration).
 */

/** The label of an enumeration value; a value the map does not know is title-cased rather than hidden. */
export function enumLabel(
  labels: Readonly<Record<string, string>>,
  value: string | null | undefined,
): string | null {
  if (!value) return null;
  return labels[value] ?? titleCase(value);
}

export const leaseTermLabel = (value: string | null | undefined) => enumLabel(LEASE_TERM_LABELS, value);
export const leaseTypeLabel = (value: string | null | undefined) => enumLabel(LEASE_TYPE_LABELS, value);
export const statusLabel = (value: string | null | undefined) => enumLabel(LISTING_STATUS_LABELS, value);
export const floorMaterialLabel = (value: string | null | undefined) => enumLabel(FLOOR_TYPE_LABELS, value);
export const priceModelLabel = (value: string | null | undefined) => enumLabel(PRICE_UNIT_LABELS, value);

/** Natural light on the quality scale; NONE reads as a fact, not as "None" of something unknown. */
export function naturalLightLabel(value: string | null | undefined): string | null {
  if (value === "NONE") return "No natural light";
  return enumLabel(QUALITY_LABELS, value);
}

/** Furnished and services included (spec "Enumeration B"). UNKNOWN tells a renter nothing, so it is left out. */
export function yesNoLabel(value: string | null | undefined): string | null {
  if (!value || value === "UNKNOWN") return null;
  return enumLabel(YES_NO_PARTIALLY_LABELS, value);
}

export function booleanLabel(value: boolean | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return value ? "Yes" : "No";
}

/** "$65 /SF/yr" as on the search cards; null when there is no price. */
export function psfLabel(psf: number | null | undefined): string | null {
  return psf === null || psf === undefined || !Number.isFinite(psf) ? null : formatYearlyPsf(psf);
}

/** "$12,500 /mo" as on the search cards; null when there is no price. */
export function monthlyLabel(monthly: number | null | undefined): string | null {
  return monthly === null || monthly === undefined || !Number.isFinite(monthly)
    ? null
    : formatMonthly(monthly);
}

/** A calendar date ("2025-03-01") or a date-time, as "Mar 1, 2025"; unparsable input comes back as is. */
export function formatDate(value: string): string {
  const date = new Date(value.length === 10 ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? value : formatUtcDate(date);
}

/** Free text with blank lines between paragraphs, as paragraphs. */
export function paragraphs(text: string | null | undefined): string[] {
  if (!text) return [];
  return text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean);
}

/** What kind of space a listing is, for titles: "office", "retail space", "industrial space". */
export function propertyTypeNoun(propertyType: string | null | undefined): string {
  switch (propertyType) {
    case "RETAIL":
      return "retail space";
    case "INDUSTRIAL":
      return "industrial space";
    default:
      return "office";
  }
}
