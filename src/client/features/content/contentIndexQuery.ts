import { ContentIndexQueryDocument } from "../../gql/documents/contentIndexQuery";
import type * as G from "../../gql/graphql";

export type ContentSummary = G.ContentIndexQueryQuery["contentIndex"][number];

/** The blog's posts (newest first) or the Leasopedia's guides (in reading order). */
export const ContentIndexQuery = ContentIndexQueryDocument;
