import { gql } from "@apollo/client";
import { type ListingCardData, ListingCardFields } from "../listingCard/listingCardFields";
import {
  BUILDING_SUMMARY_FIELDS,
  type BuildingSummary,
  PHOTO_FIELDS,
  type Photo,
  PLACE_FIELDS,
  type PlaceMarket,
  type PlaceNeighborhood,
} from "../places/placeFields";

export type BuildingPageBuilding = BuildingSummary & {
  description: string | null;
  neighborhood: PlaceNeighborhood | null;
  market: PlaceMarket;
  photos: Photo[];
  availableListings: ListingCardData[];
};

/** The public fields of the building page. Broker-only contacts come from their own query. */
export const BUILDING_PAGE_FIELDS = gql`
  fragment BuildingPageFields on Building {
    ...BuildingSummaryFields
    description
    neighborhood {
      ...PlaceNeighborhoodFields
    }
    market {
      ...PlaceMarketFields
    }
    photos {
      ...PhotoFields
    }
    availableListings {
      ...ListingCardFields
    }
  }
  ${BUILDING_SUMMARY_FIELDS}
  ${PLACE_FIELDS}
  ${PHOTO_FIELDS}
  ${ListingCardFields}
`;

export const BUILDING_BROKER_FIELDS = gql`
  fragment BuildingBrokerFields on Building {
    id
    privateDescription
    contacts {
      displayName
      email
      title
      companyName
      phone
      phoneType
      cellPhone
      contactType
    }
  }
`;

export type BuildingContact = {
  __typename?: "BuildingContact";
  displayName: string;
  email: string | null;
  title: string | null;
  companyName: string | null;
  phone: string | null;
  phoneType: string | null;
  cellPhone: string | null;
  contactType: string | null;
};

export type BuildingBrokerDetails = {
  __typename?: "Building";
  id: string;
  privateDescription: string | null;
  contacts: BuildingContact[] | null;
};
