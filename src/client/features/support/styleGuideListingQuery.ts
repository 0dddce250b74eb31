import { gql, type TypedDocumentNode } from "@apollo/client";
import { DEFAULT_CITY_SLUG, DEFAULT_STATE_SLUG } from "../../../common/constants";
import { screenQuery } from "../../system/screenData";
import { type ListingCardData, ListingCardFields } from "../search/listingCardFields";

export type StyleGuideListingQueryData = { featuredListings: ListingCardData[] };
export type StyleGuideListingQueryVariables = { state: string; city: string };

/** One real listing for the style guide's card: the default market's first featured listing. */
export const StyleGuideListingQuery: TypedDocumentNode<
  StyleGuideListingQueryData,
  StyleGuideListingQueryVariables
> = gql`
  query StyleGuideListingQuery($state: String!, $city: String!) {
    featuredListings(state: $state, city: $city, limit: 1) {
      ...ListingCardFields
    }
  }
  ${ListingCardFields}
`;

export const styleGuideListingVariables: StyleGuideListingQueryVariables = {
  state: DEFAULT_STATE_SLUG,
  city: DEFAULT_CITY_SLUG,
};

/** Fetched by the server before it renders /site-styles; ComponentSamples reads it. */
export function siteStylesQueries() {
  return { listing: screenQuery(StyleGuideListingQuery, styleGuideListingVariables) };
}
