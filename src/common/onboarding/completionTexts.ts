/* What the Results step says, with scripts and (from the server, issue 14) without them. */

export const COMPLETE_FAILURE = "We couldn't send your profile right now. Please try again in a moment.";
/** A visitor's address already has an account: they sign in and send the profile from it. */
export const ACCOUNT_EXISTS = "It looks like you already have an account.";

/**
 * What a person reads once their profile has gone to a broker: on the Results step with scripts, and
 * on their campaign page after the plain form's post without them (issue 14, the flash notice).
 */
export function completionNotice(
  campaign: { brokerName: string | null; created: boolean },
  unconfirmedEmail: string | null,
): string {
  return [
    campaign.brokerName
      ? `${campaign.brokerName}, your broker, has your profile and will be in touch about spaces to tour.`
      : "Your profile is in; a broker will be in touch about spaces to tour.",
    campaign.created
      ? " Your tourbook is ready for the spaces you save."
      : " Your tourbook's requirements are updated.",
    unconfirmedEmail ? ` We sent a link to ${unconfirmedEmail} to confirm your address.` : "",
  ].join("");
}
