import { PROPERTY_TYPE_SLUGS, type PropertyTypeSlug } from "./constants";
import { isEnumValue } from "./enums";
import { formatThousands } from "./format/numbers";

/*
 * The kinds of space as people read them and as URLs spell them (spec section 2: office-space,
 * retail-space, industrial-space lead a search path). The API spells them OFFICE, RETAIL, INDUSTRIAL.
 */

export const PROPERTY_TYPE_NAMES: Record<PropertyTypeSlug, string> = {
  "office-space": "Office",
  "retail-space": "Retail",
  "industrial-space": "Industrial",
};

/** OFFICE (the API's) or office (the stored value) -> office-space. */
export function propertyTypeSlug(apiOrStored: string): PropertyTypeSlug {
  const slug = `${apiOrStored.toLowerCase()}-space`;
  return isEnumValue(PROPERTY_TYPE_SLUGS, slug) ? slug : "office-space";
}

/** A `type` query parameter (a path slug), or the default kind: office space. */
export function propertyTypeParam(raw: string | null | undefined): PropertyTypeSlug {
  return isEnumValue(PROPERTY_TYPE_SLUGS, raw) ? raw : "office-space";
}

/** "317 office listings", "1 retail listing". */
export function typedListingCountLabel(count: number, slug: PropertyTypeSlug): string {
  const noun = PROPERTY_TYPE_NAMES[slug].toLowerCase();
  return `${formatThousands(count)} ${noun} ${count === 1 ? "listing" : "listings"}`;
}
