/** Who a survey or tour action e-mailed, as the mutation answers it (issue 25). */
export type MailNoticeData = {
  recipients: readonly { email: string; name?: string | null; invited: boolean }[];
  nobodyReason?: string | null;
};

function namesList(names: string[]): string {
  return names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}

const person = (r: MailNoticeData["recipients"][number]) => (r.name ? `${r.name} (${r.email})` : r.email);

/**
 * A toast that says exactly who was e-mailed, never more (issue 25): "Survey sent. E-mailed Pat
 * Prospect (pat@acme.example), with their invitation to join: they have no account on the
 * campaign yet." or "Survey sent. Nobody was e-mailed: the campaign has no client yet."
 * `what` says what the mail held ("a calendar invitation"); `done` is the action's own sentence.
 */
export function mailNoticeMessage(
  done: string,
  notice: MailNoticeData | null | undefined,
  what?: string,
): string {
  if (!notice) return `${done} Nobody was e-mailed.`;
  if (notice.recipients.length === 0) {
    const reason = notice.nobodyReason ?? "";
    return `${done} Nobody was e-mailed${reason ? `: ${reason[0].toLowerCase()}${reason.slice(1)}` : "."}`;
  }
  const invited = notice.recipients.filter((r) => r.invited);
  const sent = `${done} E-mailed ${what ? `${what} to ` : ""}${namesList(notice.recipients.map(person))}.`;
  if (invited.length === 0) return sent;
  const them =
    invited.length === 1 && notice.recipients.length === 1
      ? "Their"
      : `${namesList(invited.map((r) => r.email))}'s`;
  return `${sent} ${them} e-mail carries the invitation to join the campaign, which they have not accepted yet.`;
}
