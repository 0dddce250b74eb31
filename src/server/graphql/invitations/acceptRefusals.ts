import { GraphQLError } from "graphql";
import type { AcceptOutcome } from "../../services/tourbook/invitations";
import type { GraphQLContext } from "../context";

export const refusal = (code: string, message: string) => new GraphQLError(message, { extensions: { code } });

export const INVITATION_NOT_FOUND_MESSAGE =
  "This invitation link is not valid. Check the link in your e-mail.";

/**
 * An accept's outcome as the API answers it: a refusal with its own code and sentence, or nothing
 * (accepted, or accepted by this viewer before), after which the viewer's new rights are visible to
 * the rest of the request.
 */
export function settleAccept(ctx: GraphQLContext, outcome: AcceptOutcome, invitationRowId: number): void {
  if (outcome === "expired") {
    throw refusal(
      "INVITATION_EXPIRED",
      "This invitation has expired. Ask the person who invited you to send a new one.",
    );
  }
  if (outcome === "used") {
    throw refusal("INVITATION_USED", "This invitation has already been used. Each invitation works once.");
  }
  if (outcome === "missing") throw refusal("INVITATION_NOT_FOUND", INVITATION_NOT_FOUND_MESSAGE);
  // The viewer's rights changed: later fields of this request must see them.
  ctx.loaders.campaignSubject.clearAll();
  ctx.loaders.surveySubject.clearAll();
  ctx.loaders.tourSubject.clearAll();
  ctx.loaders.summaryByUser.clearAll();
  ctx.log.info({ event: "invitation_accepted", invitationId: invitationRowId, outcome });
}
