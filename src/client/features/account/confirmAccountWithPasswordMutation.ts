import { ConfirmAccountWithPasswordDocument } from "../../gql/documents/confirmAccountWithPasswordMutation";

/**
 * A new account's first confirmation: sets the password with the confirmation token; the server
 * ends every session of the user (whoever signed up with the address) and signs this person in.
 */
export const ConfirmAccountWithPasswordMutation = ConfirmAccountWithPasswordDocument;
