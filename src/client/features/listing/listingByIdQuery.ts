import { ListingByIdQueryDocument } from "../../gql/documents/listingByIdQuery";
import type * as G from "../../gql/graphql";

export type ListingByIdVariables = G.ListingByIdQueryQueryVariables;
export type ListingByIdData = G.ListingByIdQueryQuery;

/** A listing by id: /listings/{listingId}, /start/listing/{id} and the short path's single listing. */
export const ListingByIdQuery = ListingByIdQueryDocument;
