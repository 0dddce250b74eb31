import { ChangeEmailDocument } from "../../gql/graphql";

/** The new address waits in `unconfirmedEmail` until its confirmation link is opened. */
export const ChangeEmailMutation = ChangeEmailDocument;
