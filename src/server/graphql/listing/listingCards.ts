import { listings } from "../../db/schema/listings";
import { imageUploads } from "../../db/schema/media";
import type { ImageUploadRow, ListingRow } from "./listingLoaders";

/**
 * The listing columns a list card's fields read: no description, details, notes or amenities (a
 * campaign of 200 listings read 0.9 KB a row, 0.4 KB of it a description no card shows).
 */
export const listingCardColumns = {
  id: listings.id,
  uuid: listings.uuid,
  buildingId: listings.buildingId,
  marketId: listings.marketId,
  neighborhoodId: listings.neighborhoodId,
  propertyType: listings.propertyType,
  address: listings.address,
  floorAndSuite: listings.floorAndSuite,
  squareFeet: listings.squareFeet,
  maxOccupancy: listings.maxOccupancy,
  accurateMonthlyPrice: listings.accurateMonthlyPrice,
  estimatedMonthlyPrice: listings.estimatedMonthlyPrice,
  accuratePsf: listings.accuratePsf,
  estimatedPsf: listings.estimatedPsf,
  psf: listings.psf,
  monthlyPrice: listings.monthlyPrice,
  priceModel: listings.priceModel,
  status: listings.status,
  leaseTerm: listings.leaseTerm,
  leaseType: listings.leaseType,
  dateAvailable: listings.dateAvailable,
  updatedAt: listings.updatedAt,
  dataChangedAt: listings.dataChangedAt,
};

export type ListingCardRow = Pick<ListingRow, keyof typeof listingCardColumns>;

/**
 * The Listing fields whose resolvers read nothing but listingCardColumns (listingCards.test.ts
 * checks they answer alike from a narrow row and a whole one). Add a field only with its columns.
 */
export const LISTING_CARD_FIELDS: ReadonlySet<string> = new Set([
  "id",
  "uuid",
  "propertyType",
  "address",
  "floorAndSuite",
  "squareFeet",
  "maxOccupancy",
  "accurateMonthlyPrice",
  "estimatedMonthlyPrice",
  "accuratePsf",
  "estimatedPsf",
  "psf",
  "monthlyPrice",
  "priceIsEstimated",
  "priceModel",
  "status",
  "leaseTerm",
  "leaseType",
  "dateAvailable",
  "updatedAt",
  "dataChangedAt",
  "photos",
  "building",
  "neighborhood",
  "market",
  "path",
  "viewerCanEdit",
]);

/** The columns the Photo type's fields read (and the grouping key), not the upload's bookkeeping. */
export const photoColumns = {
  id: imageUploads.id,
  attachedToId: imageUploads.attachedToId,
  storageKey: imageUploads.storageKey,
  thumbnailKey: imageUploads.thumbnailKey,
  cardKey: imageUploads.cardKey,
  caption: imageUploads.caption,
  width: imageUploads.width,
  height: imageUploads.height,
};

export type PhotoRow = Pick<ImageUploadRow, keyof typeof photoColumns>;
