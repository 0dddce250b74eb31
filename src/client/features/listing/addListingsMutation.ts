import { AddListingsDocument } from "../../gql/documents/addListingsMutation";
import type * as G from "../../gql/graphql";

export type AddListingsVariables = G.AddListingsMutationVariables;

export type AddListingsData = G.AddListingsMutation;

/** Spec section 7: adds listings to campaigns, surveys and tours. */
export const AddListingsMutation = AddListingsDocument;
