import { gql, type TypedDocumentNode } from "@apollo/client";

export type OnboardingMarketData = {
  __typename?: "Market";
  id: string;
  name: string;
  /** Lower-case two-letter state or province code. */
  state: string;
  slug: string;
  externalId: string | null;
  position: { __typename?: "LatLng"; lat: number; lng: number };
};

export type OnboardingMarketsQueryData = { markets: OnboardingMarketData[] };

/** Every market we cover: the Location step's cities, and the Market of the profile. */
export const OnboardingMarketsQuery: TypedDocumentNode<
  OnboardingMarketsQueryData,
  Record<string, never>
> = gql`
  query OnboardingMarketsQuery {
    markets {
      id
      name
      state
      slug
      externalId
      position {
        lat
        lng
      }
    }
  }
`;
