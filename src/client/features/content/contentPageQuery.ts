import { gql, type TypedDocumentNode } from "@apollo/client";

export type ContactFormKind = "CONTACT" | "LIST_WITH_US" | "REFERRAL";
export type ContentSection = "BLOG" | "LEASOPEDIA";

export type ContentBlock = {
  __typename?: "ContentBlock";
  html: string | null;
  form: ContactFormKind | null;
  index: ContentSection | null;
};

export type ContentHeading = { __typename?: "ContentHeading"; id: string; text: string; level: number };

export type ContentPageData = {
  __typename?: "ContentPage";
  path: string;
  title: string;
  description: string;
  date: string | null;
  updated: string | null;
  author: string | null;
  readingMinutes: number;
  blocks: ContentBlock[];
  headings: ContentHeading[];
};

/** One Markdown page, rendered on the server; null when the path has none (the page answers 404). */
export const ContentPageQuery: TypedDocumentNode<{ contentPage: ContentPageData | null }, { path: string }> =
  gql`
  query ContentPageQuery($path: String!) {
    contentPage(path: $path) {
      path
      title
      description
      date
      updated
      author
      readingMinutes
      blocks {
        html
        form
        index
      }
      headings {
        id
        text
        level
      }
    }
  }
`;
