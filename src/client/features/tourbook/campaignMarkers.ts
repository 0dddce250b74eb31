import type { MapMarkerItem } from "../map/mapTypes";

type MarkerEdge = {
  node: {
    id: string;
    address: string;
    building: { id: string; lat: number; lng: number; propertyName: string | null; address: string };
  };
};

/**
 * One pin per building of a campaign's listings, in the campaign's order: a building with several
 * of the campaign's spaces shows their count. A pin's id is the first listing's, so choosing it opens
 * that listing in the drawer.
 */
export function campaignMarkers(edges: readonly MarkerEdge[]): MapMarkerItem[] {
  const byBuilding = new Map<string, { marker: MapMarkerItem; count: number }>();
  for (const { node } of edges) {
    const found = byBuilding.get(node.building.id);
    if (found) {
      found.count += 1;
      continue;
    }
    byBuilding.set(node.building.id, {
      count: 1,
      marker: {
        id: node.id,
        lat: node.building.lat,
        lng: node.building.lng,
        label: node.building.propertyName ?? node.building.address,
      },
    });
  }
  return [...byBuilding.values()].map(({ marker, count }) =>
    count > 1 ? { ...marker, badge: String(count), label: `${marker.label} (${count} spaces)` } : marker,
  );
}

/** The pin that stands for a listing: its building's (whose id is the building's first listing). */
export function markerIdFor(edges: readonly MarkerEdge[], listingId: string | null): string | null {
  if (!listingId) return null;
  const building = edges.find((e) => e.node.id === listingId)?.node.building.id;
  return edges.find((e) => e.node.building.id === building)?.node.id ?? null;
}
