import { FeaturedAdminQueryDocument } from "../../gql/documents/featuredAdminQuery";
import { FeaturedCandidatesQueryDocument } from "../../gql/documents/featuredCandidatesQuery";
import { FeaturedAdminMarketsQueryDocument } from "../../gql/documents/featuredMarketsQuery";
import { SaveFeaturedListingsMutationDocument } from "../../gql/documents/saveFeaturedListingsMutation";
import type * as G from "../../gql/graphql";

export type FeaturedListing = G.FeaturedAdminListingFieldsFragment;
export type FeaturedEntry = { listing: FeaturedListing; available: boolean };
export type FeaturedMarket = G.FeaturedAdminMarketsQueryQuery["markets"][number];

/** A market's featured listings of one type, unavailable ones included. */
export const FeaturedAdminQuery = FeaturedAdminQueryDocument;
/** The markets to choose from. */
export const FeaturedAdminMarketsQuery = FeaturedAdminMarketsQueryDocument;
/** AVAILABLE listings of the market and type matching a search (20). */
export const FeaturedCandidatesQuery = FeaturedCandidatesQueryDocument;
export const SaveFeaturedListingsMutation = SaveFeaturedListingsMutationDocument;

export const FEATURED_TYPES = [
  { value: "office", api: "OFFICE", label: "Office", slug: "office-space" },
  { value: "retail", api: "RETAIL", label: "Retail", slug: "retail-space" },
  { value: "industrial", api: "INDUSTRIAL", label: "Industrial", slug: "industrial-space" },
] as const satisfies readonly { value: string; api: G.PropertyType; label: string; slug: string }[];
export type FeaturedTypeValue = (typeof FEATURED_TYPES)[number]["value"];

/** How many the city's landing page shows (the featuredListings query's default). */
export const LANDING_PAGE_SHOWS = 6;

export const NO_LONGER_AVAILABLE = "No longer available: not shown";

export const listingLabel = (l: FeaturedListing) =>
  l.floorAndSuite ? `${l.address}, ${l.floorAndSuite}` : l.address;
