import {
  AcceptInvitationMutationDocument,
  InvitationQueryDocument,
} from "../../gql/documents/invitationQuery";
import type * as G from "../../gql/graphql";

export type InvitationData = NonNullable<G.InvitationQueryQuery["invitation"]>;

/** An invitation by its uuid: who invited the viewer to what; null when there is none. */
export const InvitationQuery = InvitationQueryDocument;
/** Accepts as the signed-in user (who must have the invited address); answers where to go. */
export const AcceptInvitationMutation = AcceptInvitationMutationDocument;
