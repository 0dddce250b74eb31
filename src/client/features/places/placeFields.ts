import { gql } from "@apollo/client";
import { type ListingCardData, ListingCardFields } from "../listingCard/listingCardFields";

/*
 * The public fields of the listing page, shared by every route that shows a listing (full path,
 * short path, by id, client search listing). Broker-only fields are NOT here: brokers fetch them
 * with ListingBrokerDetailsQuery, so a public page never even asks for them.
 */

export type Photo = {
  __typename?: "Photo";
  id: string;
  url: string;
  thumbnailUrl: string;
  width: number;
  height: number;
  alt: string;
};

export type FloorPlan = {
  __typename?: "FloorPlan";
  id: string;
  url: string;
  width: number;
  height: number;
  alt: string;
};

export type PlaceNeighborhood = {
  __typename?: "Neighborhood";
  id: string;
  name: string;
  slug: string;
  /** Search page of the neighbourhood. */
  path: string;
};

export type PlaceMarket = {
  __typename?: "Market";
  id: string;
  name: string;
  /** Lower-case two-letter state or province code. */
  state: string;
  slug: string;
  /** Search page of the market. */
  path: string;
};

export type BuildingSummary = {
  __typename?: "Building";
  id: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  lat: number;
  lng: number;
  propertyName: string | null;
  yearBuilt: number | null;
  floors: number | null;
  classification: string | null;
  hasAttendedLobby: boolean | null;
  hasTurnstile: boolean | null;
  hasRoundTheClockAccess: boolean | null;
  path: string;
};

export type ListingPageListing = {
  __typename?: "Listing";
  id: string;
  uuid: string;
  propertyType: string;
  address: string;
  floorAndSuite: string;
  squareFeet: number;
  maxOccupancy: number | null;
  psf: number | null;
  monthlyPrice: number | null;
  priceIsEstimated: boolean;
  priceModel: string | null;
  status: string;
  leaseTerm: string | null;
  dateAvailable: string | null;
  conferenceRooms: number | null;
  floorMaterial: string | null;
  naturalLight: string | null;
  hasWetPantry: boolean | null;
  hasExposedCeiling: boolean | null;
  hasPrivateBathroom: boolean | null;
  officeSpace: number | null;
  amenities: string[];
  furnished: string | null;
  servicesIncluded: string | null;
  leaseType: string | null;
  description: string | null;
  updatedAt: string;
  path: string;
  photos: Photo[];
  floorPlanCollection: { __typename?: "FloorPlanCollection"; id: string; floorPlans: FloorPlan[] } | null;
  neighborhood: PlaceNeighborhood | null;
  market: PlaceMarket;
  building: BuildingSummary;
  sameBuildingListings: ListingCardData[];
  nearbyListings: ListingCardData[];
};

export const PHOTO_FIELDS = gql`
  fragment PhotoFields on Photo {
    id
    url
    thumbnailUrl
    width
    height
    alt
  }
`;

export const PLACE_FIELDS = gql`
  fragment PlaceNeighborhoodFields on Neighborhood {
    id
    name
    slug
    path
  }
  fragment PlaceMarketFields on Market {
    id
    name
    state
    slug
    path
  }
`;

export const BUILDING_SUMMARY_FIELDS = gql`
  fragment BuildingSummaryFields on Building {
    id
    address
    city
    state
    zip
    lat
    lng
    propertyName
    yearBuilt
    floors
    classification
    hasAttendedLobby
    hasTurnstile
    hasRoundTheClockAccess
    path
  }
`;

export const LISTING_PAGE_FIELDS = gql`
  fragment ListingPageFields on Listing {
    id
    uuid
    propertyType
    address
    floorAndSuite
    squareFeet
    maxOccupancy
    psf
    monthlyPrice
    priceIsEstimated
    priceModel
    status
    leaseTerm
    dateAvailable
    conferenceRooms
    floorMaterial
    naturalLight
    hasWetPantry
    hasExposedCeiling
    hasPrivateBathroom
    officeSpace
    amenities
    furnished
    servicesIncluded
    leaseType
    description
    updatedAt
    path
    photos {
      ...PhotoFields
    }
    floorPlanCollection {
      id
      floorPlans {
        id
        url
        width
        height
        alt
      }
    }
    neighborhood {
      ...PlaceNeighborhoodFields
    }
    market {
      ...PlaceMarketFields
    }
    building {
      ...BuildingSummaryFields
    }
    sameBuildingListings {
      ...ListingCardFields
    }
    nearbyListings {
      ...ListingCardFields
    }
  }
  ${PHOTO_FIELDS}
  ${PLACE_FIELDS}
  ${BUILDING_SUMMARY_FIELDS}
  ${ListingCardFields}
`;
