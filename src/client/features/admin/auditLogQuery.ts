import { AuditLogQueryDocument } from "../../gql/documents/auditLogQuery";
import type * as G from "../../gql/graphql";

export type AuditEntry = G.AuditLogQueryQuery["auditLog"]["entries"][number];

/** A page of the audit log (50), newest first, filtered. */
export const AuditLogQuery = AuditLogQueryDocument;
