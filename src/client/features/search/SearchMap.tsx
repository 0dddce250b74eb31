import { useMemo } from "react";
import { LazyListingsMap } from "../map/LazyListingsMap";
import type { MapMarkerItem } from "../map/mapTypes";
import { type SearchLocation, withFilters } from "./searchLocation";
import type { SearchResultData } from "./searchQuery";

/** One pin per building of the page, linking to the space or, with several, to the building. */
export function mapMarkersFor(result: SearchResultData): MapMarkerItem[] {
  const byId = new Map(result.listings.map((l) => [l.id, l]));
  return result.markers.map((marker) => {
    const count = marker.listingIds.length;
    const only = count === 1 ? byId.get(marker.listingIds[0]) : undefined;
    return {
      id: marker.building.id,
      lat: marker.lat,
      lng: marker.lng,
      label: marker.building.propertyName || marker.building.address,
      href: only ? only.path : marker.building.path,
      linkText: only ? `View ${only.floorAndSuite}` : `View ${count} spaces`,
      badge: count > 1 ? String(count) : undefined,
    };
  });
}

export type SearchMapProps = {
  location: SearchLocation;
  result: SearchResultData;
  selectedId: string | null;
  hoveredId: string | null;
  onSelect: (buildingId: string) => void;
  onChange: (next: SearchLocation) => void;
};

/** The search page's map of the buildings on the page; "Search this area" narrows the search to it. */
export function SearchMap({ location, result, selectedId, hoveredId, onSelect, onChange }: SearchMapProps) {
  // The same pins while only the selection or hover changes: the map redraws them on a new list.
  const markers = useMemo(() => mapMarkersFor(result), [result]);
  return (
    <LazyListingsMap
      markers={markers}
      selectedId={selectedId}
      onSelect={onSelect}
      onHoverId={hoveredId}
      onBoundsSearch={(bounds) => onChange(withFilters(location, { bounds }))}
      center={result.market.position}
      fitTo={location.bounds}
      label={`Map of ${markers.length === 1 ? "1 building" : `${markers.length} buildings`} on this page`}
    />
  );
}
