import { gql, type TypedDocumentNode } from "@apollo/client";

export type DirectoryNeighborhood = {
  __typename?: "Neighborhood";
  id: string;
  name: string;
  slug: string;
  path: string;
};

export type DirectorySubmarket = {
  __typename?: "Submarket";
  id: string;
  name: string;
  slug: string;
  neighborhoods: DirectoryNeighborhood[];
};

export type DirectoryMarket = {
  __typename?: "Market";
  id: string;
  name: string;
  /** Lower-case two-letter state or province code. */
  state: string;
  slug: string;
  /** Search page of the market, e.g. /office-space/ny/new-york. */
  path: string;
  listingCount: number;
};

export type FooterNewYork = { __typename?: "Market"; id: string; submarkets: DirectorySubmarket[] };
export type FooterHouston = { __typename?: "Market"; id: string; neighborhoods: DirectoryNeighborhood[] };

export type MarketDirectoryQueryData = {
  markets: DirectoryMarket[];
  newYork: FooterNewYork | null;
  houston: FooterHouston | null;
};

/**
 * Every market, plus the New York and Houston neighbourhoods the footer links to. Only those two
 * markets' neighbourhoods are asked for: every page renders this, and the other ~500 would only
 * weigh down each server render and the state serialised into the page.
 */
export const MarketDirectoryQuery: TypedDocumentNode<MarketDirectoryQueryData, Record<string, never>> = gql`
  query MarketDirectoryQuery {
    markets {
      id
      name
      state
      slug
      path
      listingCount
    }
    newYork: market(state: "ny", slug: "new-york") {
      id
      submarkets {
        id
        name
        slug
        neighborhoods {
          id
          name
          slug
          path
        }
      }
    }
    houston: market(state: "tx", slug: "houston") {
      id
      neighborhoods {
        id
        name
        slug
        path
      }
    }
  }
`;
