import { gql, type TypedDocumentNode } from "@apollo/client";

export type BrokerInsight = {
  __typename?: "BrokerInsight";
  id: string;
  content: string;
  author: { __typename?: "BrokerInsightAuthor"; displayName: string } | null;
  updatedAt: string;
};

export type ListingChange = {
  __typename?: "ListingChange";
  sourceName: string;
  changedAt: string;
  fields: {
    __typename?: "ListingFieldChange";
    field: string;
    oldValue: string | null;
    newValue: string | null;
  }[];
  contacts: {
    __typename?: "ListingContactChanges";
    created: number;
    updated: number;
    deleted: number;
  } | null;
  subleaseContact: string | null;
};

export type ListingHistory = {
  __typename?: "ListingHistory";
  origin: { __typename?: "ListingHistoryOrigin"; sourceName: string; createdAt: string } | null;
  changes: ListingChange[];
};

export type SubleaseContact = {
  __typename?: "SubleaseContact";
  id: string;
  email: string | null;
  phone: string | null;
  displayName: string;
  firstName: string | null;
  lastName: string | null;
};

export type ListingBrokerDetails = {
  __typename?: "Listing";
  id: string;
  privateFloor: string | null;
  privateSuite: string | null;
  privateDescription: string | null;
  brokerNotes: string | null;
  brokerInsights: BrokerInsight[] | null;
  history: ListingHistory | null;
  subleaseContact: SubleaseContact | null;
};

export type ListingBrokerDetailsData = { listing: ListingBrokerDetails | null };

/**
 * The broker-only fields of a listing (spec section 6). Run only for brokers and admins; the server
 * answers null for them to anyone else whatever is asked, so this is a convenience, not the guard.
 */
export const ListingBrokerDetailsQuery: TypedDocumentNode<ListingBrokerDetailsData, { id: string }> = gql`
  query ListingBrokerDetailsQuery($id: ID!) {
    listing(id: $id) {
      id
      privateFloor
      privateSuite
      privateDescription
      brokerNotes
      brokerInsights {
        id
        content
        author {
          displayName
        }
        updatedAt
      }
      history {
        origin {
          sourceName
          createdAt
        }
        changes {
          sourceName
          changedAt
          fields {
            field
            oldValue
            newValue
          }
          contacts {
            created
            updated
            deleted
          }
          subleaseContact
        }
      }
      subleaseContact {
        id
        email
        phone
        displayName
        firstName
        lastName
      }
    }
  }
`;
