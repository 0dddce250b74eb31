import Supercluster from "supercluster";
import type { MapMarkerItem } from "./mapTypes";

/*
 * Pins that would overlap on screen become one cluster marker (WCAG 2.2, 2.5.8 target size: every
 * target keeps at least 24 × 24 px of its own). Supercluster does the grouping; a last pass merges
 * whatever it left too close, because its clusters sit at their members' centroid and two centroids
 * can drift closer than the radius. Only the map's chunk imports this file, so the library loads
 * with Leaflet, never with a page's first script.
 */

/** Leaflet's tiles are 256 px: with the same extent, Supercluster's pixels are the map's pixels. */
const TILE_SIZE = 256;
/**
 * Centre-to-centre distance, in screen pixels, below which two markers are grouped. Pins are
 * 28 px and cluster markers 40 px; 44 px apart, even diagonally, each keeps more than 24 × 24 px
 * that no other marker covers.
 */
export const MIN_MARKER_DISTANCE_PX = 44;
/**
 * Past the map's deepest zoom (Leaflet's 18), so buildings at the same spot stay one cluster at
 * every zoom instead of coming back as stacked pins.
 */
const CLUSTER_MAX_ZOOM = 19;

export type PinItem = { kind: "pin"; marker: MapMarkerItem; lat: number; lng: number };
export type ClusterItem = {
  kind: "cluster";
  /** Stable while the cluster has the same members. */
  key: string;
  lat: number;
  lng: number;
  markers: MapMarkerItem[];
};
export type MapItem = PinItem | ClusterItem;

type PinProps = { index: number };

/** A clusterer for one set of markers; `at(zoom)` is cheap, so the map calls it on every zoom. */
export function createPinClusterer(markers: readonly MapMarkerItem[]) {
  const index = new Supercluster<PinProps>({
    radius: MIN_MARKER_DISTANCE_PX,
    extent: TILE_SIZE,
    maxZoom: CLUSTER_MAX_ZOOM,
    minPoints: 2,
  });
  index.load(
    markers.map((marker, i) => ({
      type: "Feature" as const,
      properties: { index: i },
      geometry: { type: "Point" as const, coordinates: [marker.lng, marker.lat] },
    })),
  );

  function membersOf(feature: Supercluster.ClusterFeature<Supercluster.AnyProps>): MapMarkerItem[] {
    const leaves = index.getLeaves(feature.properties.cluster_id, Number.POSITIVE_INFINITY);
    return leaves.map((leaf) => markers[leaf.properties.index]);
  }

  return {
    at(zoom: number): MapItem[] {
      const groups = index
        .getClusters([-180, -85, 180, 85], Math.floor(zoom))
        .map((feature) =>
          "cluster" in feature.properties && feature.properties.cluster
            ? membersOf(feature as Supercluster.ClusterFeature<Supercluster.AnyProps>)
            : [markers[(feature.properties as PinProps).index]],
        );
      return mergeTooClose(groups, Math.floor(zoom)).map(toItem);
    },
  };
}

/** The markers as they show at one zoom: pins on their own, and clusters. */
export function clusterPins(markers: readonly MapMarkerItem[], zoom: number): MapItem[] {
  return createPinClusterer(markers).at(zoom);
}

/** Web Mercator pixel position at a zoom, as Leaflet computes it. */
export function projectToPixels(lat: number, lng: number, zoom: number): { x: number; y: number } {
  const scale = TILE_SIZE * 2 ** zoom;
  const sin = Math.sin((Math.max(-85.0511, Math.min(85.0511, lat)) * Math.PI) / 180);
  return {
    x: ((lng + 180) / 360) * scale,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale,
  };
}

function centre(group: readonly MapMarkerItem[]): { lat: number; lng: number } {
  const lat = group.reduce((sum, m) => sum + m.lat, 0) / group.length;
  const lng = group.reduce((sum, m) => sum + m.lng, 0) / group.length;
  return { lat, lng };
}

/** Merges any two groups whose markers would sit closer than MIN_MARKER_DISTANCE_PX, until none do. */
function mergeTooClose(groups: MapMarkerItem[][], zoom: number): MapMarkerItem[][] {
  const result = groups.map((g) => [...g]);
  let merged = true;
  while (merged) {
    merged = false;
    const points = result.map((g) => {
      const c = centre(g);
      return projectToPixels(c.lat, c.lng, zoom);
    });
    outer: for (let i = 0; i < result.length; i++) {
      for (let j = i + 1; j < result.length; j++) {
        if (Math.hypot(points[i].x - points[j].x, points[i].y - points[j].y) < MIN_MARKER_DISTANCE_PX) {
          result[i].push(...result[j]);
          result.splice(j, 1);
          merged = true;
          break outer;
        }
      }
    }
  }
  return result;
}

function toItem(group: MapMarkerItem[]): MapItem {
  if (group.length === 1) return { kind: "pin", marker: group[0], lat: group[0].lat, lng: group[0].lng };
  const ids = group.map((m) => m.id).sort();
  return { kind: "cluster", key: `cluster:${ids.join(",")}`, ...centre(group), markers: group };
}
