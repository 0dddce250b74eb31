import { gql, type TypedDocumentNode } from "@apollo/client";
import { LISTING_PAGE_FIELDS, type ListingPageListing } from "../places/placeFields";

export type ListingByIdVariables = { id: string };
export type ListingByIdData = { listing: ListingPageListing | null };

/** A listing by id: /listings/{listingId}, /start/listing/{id} and the short path's single listing. */
export const ListingByIdQuery: TypedDocumentNode<ListingByIdData, ListingByIdVariables> = gql`
  query ListingByIdQuery($id: ID!) {
    listing(id: $id) {
      ...ListingPageFields
    }
  }
  ${LISTING_PAGE_FIELDS}
`;
