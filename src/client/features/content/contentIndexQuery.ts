import { gql, type TypedDocumentNode } from "@apollo/client";
import type { ContentSection } from "./contentPageQuery";

export type ContentSummary = {
  __typename?: "ContentSummary";
  path: string;
  title: string;
  description: string;
  date: string | null;
  author: string | null;
  readingMinutes: number;
};

/** The blog's posts (newest first) or the Leasopedia's guides (in reading order). */
export const ContentIndexQuery: TypedDocumentNode<
  { contentIndex: ContentSummary[] },
  { section: ContentSection }
> = gql`
  query ContentIndexQuery($section: ContentSection!) {
    contentIndex(section: $section) {
      path
      title
      description
      date
      author
      readingMinutes
    }
  }
`;
