import { z } from "zod";
import { joinSurveyPolicy } from "../../policies/campaignPolicy";
import { can } from "../../policies/can";
import {
  acceptInvitation,
  invitationSubject,
  pendingSurveyInvitationFor,
} from "../../services/tourbook/invitations";
import { findPublicSurvey, type PublicSurvey } from "../../services/tourbook/publicSurvey";
import type { GraphQLContext } from "../context";
import { guarded, type SignedInContext } from "../guard";
import { parseArgs } from "../validate";
import { refusal, settleAccept } from "./acceptRefusals";

export const EMAIL_NOT_CONFIRMED_MESSAGE =
  "Confirm your e-mail address first, or open the link in your invitation e-mail.";
export const NO_SURVEY_INVITATION_MESSAGE =
  "There is no open invitation to this survey for your address. Check the link in your invitation e-mail.";

/**
 * The viewer's own pending invitation to a published survey, found by their address, when that
 * address is confirmed (`acceptByAddress`); null otherwise, unconfirmed viewers included, so the
 * share page tells nobody whether an unproven address was invited.
 */
export async function joinableInvitation(ctx: GraphQLContext, survey: PublicSurvey) {
  const user = ctx.viewer.user;
  if (!user?.confirmedAt) return null;
  const invitation = await pendingSurveyInvitationFor(ctx.db, survey.rowId, user.email);
  return invitation && can(ctx.viewer, "acceptByAddress", invitationSubject(invitation)) ? invitation : null;
}

/** `joinSurvey(surveyId)`: the share page's "Accept the invitation and answer" (issue 24). */
export const joinSurvey = guarded(joinSurveyPolicy, async (_p, args, ctx: SignedInContext) => {
  const { surveyId } = parseArgs(z.object({ surveyId: z.string().max(64) }), args);
  const survey = await findPublicSurvey(ctx.db, surveyId);
  if (!survey) throw refusal("INVITATION_NOT_FOUND", NO_SURVEY_INVITATION_MESSAGE);
  // Checked before the look-up, so an unconfirmed account learns nothing about who was invited.
  if (!ctx.viewer.user.confirmedAt) {
    ctx.log.warn(
      { policy: "invitation.acceptByAddress", userId: ctx.viewer.user.id },
      "authorization denied",
    );
    throw refusal("EMAIL_NOT_CONFIRMED", EMAIL_NOT_CONFIRMED_MESSAGE);
  }
  const invitation = await joinableInvitation(ctx, survey);
  if (!invitation) throw refusal("INVITATION_NOT_FOUND", NO_SURVEY_INVITATION_MESSAGE);
  const outcome = await acceptInvitation(ctx.db, invitation.rowId, ctx.viewer.user.id);
  settleAccept(ctx, outcome, invitation.rowId);
  return { destination: `/tourbook/surveys/${survey.uuid}` };
});
