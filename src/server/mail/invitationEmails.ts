import { formatUtcLongDate } from "../../common/format/dates";
import { pathFor } from "../../common/routes/matchRoute";
import { site } from "../../common/site";
import { type RenderedEmail, render } from "./renderEmail";

type Broker = { name: string | null; companyName: string | null };

const from = (broker: Broker) => broker.name ?? `Your ${site.name} broker`;

/**
 * To a new client their broker started a campaign for: the link is the invitation's own address
 * (/invitation/{uuid}), which asks them to sign in or create an account with this address.
 */
export function campaignInvitationEmail(
  baseUrl: string,
  broker: Broker,
  invitation: { uuid: string; firstName: string | null; expiresAt: Date },
): RenderedEmail {
  const who = from(broker);
  const until = formatUtcLongDate(invitation.expiresAt);
  return render({
    subject: `${who} invited you to plan your office search on ${site.name}`,
    heading: invitation.firstName
      ? `${invitation.firstName}, your tourbook is ready`
      : "Your tourbook is ready",
    paragraphs: [
      `${who} started a campaign for your search on ${site.name}: the spaces they suggest, your saved listings, surveys and tours, in one place.`,
      `Create your account with this e-mail address (or sign in, if you have one) to open it. The invitation is valid until ${until}.`,
    ],
    action: {
      label: "Accept the invitation",
      url: baseUrl + pathFor("invitation", { invitationId: invitation.uuid }),
    },
    footnote:
      "You get this e-mail because a broker entered your address. If you did not expect it, ignore it.",
  });
}

/** To an existing user who became the client of a campaign their broker started. */
export function campaignStartedEmail(
  baseUrl: string,
  broker: Broker,
  campaign: { uuid: string; displayName: string },
): RenderedEmail {
  const who = from(broker);
  return render({
    subject: `${who} started a campaign for you: ${campaign.displayName}`,
    heading: "Your broker started a campaign",
    paragraphs: [
      `${who} started “${campaign.displayName}” in your tourbook. The spaces they suggest, surveys and tours will appear there.`,
    ],
    action: {
      label: "Open the campaign",
      url: baseUrl + pathFor("tourbook", { campaigns: "campaigns", campaignId: campaign.uuid }),
    },
    footnote: "You get this e-mail because a broker started a campaign with your address.",
  });
}
