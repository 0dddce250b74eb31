import { CurrentUserQueryDocument } from "../../gql/documents/currentUserQuery";
import { registerShellQuery } from "../../system/pageQueries";
import { screenQuery } from "../../system/screenData";

/** Every current-user field of the spec; made at start-up and after sign-in. */
export const CurrentUserQuery = CurrentUserQueryDocument;

// Every page's shell asks for the current user (system/pageQueries.ts).
registerShellQuery("currentUser", screenQuery(CurrentUserQuery));
