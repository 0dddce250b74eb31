import { CommuteMethodQueryDocument } from "../../gql/documents/commuteMethodQuery";
import type * as G from "../../gql/graphql";

export type CommuteModeName = G.CommuteMode;

export type CommuteModeMethod = CommuteMethod["modes"][number];

export type CommuteMethod = CommuteMethodQueryData["commuteMethod"];

export type CommuteMethodQueryData = G.CommuteMethodQueryQuery;

/** How the server estimates commutes; the page states it, so the text follows the estimator in use. */
export const CommuteMethodQuery = CommuteMethodQueryDocument;
