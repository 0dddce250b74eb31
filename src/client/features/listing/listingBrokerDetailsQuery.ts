import { ListingBrokerDetailsQueryDocument } from "../../gql/documents/listingBrokerDetailsQuery";
import type * as G from "../../gql/graphql";

export type BrokerInsight = NonNullable<ListingBrokerDetails["brokerInsights"]>[number];

export type ListingChange = ListingHistory["changes"][number];

export type ListingHistory = NonNullable<ListingBrokerDetails["history"]>;

export type SubleaseContact = NonNullable<ListingBrokerDetails["subleaseContact"]>;

export type ListingBrokerDetails = NonNullable<ListingBrokerDetailsData["listing"]>;

export type ListingBrokerDetailsData = G.ListingBrokerDetailsQueryQuery;

/**
 * The broker-only fields of a listing (spec section 6). Run only for brokers and admins; the server
 * answers null for them to anyone else whatever is asked, so this is a convenience, not the guard.
 */
export const ListingBrokerDetailsQuery = ListingBrokerDetailsQueryDocument;
