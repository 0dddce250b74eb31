import { z } from "zod";
import {
  AVAILABILITY_LISTINGS_MAX,
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
