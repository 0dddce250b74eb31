import { BrokerListingDrawerQueryDocument } from "../../gql/documents/brokerListingDrawerQuery";
import type * as G from "../../gql/graphql";

export type BrokerListing = NonNullable<G.BrokerListingDrawerQueryQuery["listing"]>;
export type BrokerInsight = NonNullable<BrokerListing["brokerInsights"]>[number];
export type ListingHistory = NonNullable<BrokerListing["history"]>;
export type BuildingContact = NonNullable<BrokerListing["building"]["contacts"]>[number];

/**
 * Spec section 7's BrokerListingDrawerQuery: the listing with its private fields, its building's
 * editable fields and contacts, insights and history. Run only for brokers and admins; the server
 * answers null for private fields to anyone else whatever is asked.
 */
export const BrokerListingDrawerQuery = BrokerListingDrawerQueryDocument;
