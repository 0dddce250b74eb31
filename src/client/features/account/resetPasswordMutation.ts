import { ResetPasswordDocument } from "../../gql/documents/resetPasswordMutation";

/** Sets a new password with a reset token; the server ends the user's other sessions and signs them in. */
export const ResetPasswordMutation = ResetPasswordDocument;
