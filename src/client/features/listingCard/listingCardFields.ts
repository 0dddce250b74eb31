import { gql } from "@apollo/client";
import type { LeaseType } from "../../../common/enums";

export type ListingCardPhoto = {
  __typename?: "Photo";
  id: string;
  thumbnailUrl: string;
  url: string;
  alt: string;
  width: number;
  height: number;
};

/** What a listing card shows; the shape of the `ListingCardFields` fragment. */
export type ListingCardData = {
  __typename?: "Listing";
  id: string;
  path: string;
  address: string;
  floorAndSuite: string;
  squareFeet: number;
  maxOccupancy: number | null;
  /** Accurate price per SF per year when known, else the estimate. */
  psf: number | null;
  /** Accurate monthly rent when known, else the estimate. */
  monthlyPrice: number | null;
  priceIsEstimated: boolean;
  /** ISO date (YYYY-MM-DD) or null. */
  dateAvailable: string | null;
  leaseType: LeaseType | null;
  photos: ListingCardPhoto[];
  building: {
    __typename?: "Building";
    id: string;
    lat: number;
    lng: number;
    propertyName: string | null;
    address: string;
  };
  neighborhood: { __typename?: "Neighborhood"; id: string; name: string; slug: string } | null;
};

/**
 * Fields of a listing card. Shared: the listing page's nearby lists use it too, so a card renders
 * the same wherever it appears and the cache holds one shape.
 */
export const ListingCardFields = gql`
  fragment ListingCardFields on Listing {
    id
    path
    address
    floorAndSuite
    squareFeet
    maxOccupancy
    psf
    monthlyPrice
    priceIsEstimated
    dateAvailable
    leaseType
    photos {
      id
      thumbnailUrl
      url
      alt
      width
      height
    }
    building {
      id
      lat
      lng
      propertyName
      address
    }
    neighborhood {
      id
      name
      slug
    }
  }
`;
