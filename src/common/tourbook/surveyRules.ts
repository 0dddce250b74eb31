/**
 * A survey's limits, shared by its forms in the browser and the server's inputs (issue 11), so the
 * two tiers cannot disagree.
 */

/** A survey lists at most this many listings (the SDL's @listSize of Survey.listings). */
export const SURVEY_LISTINGS_MAX = 300;
export const SURVEY_NAME_MAX = 120;
export const SURVEY_COMMENT_MAX = 2000;
export const SURVEY_NAME_MISSING = "Give the survey a name.";
