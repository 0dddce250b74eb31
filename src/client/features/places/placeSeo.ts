import type { BuildingSummary, PlaceMarket, PlaceNeighborhood } from "./placeFields";

/*
 * Structured data shared by listing and building pages. URLs are site paths: the page's canonical
 * link carries the host, and JSON-LD resolves relative references against the page.
 */

const CANADIAN_PROVINCES = new Set([
  "ab",
  "bc",
  "mb",
  "nb",
  "nl",
  "ns",
  "nt",
  "nu",
  "on",
  "pe",
  "qc",
  "sk",
  "yt",
]);

type AddressParts = Pick<BuildingSummary, "address" | "city" | "state" | "zip">;

export function countryOf(state: string): "US" | "CA" {
  return CANADIAN_PROVINCES.has(state.toLowerCase()) ? "CA" : "US";
}

export function postalAddress(building: AddressParts): Record<string, unknown> {
  const country = countryOf(building.state);
  return {
    "@type": "PostalAddress",
    streetAddress: building.address,
    addressLocality: building.city,
    addressRegion: building.state.toUpperCase(),
    // Canadian routes carry digits only, not the real postal code, so it is left out there.
    ...(country === "US" && building.zip ? { postalCode: building.zip } : {}),
    addressCountry: country,
  };
}

export function geo(building: Pick<BuildingSummary, "lat" | "lng">): Record<string, unknown> {
  return { "@type": "GeoCoordinates", latitude: building.lat, longitude: building.lng };
}

/** "245 Park Avenue, New York, NY 10017". */
export function fullAddress(building: AddressParts): string {
  const zip = countryOf(building.state) === "US" && building.zip ? ` ${building.zip}` : "";
  return `${building.address}, ${building.city}, ${building.state.toUpperCase()}${zip}`;
}

export type Crumb = { name: string; path?: string };

/** Market › Neighbourhood › Building, each linking to its page; the last crumb is the current page. */
export function placeCrumbs(
  market: PlaceMarket,
  neighborhood: PlaceNeighborhood | null,
  building: { name: string; path: string } | null,
  current: string,
): Crumb[] {
  const crumbs: Crumb[] = [{ name: market.name, path: market.path }];
  if (neighborhood) crumbs.push({ name: neighborhood.name, path: neighborhood.path });
  if (building) crumbs.push({ name: building.name, path: building.path });
  crumbs.push({ name: current });
  return crumbs;
}

export function breadcrumbJsonLd(crumbs: Crumb[]): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      ...(crumb.path ? { item: crumb.path } : {}),
    })),
  };
}

/** A building's display name: its property name when it has one, else its street address. */
export function buildingName(building: Pick<BuildingSummary, "propertyName" | "address">): string {
  return building.propertyName?.trim() || building.address;
}
