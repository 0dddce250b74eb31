import { gql, type TypedDocumentNode } from "@apollo/client";
import type { SuccessPayload } from "./changePasswordMutation";

/** After a client (not a broker) signs in: e-mails the broker of the client's latest campaign. */
export const SendClientLoginNotificationMutation: TypedDocumentNode<
  { sendClientLoginNotification: SuccessPayload },
  { campaignId: string }
> = gql`
  mutation SendClientLoginNotification($campaignId: ID!) {
    sendClientLoginNotification(campaignId: $campaignId) {
      success
      error {
        code
        message
        field
      }
    }
  }
`;
