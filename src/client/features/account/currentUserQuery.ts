import { CurrentUserQueryDocument } from "../../gql/documents/currentUserQuery";

/** Every current-user field of the spec; made at start-up and after sign-in. */
export const CurrentUserQuery = CurrentUserQueryDocument;
