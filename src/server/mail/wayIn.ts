import { pathFor } from "../../common/routes/matchRoute";
import type { Layout } from "./renderEmail";

type Action = Layout["action"];

/**
 * A survey or tour mail to someone invited to the campaign who has not joined yet (issue 25): the
 * page it would link to is closed to them, so its button is their campaign invitation's link, and
 * a paragraph says what accepting it opens. For everyone else the mail is unchanged.
 */
export function wayIn(
  baseUrl: string,
  invitationUuid: string | null | undefined,
  action: Action,
  what: string,
): { action: Action; paragraphs: string[] } {
  if (!invitationUuid) return { action, paragraphs: [] };
  return {
    action: {
      label: "Accept the invitation",
      url: baseUrl + pathFor("invitation", { invitationId: invitationUuid }),
    },
    paragraphs: [
      `To open ${what}, accept your broker's invitation with this e-mail address: create your account (or sign in) and it is in your tourbook, with everything your broker sent you.`,
    ],
  };
}
