import { ContentPageQueryDocument } from "../../gql/documents/contentPageQuery";
import type * as G from "../../gql/graphql";

export type ContactFormKind = G.ContactFormKind;
export type ContentSection = G.ContentSection;

export type ContentBlock = ContentPageData["blocks"][number];

export type ContentHeading = ContentPageData["headings"][number];

export type ContentPageData = NonNullable<G.ContentPageQueryQuery["contentPage"]>;

/** One Markdown page, rendered on the server; null when the path has none (the page answers 404). */
export const ContentPageQuery = ContentPageQueryDocument;
