import { ServerInfoQueryDocument } from "../../gql/documents/serverInfoQuery";
import type * as G from "../../gql/graphql";

export type ServerInfoQueryData = G.ServerInfoQueryQuery;

/** Which app process answered, and its build; for /debuginfo. */
export const ServerInfoQuery = ServerInfoQueryDocument;
