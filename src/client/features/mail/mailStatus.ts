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

/** A time as the viewer's own clock shows it (the mail screens render in the browser only). */
export const mailTime = (value: unknown) =>
  new Date(String(value)).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short" });
