import {
  ListingReviewQueryDocument,
  ReviewListingsMutationDocument,
} from "../../gql/documents/listingReviewQueries";
import { ResearchAddListingMutationDocument } from "../../gql/documents/researchAddListingMutation";
import { ResearchAvailabilityQueryDocument } from "../../gql/documents/researchAvailabilityQuery";
import { ResearchBuildingsQueryDocument } from "../../gql/documents/researchBuildingsQuery";
import { ResearchChangeContactMutationDocument } from "../../gql/documents/researchChangeContactMutation";
import { ResearchChangeListingMutationDocument } from "../../gql/documents/researchChangeListingMutation";
import { ResearchContactQueryDocument } from "../../gql/documents/researchContactQuery";
import { ResearchContactsQueryDocument } from "../../gql/documents/researchContactsQuery";
import { ResearchImporterJobsQueryDocument } from "../../gql/documents/researchJobsQuery";
import { ResearchListingQueryDocument } from "../../gql/documents/researchListingQuery";
import type * as G from "../../gql/graphql";

/** The research screens' operations, one .graphql file each beside this module. */
export const ResearchContactsQuery = ResearchContactsQueryDocument;
export const ResearchContactQuery = ResearchContactQueryDocument;
export const ResearchBuildingsQuery = ResearchBuildingsQueryDocument;
export const ResearchAvailabilityQuery = ResearchAvailabilityQueryDocument;
export const ResearchListingQuery = ResearchListingQueryDocument;
export const ResearchChangeContactMutation = ResearchChangeContactMutationDocument;
export const ResearchChangeListingMutation = ResearchChangeListingMutationDocument;
export const ResearchAddListingMutation = ResearchAddListingMutationDocument;
/** The review queue of vendors' new listings, and publishing or rejecting them. */
export const ListingReviewQuery = ListingReviewQueryDocument;
export const ReviewListingsMutation = ReviewListingsMutationDocument;
/** Spec section 7's job poll. */
export const ResearchImporterJobsQuery = ResearchImporterJobsQueryDocument;

export type ResearchContact = NonNullable<G.ResearchContactQueryQuery["researchContact"]>;
export type ResearchBuildingRow = G.ResearchBuildingsQueryQuery["researchBuildings"]["buildings"][number];
export type AvailabilityListing = NonNullable<
  G.ResearchAvailabilityQueryQuery["researchBuilding"]
>["listings"][number];
export type ResearchListing = NonNullable<G.ResearchListingQueryQuery["researchListing"]>;
export type ReviewEntry = G.ListingReviewQueryQuery["listingReview"]["entries"][number];
