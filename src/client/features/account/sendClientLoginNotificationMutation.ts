import { SendClientLoginNotificationDocument } from "../../gql/documents/sendClientLoginNotificationMutation";

/** After a client (not a broker) signs in: e-mails the broker of the client's latest campaign. */
export const SendClientLoginNotificationMutation = SendClientLoginNotificationDocument;
