import { gql, type TypedDocumentNode } from "@apollo/client";

export type OnboardingNeighborhoodData = {
  __typename?: "Neighborhood";
  id: string;
  name: string;
  slug: string;
  yearlyPricePerFoot: number | null;
  submarketId: string | null;
  position: { __typename?: "LatLng"; lat: number; lng: number };
};

export type OnboardingNeighborhoodsQueryData = {
  market: {
    __typename?: "Market";
    id: string;
    submarkets: { __typename?: "Submarket"; id: string; name: string; slug: string }[];
    neighborhoods: OnboardingNeighborhoodData[];
  } | null;
};

export type OnboardingNeighborhoodsQueryVariables = { state: string; slug: string };

/** A market's neighbourhoods with their rents and places, for the Location step's list and map. */
export const OnboardingNeighborhoodsQuery: TypedDocumentNode<
  OnboardingNeighborhoodsQueryData,
  OnboardingNeighborhoodsQueryVariables
> = gql`
  query OnboardingNeighborhoodsQuery($state: String!, $slug: String!) {
    market(state: $state, slug: $slug) {
      id
      submarkets {
        id
        name
        slug
      }
      neighborhoods {
        id
        name
        slug
        yearlyPricePerFoot
        submarketId
        position {
          lat
          lng
        }
      }
    }
  }
`;
