import { DEFAULT_CITY_SLUG, DEFAULT_STATE_SLUG } from "../../../common/constants";
import { StyleGuideListingQueryDocument } from "../../gql/documents/styleGuideListingQuery";
import type * as G from "../../gql/graphql";
import { screenQuery } from "../../system/screenData";

export type StyleGuideListingQueryData = G.StyleGuideListingQueryQuery;
export type StyleGuideListingQueryVariables = G.StyleGuideListingQueryQueryVariables;

/** One real listing for the style guide's card: the default market's first featured listing. */
export const StyleGuideListingQuery = StyleGuideListingQueryDocument;

export const styleGuideListingVariables: StyleGuideListingQueryVariables = {
  state: DEFAULT_STATE_SLUG,
  city: DEFAULT_CITY_SLUG,
};

/** Fetched by the server before it renders /site-styles; ComponentSamples reads it. */
export function siteStylesQueries() {
  return { listing: screenQuery(StyleGuideListingQuery, styleGuideListingVariables) };
}
