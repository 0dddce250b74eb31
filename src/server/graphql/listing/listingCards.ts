import { buildings } from "../../db/schema/buildings";
import { listings } from "../../db/schema/listings";
import { imageUploads } from "../../db/schema/media";
import type { MarketDirectory } from "../../services/marketDirectory";
import type { BuildingRow, ImageUploadRow, ListingRow } from "./listingLoaders";

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

/** The building columns a card's building reads (BUILDING_CARD_FIELDS): no descriptions or content. */
export const buildingCardColumns = {
  id: buildings.id,
  identity: buildings.identity,
  address: buildings.address,
  slug: buildings.slug,
  city: buildings.city,
  state: buildings.state,
  zip: buildings.zip,
  lat: buildings.lat,
  lng: buildings.lng,
  marketId: buildings.marketId,
  neighborhoodId: buildings.neighborhoodId,
  propertyName: buildings.propertyName,
};

export type BuildingCardRow = Pick<BuildingRow, keyof typeof buildingCardColumns>;

/**
 * The Building fields whose resolvers read nothing but buildingCardColumns (listingCards.test.ts
 * checks they answer alike from a card's building and a whole one).
 */
export const BUILDING_CARD_FIELDS: ReadonlySet<string> = new Set([
  "id",
  "identity",
  "address",
  "city",
  "state",
  "zip",
  "lat",
  "lng",
  "slug",
  "propertyName",
  "neighborhood",
  "market",
  "path",
]);

/**
 * What a campaign's one statement read beside a card's listing row (campaignListingsOf with cards): its
 * building's card row, its first photo, and the market directory of the request. The Listing
 * resolvers answer `building`, `photos(first: 1)`, `neighborhood`, `market` and `path` from it at
 * once, without a loader. Only rows the campaign screen's resolver made carry it, and only when the
 * selection is card fields alone (tourbook/resolvers.ts).
 */
export type CardExtras = {
  building: BuildingCardRow;
  firstPhotos: PhotoRow[];
  directory: MarketDirectory;
};

const cardExtras = new WeakMap<object, CardExtras>();

/** A listing card row that carries its building, first photo and the market directory. */
export function withCardExtras(row: ListingCardRow, extras: CardExtras): ListingRow {
  cardExtras.set(row, extras);
  // Only LISTING_CARD_FIELDS resolve from a card row, and they read nothing else.
  return row as ListingRow;
}

/** The extras a card row carries, if it was made by withCardExtras. */
export function cardExtrasOf(row: object): CardExtras | undefined {
  return cardExtras.get(row);
}
