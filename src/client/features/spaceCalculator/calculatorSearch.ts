import { type SquareFeetRange, sizeRangeAround } from "../../../common/teamSpace";
import { defaultSearchLocation, searchHref, withFilters } from "../search/searchLocation";

export type CalculatorSearchPlace = { state: string; citySlug: string; neighborhood: string | null };

/**
 * The calculator's hand-off into search: the team-size rule's range around the rentable square feet
 * it shows (common/teamSpace.ts), as the search's size filter. It carries no numEmployees, whose own
 * range (150 SF a person) would not be the figure on screen; null without a figure.
 */
export function calculatorSearch(
  place: CalculatorSearchPlace,
  rentableSquareFeet: number,
): { href: string; range: SquareFeetRange } | null {
  const range = sizeRangeAround(rentableSquareFeet);
  if (!range) return null;
  const location = withFilters(
    {
      ...defaultSearchLocation(),
      state: place.state,
      citySlug: place.citySlug,
      neighborhoods: place.neighborhood ? [place.neighborhood] : [],
    },
    { minSquareFeet: range.min, maxSquareFeet: range.max },
  );
  return { href: searchHref(location), range };
}
