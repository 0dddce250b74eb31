import { formatThousands } from "../../../common/format/numbers";
import { PROPERTY_TYPE_NAMES } from "../../../common/propertyTypeNames";
import { buildSearchUrl } from "../../../common/routes/searchUrl";
import type { ListingCardData } from "../listingCard/listingCardFields";
import { formatYearlyPsf, listingTitle, spacesLabel } from "../listingCard/listingFormat";
import { activeFilterCount, type SearchLocation } from "./searchLocation";

export function propertyNoun(location: Pick<SearchLocation, "propertyType">): string {
  return PROPERTY_TYPE_NAMES[location.propertyType];
}

/** "New York", "SoHo, New York", "SoHo and Tribeca, New York", "3 New York neighbourhoods". */
export function placeName(marketName: string, neighborhoodNames: readonly string[]): string {
  if (neighborhoodNames.length === 0) return marketName;
  if (neighborhoodNames.length === 1) return `${neighborhoodNames[0]}, ${marketName}`;
  if (neighborhoodNames.length === 2) return `${neighborhoodNames.join(" and ")}, ${marketName}`;
  return `${neighborhoodNames.length} ${marketName} neighbourhoods`;
}

/** Page heading: "Office space for rent in SoHo, New York". */
export function searchHeading(location: SearchLocation, place: string): string {
  return `${propertyNoun(location)} space for rent in ${place}`;
}

/** Document title: "Office Space for Rent in New York", with the page number past page 1. */
export function searchTitle(location: SearchLocation, place: string): string {
  const title = `${propertyNoun(location)} Space for Rent in ${place}`;
  return location.page > 1 ? `${title} – Page ${formatThousands(location.page)}` : title;
}

export function searchDescription(
  location: SearchLocation,
  place: string,
  totalCount: number,
  averageYearlyPricePerFoot: number | null,
  totalCountIsExact = true,
): string {
  const noun = propertyNoun(location).toLowerCase();
  const [figure, unit] = spacesLabel(totalCount, totalCountIsExact).split(" ");
  const count = `${figure} ${noun} ${unit}`;
  const rent = averageYearlyPricePerFoot
    ? `, with average rent around ${formatYearlyPsf(averageYearlyPricePerFoot)}`
    : "";
  return `Browse ${count} for rent in ${place}${rent}. Compare size, price and availability, then tour with a broker.`;
}

/**
 * Canonical URL path. A page with filters points at its unfiltered page 1 (filtered views are
 * variations, not pages of their own); otherwise the spec's URL of the neighbourhoods asked for
 * (one in the path) and the page number, which page 1 leaves out. Unknown neighbourhoods drop out.
 */
export function canonicalSearchPath(location: SearchLocation, knownNeighborhoods: readonly string[]): string {
  const filtered = activeFilterCount(location) > 0 || location.sort !== "recommended";
  return buildSearchUrl({
    propertyType: location.propertyType,
    state: location.state,
    citySlug: location.citySlug,
    neighborhoods: location.neighborhoods.filter((slug) => knownNeighborhoods.includes(slug)),
    page: filtered ? 1 : location.page,
  });
}

/** schema.org ItemList of the listings on the page, numbered from the page's offset. */
export function itemListJsonLd(name: string, listings: readonly ListingCardData[], offset: number) {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name,
    numberOfItems: listings.length,
    itemListElement: listings.map((listing, index) => ({
      "@type": "ListItem",
      position: offset + index + 1,
      url: listing.path,
      name: `${listingTitle(listing)}, ${listing.floorAndSuite}`,
    })),
  };
}
