import { AnalyticsEventLogQueryDocument } from "../../gql/documents/analyticsEventLogQuery";
import type * as G from "../../gql/graphql";

export type LoggedEvent = G.AnalyticsEventLogQueryQuery["analyticsEventLog"]["entries"][number];

/** A page of stored analytics events (50), newest first, filtered. */
export const AnalyticsEventLogQuery = AnalyticsEventLogQueryDocument;
