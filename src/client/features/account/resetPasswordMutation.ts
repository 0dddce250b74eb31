import { ResetPasswordDocument } from "../../gql/graphql";

/** Sets a new password with a reset token; the server ends the user's other sessions and signs them in. */
export const ResetPasswordMutation = ResetPasswordDocument;
