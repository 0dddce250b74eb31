import {
  ContactSubmissionsQueryDocument,
  SetContactSubmissionHandledMutationDocument,
} from "../../gql/documents/contactSubmissionsQuery";
import type * as G from "../../gql/graphql";

export type Submission = G.ContactSubmissionsQueryQuery["contactSubmissions"]["entries"][number];

/** A page of the public forms' messages (50), newest first, filtered. */
export const ContactSubmissionsQuery = ContactSubmissionsQueryDocument;
export const SetContactSubmissionHandledMutation = SetContactSubmissionHandledMutationDocument;
