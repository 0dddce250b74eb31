import { gql, type TypedDocumentNode } from "@apollo/client";

export type ServerInfoQueryData = { serverInfo: { serverId: string; buildVersion: string } };

/** Which app process answered, and its build; for /debuginfo. */
export const ServerInfoQuery: TypedDocumentNode<ServerInfoQueryData, Record<string, never>> = gql`
  query ServerInfoQuery {
    serverInfo {
      serverId
      buildVersion
    }
  }
`;
