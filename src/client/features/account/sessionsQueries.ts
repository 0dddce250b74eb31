import {
  EndOtherSessionsDocument,
  EndSessionDocument,
  MySessionsDocument,
} from "../../gql/documents/sessionsQueries";
import type * as G from "../../gql/graphql";

/** A signed-in browser or device, as User.sessions returns it. */
export type UserSession = NonNullable<NonNullable<G.MySessionsQuery["currentUser"]>["sessions"]>[number];

export const MySessionsQuery = MySessionsDocument;

export const EndSessionMutation = EndSessionDocument;

export const EndOtherSessionsMutation = EndOtherSessionsDocument;
