import { gql, type TypedDocumentNode } from "@apollo/client";

export type SitemapMarket = {
  __typename?: "Market";
  id: string;
  name: string;
  state: string;
  slug: string;
  listingCount: number;
};

export type SitemapState = {
  __typename?: "SitemapState";
  /** Lower-case two-letter code. */
  state: string;
  name: string;
  markets: SitemapMarket[];
};

export type SitemapStatesData = { sitemapStates: SitemapState[] };

/** States and provinces with their markets: the first two levels of the buildings directory. */
export const SitemapStatesQuery: TypedDocumentNode<SitemapStatesData, Record<string, never>> = gql`
  query SitemapStatesQuery {
    sitemapStates {
      state
      name
      markets {
        id
        name
        state
        slug
        listingCount
      }
    }
  }
`;

export type SitemapNeighborhood = { __typename?: "Neighborhood"; id: string; name: string; slug: string };

export type SitemapBuilding = {
  __typename?: "Building";
  id: string;
  address: string;
  propertyName: string | null;
  path: string;
  neighborhood: { __typename?: "Neighborhood"; id: string; name: string } | null;
};

export type SitemapBuildingsPage = {
  __typename?: "SitemapBuildingsPage";
  market: {
    __typename?: "Market";
    id: string;
    name: string;
    state: string;
    slug: string;
    path: string;
    neighborhoods: SitemapNeighborhood[];
  };
  neighborhood: (SitemapNeighborhood & { path: string }) | null;
  buildings: SitemapBuilding[];
  totalCount: number;
  page: number;
  pageCount: number;
};

export type SitemapBuildingsVariables = {
  state: string;
  city: string;
  neighborhood: string | null;
  page: number;
};

export type SitemapBuildingsData = { sitemapBuildings: SitemapBuildingsPage | null };

/** One page of a market's (or a neighbourhood's) buildings, with the market's neighbourhoods. */
export const SitemapBuildingsQuery: TypedDocumentNode<SitemapBuildingsData, SitemapBuildingsVariables> = gql`
  query SitemapBuildingsQuery($state: String!, $city: String!, $neighborhood: String, $page: Int) {
    sitemapBuildings(state: $state, city: $city, neighborhood: $neighborhood, page: $page) {
      market {
        id
        name
        state
        slug
        path
        neighborhoods {
          id
          name
          slug
        }
      }
      neighborhood {
        id
        name
        slug
        path
      }
      buildings {
        id
        address
        propertyName
        path
        neighborhood {
          id
          name
        }
      }
      totalCount
      page
      pageCount
    }
  }
`;
