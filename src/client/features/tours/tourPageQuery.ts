import {
  CancelTourMutationDocument,
  CreateTourMutationDocument,
  ScheduleTourMutationDocument,
  TourPageQueryDocument,
  UpdateTourMutationDocument,
} from "../../gql/documents/tourPageQuery";
import type * as G from "../../gql/graphql";

export type TourPageData = NonNullable<G.TourPageQueryQuery["tour"]>;
export type TourStopData = TourPageData["stops"][number];

/** A tour with its stops (by id or uuid); null when missing or not the viewer's. */
export const TourPageQuery = TourPageQueryDocument;
/** A new draft tour of a campaign's listings (its broker or an admin). */
export const CreateTourMutation = CreateTourMutationDocument;
/** The broker's changes: day, meeting point, notes, and the stops' order, times and notes. */
export const UpdateTourMutation = UpdateTourMutationDocument;
/** Sends a draft to the client (who gets an e-mail with a calendar event). */
export const ScheduleTourMutation = ScheduleTourMutationDocument;
/** Cancels a scheduled tour: its people get a calendar CANCEL and it becomes a draft again. */
export const CancelTourMutation = CancelTourMutationDocument;
