import { ChangeEmailDocument } from "../../gql/documents/changeEmailMutation";

/** The new address waits in `unconfirmedEmail` until its confirmation link is opened. */
export const ChangeEmailMutation = ChangeEmailDocument;
