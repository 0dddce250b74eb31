import type * as G from "../../gql/graphql";

export type BuildingPageBuilding = G.BuildingPageFieldsFragment;

/** The public fields of the building page. Broker-only contacts come from their own query. */

export type BuildingContact = NonNullable<G.BuildingBrokerFieldsFragment["contacts"]>[number];

export type BuildingBrokerDetails = G.BuildingBrokerFieldsFragment;
