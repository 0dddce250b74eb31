import { gql, type TypedDocumentNode } from "@apollo/client";

export type MarketNeighborhood = {
  __typename?: "Neighborhood";
  id: string;
  name: string;
  slug: string;
  yearlyPricePerFoot: number | null;
  submarketId: string | null;
};

export type SearchMarketData = {
  __typename?: "Market";
  id: string;
  name: string;
  state: string;
  slug: string;
  submarkets: { __typename?: "Submarket"; id: string; name: string; slug: string }[];
  neighborhoods: MarketNeighborhood[];
};

export type SearchMarketQueryData = { market: SearchMarketData | null };
export type SearchMarketQueryVariables = { state: string; slug: string };

/** The market's neighbourhoods and submarkets, for the neighbourhood filter and the overview. */
export const SearchMarketQuery: TypedDocumentNode<SearchMarketQueryData, SearchMarketQueryVariables> = gql`
  query SearchMarketQuery($state: String!, $slug: String!) {
    market(state: $state, slug: $slug) {
      id
      name
      state
      slug
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
      }
    }
  }
`;
