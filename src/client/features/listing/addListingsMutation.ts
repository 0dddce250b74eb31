import { gql, type TypedDocumentNode } from "@apollo/client";

export type AddListingsVariables = {
  listingIds: string[];
  campaignIds?: string[];
  surveyIds?: string[];
  tourIds?: string[];
};

export type AddListingsData = {
  addListings: {
    __typename?: "AddListingsPayload";
    updatedCampaigns: { __typename?: "CampaignSummary"; id: string; uuid: string; displayName: string }[];
    updatedSurveys: { __typename?: "SurveySummary"; id: string; name: string }[];
    updatedTours: { __typename?: "TourSummary"; id: string; name: string }[];
  };
};

/** Spec section 7: adds listings to campaigns, surveys and tours. */
export const AddListingsMutation: TypedDocumentNode<AddListingsData, AddListingsVariables> = gql`
  mutation AddListings($listingIds: [ID!]!, $campaignIds: [ID!], $surveyIds: [ID!], $tourIds: [ID!]) {
    addListings(listingIds: $listingIds, campaignIds: $campaignIds, surveyIds: $surveyIds, tourIds: $tourIds) {
      updatedCampaigns {
        id
        uuid
        displayName
      }
      updatedSurveys {
        id
        name
      }
      updatedTours {
        id
        name
      }
    }
  }
`;
