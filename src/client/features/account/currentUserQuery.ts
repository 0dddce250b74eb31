import { CurrentUserQueryDocument } from "../../gql/graphql";

/** Every current-user field of the spec; made at start-up and after sign-in. */
export const CurrentUserQuery = CurrentUserQueryDocument;
