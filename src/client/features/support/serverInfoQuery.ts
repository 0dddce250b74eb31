import type * as G from "../../gql/graphql";
import { ServerInfoQueryDocument } from "../../gql/graphql";

export type ServerInfoQueryData = G.ServerInfoQueryQuery;

/** Which app process answered, and its build; for /debuginfo. */
export const ServerInfoQuery = ServerInfoQueryDocument;
