import { gql, type TypedDocumentNode } from "@apollo/client";
import { type ListingCardData, ListingCardFields } from "../listingCard/listingCardFields";
import type { PropertyTypeValue } from "./searchQuery";

export type FeaturedListing = ListingCardData & { propertyType: PropertyTypeValue };
export type FeaturedListingsQueryData = { featuredListings: FeaturedListing[] };
export type FeaturedListingsQueryVariables = {
  state: string;
  city: string;
  propertyType?: PropertyTypeValue;
};

/** Featured listings of a market, for its landing page. */
export const FeaturedListingsQuery: TypedDocumentNode<
  FeaturedListingsQueryData,
  FeaturedListingsQueryVariables
> = gql`
  query FeaturedListingsQuery($state: String!, $city: String!, $propertyType: PropertyType) {
    featuredListings(state: $state, city: $city, propertyType: $propertyType) {
      ...ListingCardFields
      propertyType
    }
  }
  ${ListingCardFields}
`;
