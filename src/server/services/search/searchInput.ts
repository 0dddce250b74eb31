import { z } from "zod";
import { LEASE_TYPES, PRICE_UNITS, PROPERTY_TYPES } from "../../../common/enums";
import { formatNumber } from "../../../common/format/numbers";
import { sizeRangeForTeam } from "../../../common/teamSpace";

/**
 * The search arguments, validated. GraphQL has already checked the types; this checks ranges and
 * fills defaults when a client sends an explicit null.
 */

export const MAX_PAGE_SIZE = 48;
export const DEFAULT_PAGE_SIZE = 12;

/** The search API's own enumerations (SDL ListingSort and Availability; enums.test.ts checks them). */
export const LISTING_SORTS = [
  "RECOMMENDED",
  "NEWEST",
  "PRICE_LOW_TO_HIGH",
  "PRICE_HIGH_TO_LOW",
  "SIZE_SMALL_TO_LARGE",
  "SIZE_LARGE_TO_SMALL",
] as const;
export const AVAILABILITIES = ["NOW", "WITHIN_3_MONTHS", "WITHIN_6_MONTHS", "ANY"] as const;

const wholeNumber = (label: string, max: number) =>
  z
    .number()
    .int(`${label} must be a whole number.`)
    .min(0, `${label} cannot be negative.`)
    .max(max, `${label} must be at most ${formatNumber(max)}.`)
    .nullish()
    .transform((v) => v ?? null);

const price = (label: string) =>
  z
    .number()
    .min(0, `${label} cannot be negative.`)
    .max(100_000_000, `${label} is too large.`)
    .nullish()
    .transform((v) => v ?? null);

const bounds = z
  .object({
    north: z.number().min(-90).max(90),
    south: z.number().min(-90).max(90),
    east: z.number().min(-180).max(180),
    west: z.number().min(-180).max(180),
  })
  .refine((b) => b.north >= b.south, { message: "north must not be south of south.", path: ["north"] });

export const searchArgsSchema = z.object({
  input: z
    .object({
      state: z
        .string()
        .trim()
        .regex(/^[A-Za-z]{2}$/, "state must be two letters.")
        .transform((s) => s.toLowerCase()),
      citySlug: z
        .string()
        .trim()
        .min(1, "citySlug is required.")
        .max(100, "citySlug is too long.")
        .transform((s) => s.toLowerCase()),
      // The stored values: the schema maps the API's OFFICE to office (graphql/enumValues.ts).
      propertyType: z
        .enum(PROPERTY_TYPES)
        .nullish()
        .transform((v) => v ?? "office"),
      neighborhoods: z
        .array(z.string().max(100, "A neighbourhood slug is at most 100 characters."))
        .max(100, "Ask for at most 100 neighbourhoods.")
        .nullish()
        .transform((v) => [...new Set((v ?? []).map((s) => s.trim().toLowerCase()).filter(Boolean))]),
      numEmployees: z
        .number()
        .int("numEmployees must be a whole number.")
        .min(1, "numEmployees must be 1 or more.")
        .max(100_000, "numEmployees must be at most 100,000.")
        .nullish()
        .transform((v) => v ?? null),
      minSquareFeet: wholeNumber("minSquareFeet", 10_000_000),
      maxSquareFeet: wholeNumber("maxSquareFeet", 10_000_000),
      priceUnit: z
        .enum(PRICE_UNITS)
        .nullish()
        .transform((v) => v ?? "PER_SQUARE_FOOT"),
      minPrice: price("minPrice"),
      maxPrice: price("maxPrice"),
      leaseTypes: z
        .array(z.enum(LEASE_TYPES))
        .max(3)
        .nullish()
        .transform((v) => [...new Set(v ?? [])]),
      availability: z
        .enum(AVAILABILITIES)
        .nullish()
        .transform((v) => v ?? "ANY"),
      bounds: bounds.nullish().transform((v) => v ?? null),
      sort: z
        .enum(LISTING_SORTS)
        .nullish()
        .transform((v) => v ?? "RECOMMENDED"),
      page: z
        .number()
        .int("page must be a whole number.")
        .min(1, "page must be 1 or more (pages are numbered from 1).")
        .nullish()
        .transform((v) => v ?? 1),
      limit: z
        .number()
        .int("limit must be a whole number.")
        .min(1, `limit must be between 1 and ${MAX_PAGE_SIZE}.`)
        .max(MAX_PAGE_SIZE, `limit must be between 1 and ${MAX_PAGE_SIZE}.`)
        .nullish()
        .transform((v) => v ?? DEFAULT_PAGE_SIZE),
    })
    .refine(
      (i) => i.minSquareFeet === null || i.maxSquareFeet === null || i.minSquareFeet <= i.maxSquareFeet,
      {
        message: "minSquareFeet must not be more than maxSquareFeet.",
        path: ["minSquareFeet"],
      },
    )
    .refine((i) => i.minPrice === null || i.maxPrice === null || i.minPrice <= i.maxPrice, {
      message: "minPrice must not be more than maxPrice.",
      path: ["minPrice"],
    }),
});

export type SearchParams = z.infer<typeof searchArgsSchema>["input"];
export type SearchSort = SearchParams["sort"];

export type SizeRange = { min: number | null; max: number | null };

/**
 * Explicit square feet win; otherwise a headcount becomes the team-size rule's range
 * (common/teamSpace.ts: 150 SF a person, 80 % to 125 % of it), the same as onboarding and the space
 * calculator; otherwise there is no size limit.
 */
export function sizeRangeFor(
  params: Pick<SearchParams, "minSquareFeet" | "maxSquareFeet" | "numEmployees">,
): SizeRange {
  if (params.minSquareFeet !== null || params.maxSquareFeet !== null) {
    return { min: params.minSquareFeet, max: params.maxSquareFeet };
  }
  const team = sizeRangeForTeam(params.numEmployees);
  if (team) return team;
  return { min: null, max: null };
}
