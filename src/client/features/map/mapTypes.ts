/* Types of the lazy map, kept apart from it so pages can use them without loading Leaflet. */

export type MapBounds = { north: number; south: number; east: number; west: number };

export type LatLngPoint = { lat: number; lng: number };

export type MapMarkerItem = {
  id: string;
  lat: number;
  lng: number;
  /** Names the marker (its tooltip and accessible name) and heads its popup. */
  label: string;
  /** Where the popup's link goes; no link without it. */
  href?: string;
  /** Link text in the popup; "View details" by default. */
  linkText?: string;
  /** A short text inside the pin, e.g. the number of spaces in the building. */
  badge?: string;
  /** An extra class on the pin, for maps that show more than one kind of place. */
  pinClass?: string;
};

export type ListingsMapProps = {
  markers: MapMarkerItem[];
  /** The marker chosen by a click (drawn as selected). */
  selectedId?: string | null;
  onSelect?(id: string): void;
  /** The marker of whatever the list is pointing at (drawn as highlighted). */
  onHoverId?: string | null;
  /** Shows "Search this area" after the person moves the map, and reports the map's rectangle. */
  onBoundsSearch?(bounds: MapBounds): void;
  /** CSS height of the map; 100% of its container by default. */
  height?: string;
  /** Where to look when there are no markers. */
  center?: LatLngPoint;
  /** A rectangle to show instead of fitting the markers (the current "Search this area" filter). */
  fitTo?: MapBounds | null;
  /** Accessible name of the map region. */
  label?: string;
  /** What the markers are, in the plural, for cluster markers ("3 buildings", the default). */
  clusterNoun?: string;
  /**
   * False for numbered pins (a tour's stops): each keeps its own number at every zoom, never an
   * anonymous count (issue 25). True (the default) for search results.
   */
  clusters?: boolean;
};

/** Fallback view: Manhattan. */
export const DEFAULT_CENTER: LatLngPoint = { lat: 40.7484, lng: -73.9857 };

export const TILE_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';
