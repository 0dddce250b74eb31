import { z } from "zod";
import { changeProblems } from "../../../common/listingFields/fieldRules";
import {
  AVAILABILITY_LISTINGS_MAX,
  RESEARCH_LISTING_SPECS,
  RESEARCH_MAX_PAGE,
  RESEARCH_MAX_PAGE_SIZE,
  RESEARCH_PAGE_SIZE,
  RESEARCH_SEARCH_MAX,
} from "../../../common/research/researchRules";
import { rowId } from "../idArgs";

const search = z
  .string()
  .max(RESEARCH_SEARCH_MAX, `Search with at most ${RESEARCH_SEARCH_MAX} characters.`)
  .nullish()
  .transform((v) => v?.trim() || null);
const page = z
  .number()
  .int()
  .min(1)
  .max(RESEARCH_MAX_PAGE, `Narrow the search: pages stop at ${RESEARCH_MAX_PAGE}.`)
  .nullish()
  .transform((v) => v ?? 1);
const limit = z
  .number()
  .int()
  .min(1)
  .max(RESEARCH_MAX_PAGE_SIZE, `Ask for at most ${RESEARCH_MAX_PAGE_SIZE} a page.`)
  .nullish()
  .transform((v) => v ?? RESEARCH_PAGE_SIZE);

export const contactPageArgs = z.object({ search, page, limit });

export const buildingPageArgs = z.object({
  search,
  page,
  limit,
  marketId: rowId.nullish().transform((v) => v ?? null),
});

export const idArgs = z.object({ id: rowId });

export const listingsArgs = z.object({
  limit: z
    .number()
    .int()
    .min(1)
    .max(AVAILABILITY_LISTINGS_MAX)
    .nullish()
    .transform((v) => v ?? AVAILABILITY_LISTINGS_MAX),
});

/**
 * A listing the research team adds: each value given is checked by the shared field rules (so the
 * input is bounded, as every save's); null is "not given" (a new listing has nothing to clear).
 * Floor and suite and size being there is the job's rule: the listing-creation contract's validate
 * stage answers ERROR with "floorAndSuite: This field cannot be empty.", like every refused save.
 */
export const addListingArgs = z.object({
  contactId: rowId,
  buildingId: rowId,
  fields: z
    .record(z.string(), z.unknown())
    .transform((given) => Object.fromEntries(Object.entries(given).filter(([, v]) => v != null)))
    .superRefine((fields, ctx) => {
      for (const p of changeProblems(RESEARCH_LISTING_SPECS, fields))
        ctx.addIssue({ code: "custom", message: p.message, path: [p.field] });
    }),
});
