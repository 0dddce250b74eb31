import type * as G from "../../gql/graphql";

/*
 * The public fields of the listing page, shared by every route that shows a listing (full path,
 * short path, by id, client search listing). Broker-only fields are NOT here: brokers fetch them
 * with ListingBrokerDetailsQuery, so a public page never even asks for them.
 */

export type Photo = G.PhotoFieldsFragment;

export type FloorPlan = NonNullable<ListingPageListing["floorPlanCollection"]>["floorPlans"][number];

export type PlaceNeighborhood = G.PlaceNeighborhoodFieldsFragment;

export type PlaceMarket = G.PlaceMarketFieldsFragment;

export type BuildingSummary = G.BuildingSummaryFieldsFragment;

export type ListingPageListing = G.ListingPageFieldsFragment;
