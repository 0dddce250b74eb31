import { formatInstant } from "../../../common/format/instants";
import type { MailStatus } from "../../gql/graphql";

/** Issue 25's delivery states, as the mail screens and the campaign page word them. */
export const MAIL_STATUS_LABELS: Record<MailStatus, string> = {
  QUEUED: "Queued",
  SENT: "Sent",
  RETRYING: "Retrying",
  FAILED: "Failed",
};

export const MAIL_STATUSES = Object.keys(MAIL_STATUS_LABELS) as MailStatus[];

/** "Failed: 550 mailbox unavailable", "Retrying (2 tries): connection refused", "Sent". */
export function mailStatusText(m: { status: MailStatus; error?: string | null; attempts?: number }): string {
  const label = MAIL_STATUS_LABELS[m.status];
  const tries =
    m.status === "RETRYING" && m.attempts ? ` (${m.attempts} ${m.attempts === 1 ? "try" : "tries"})` : "";
  return m.error && m.status !== "SENT" ? `${label}${tries}: ${m.error}` : `${label}${tries}`;
}

/**
 * A time as text, in UTC and saying so: the server renders these screens too, and a string formatted
 * in the browser's own zone would differ from the server's (React error #418). Screens that can use a
 * component use ui/LocalTime, which switches to the viewer's zone after hydration.
 */
export const mailTime = (value: unknown) => formatInstant(value, "UTC");
