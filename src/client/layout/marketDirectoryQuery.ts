import { gql, type TypedDocumentNode } from "@apollo/client";

export type DirectoryNeighborhood = {
  __typename?: "Neighborhood";
  id: string;
  name: string;
  slug: string;
  path: string;
};

export type DirectoryMarketNeighborhood = DirectoryNeighborhood & {
  submarketId: string | null;
  yearlyPricePerFoot: number | null;
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
  submarkets: DirectorySubmarket[];
  neighborhoods: DirectoryMarketNeighborhood[];
};

export type MarketDirectoryQueryData = { markets: DirectoryMarket[] };

/** Every market with its submarkets and neighbourhoods: feeds the footer and the home page. */
export const MarketDirectoryQuery: TypedDocumentNode<MarketDirectoryQueryData, Record<string, never>> = gql`
  query MarketDirectoryQuery {
    markets {
      id
      name
      state
      slug
      path
      listingCount
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
      neighborhoods {
        id
        name
        slug
        path
        submarketId
        yearlyPricePerFoot
      }
    }
  }
`;
