import {
  CONTACT_TYPE_LABELS,
  type ContactType,
  LISTING_STATUS_LABELS,
  type ListingStatus,
} from "../../../common/enums";
import { formatUtcDate } from "../../../common/format/dates";

export const statusLabel = (status: string) => LISTING_STATUS_LABELS[status as ListingStatus] ?? status;

/** "Immediately" for no date, else "Jan 5, 2027" (a calendar day, not an instant). */
export function availableLabel(date: string | null | undefined): string {
  if (!date) return "Immediately";
  const [y, m, d] = date.split("-").map(Number);
  return formatUtcDate(new Date(Date.UTC(y, m - 1, d)));
}

/** "3 Available · 1 Vetting" */
export function countsLabel(counts: readonly { status: string; count: number }[]): string {
  return counts.length === 0
    ? "No listings"
    : counts.map((c) => `${c.count} ${statusLabel(c.status)}`).join(" · ");
}

export const contactTypeLabel = (type: string | null | undefined) =>
  type ? (CONTACT_TYPE_LABELS[type as ContactType] ?? type) : "—";
