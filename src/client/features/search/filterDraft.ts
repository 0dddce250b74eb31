import { type SearchFilters as Filters, type SearchLocation, searchHref } from "./searchLocation";

/*
 * The filter form's typed numbers (team size, size and price ranges): the draft the inputs hold,
 * how it reads from and becomes the search URL, and which of the URL's parameters the form carries
 * along hidden so that without scripts it is a plain GET to the same search.
 */

export type Draft = {
  numEmployees: string;
  minSquareFeet: string;
  maxSquareFeet: string;
  minPrice: string;
  maxPrice: string;
};

/**
 * Each typed field's name: the search URL's own parameter, so without scripts the form is a plain
 * GET to the same search URL (issue 14: search forms stay GET, where a URL is the point).
 */
export const FIELD_NAMES: Record<keyof Draft, string> = {
  numEmployees: "numEmployees",
  minSquareFeet: "min_sf",
  maxSquareFeet: "max_sf",
  minPrice: "min_price",
  maxPrice: "max_price",
};
/** Parameters the form's own controls send; every other one of the URL rides along hidden. */
const FORM_PARAMS = new Set([
  ...Object.values(FIELD_NAMES),
  "price_unit",
  "lease_type",
  "available",
  "page_number",
]);

/** The search URL's path, and its parameters the form does not set itself. */
export function carriedParams(location: SearchLocation): { path: string; hidden: [string, string][] } {
  const [path, query = ""] = searchHref(location).split("?", 2);
  return { path, hidden: [...new URLSearchParams(query)].filter(([name]) => !FORM_PARAMS.has(name)) };
}

/** The draft keyed by field name, and back: what the DOM held before the scripts arrived. */
export function byName(draft: Draft): Record<string, string> {
  return Object.fromEntries(
    Object.entries(FIELD_NAMES).map(([key, name]) => [name, draft[key as keyof Draft]]),
  );
}
export function fromNames(typed: Partial<Record<string, string>>): Partial<Draft> {
  const draft: Partial<Draft> = {};
  for (const [key, name] of Object.entries(FIELD_NAMES)) {
    const value = typed[name];
    if (value !== undefined) draft[key as keyof Draft] = value;
  }
  return draft;
}

function text(value: number | null): string {
  return value === null ? "" : String(value);
}

export function draftOf(location: SearchLocation): Draft {
  return {
    numEmployees: text(location.numEmployees),
    minSquareFeet: text(location.minSquareFeet),
    maxSquareFeet: text(location.maxSquareFeet),
    minPrice: text(location.minPrice),
    maxPrice: text(location.maxPrice),
  };
}

/** A typed amount: blank, zero, negative or not a number means "no limit". */
function amount(value: string, integer: boolean): number | null {
  const n = Number(value.replace(/[$,\s]/g, ""));
  if (!value.trim() || !Number.isFinite(n) || n <= 0) return null;
  return integer ? Math.round(n) : Math.round(n * 100) / 100;
}

function ordered(min: number | null, max: number | null): [number | null, number | null] {
  return min !== null && max !== null && min > max ? [max, min] : [min, max];
}

export function numbersOf(draft: Draft): Partial<Filters> {
  const [minSquareFeet, maxSquareFeet] = ordered(
    amount(draft.minSquareFeet, true),
    amount(draft.maxSquareFeet, true),
  );
  const [minPrice, maxPrice] = ordered(amount(draft.minPrice, false), amount(draft.maxPrice, false));
  return { numEmployees: amount(draft.numEmployees, true), minSquareFeet, maxSquareFeet, minPrice, maxPrice };
}
