import {
  breadcrumbJsonLd,
  buildingName,
  type Crumb,
  geo,
  placeCrumbs,
  postalAddress,
} from "../places/placeSeo";
import type { BuildingPageBuilding } from "./buildingFields";

type SeoBuilding = Omit<BuildingPageBuilding, "availableListings"> & { availableListings: unknown[] };

export function buildingArea(building: Pick<SeoBuilding, "neighborhood" | "market">): string {
  return building.neighborhood?.name ?? building.market.name;
}

/** "Empire State Building – office space in Midtown, New York". */
export function buildingTitle(building: SeoBuilding): string {
  const area = building.neighborhood
    ? `${building.neighborhood.name}, ${building.market.name}`
    : building.market.name;
  return `${buildingName(building)} – office space in ${area}`;
}

export function buildingDescription(building: SeoBuilding): string {
  const count = building.availableListings.length;
  const spaces =
    count === 0 ? "No spaces available right now" : `${count} ${count === 1 ? "space" : "spaces"} available`;
  const facts = [
    building.classification ? `Class ${building.classification.replace(/^class\s*/i, "")}` : "",
    building.yearBuilt ? `built ${building.yearBuilt}` : "",
    building.floors ? `${building.floors} floors` : "",
  ].filter(Boolean);
  return [
    `${buildingName(building)} at ${building.address} in ${buildingArea(building)}, ${building.market.name}.`,
    facts.length > 0 ? `${facts.join(", ")}.` : "",
    `${spaces}; tour with a broker.`,
  ]
    .filter(Boolean)
    .join(" ");
}

export function buildingCrumbs(building: SeoBuilding): Crumb[] {
  return placeCrumbs(building.market, building.neighborhood, null, buildingName(building));
}

export function buildingJsonLd(building: SeoBuilding): Record<string, unknown>[] {
  return [
    {
      "@context": "https://schema.org",
      "@type": "Place",
      name: buildingName(building),
      url: building.path,
      ...(building.description ? { description: building.description } : {}),
      address: postalAddress(building),
      geo: geo(building),
      ...(building.photos[0] ? { photo: building.photos.map((photo) => photo.url) } : {}),
      ...(building.neighborhood
        ? { containedInPlace: { "@type": "Place", name: building.neighborhood.name } }
        : {}),
    },
    breadcrumbJsonLd(buildingCrumbs(building)),
  ];
}
