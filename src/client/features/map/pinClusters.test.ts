import { describe, expect, it } from "vitest";
import type { MapMarkerItem } from "./mapTypes";
import { clusterPins, MIN_MARKER_DISTANCE_PX, projectToPixels } from "./pinClusters";

const pin = (id: string, lat: number, lng: number): MapMarkerItem => ({ id, lat, lng, label: id });

// Three buildings a block apart in SoHo, and one in Midtown about 3.5 km north.
const soho = [pin("a", 40.7233, -73.9985), pin("b", 40.7241, -73.9972), pin("c", 40.7226, -73.9996)];
const midtown = pin("m", 40.7549, -73.984);

function distancePx(a: { lat: number; lng: number }, b: { lat: number; lng: number }, zoom: number) {
  const p = projectToPixels(a.lat, a.lng, zoom);
  const q = projectToPixels(b.lat, b.lng, zoom);
  return Math.hypot(p.x - q.x, p.y - q.y);
}

describe("clusterPins", () => {
  it("groups pins that would overlap into one cluster, and leaves a distant pin alone", () => {
    const items = clusterPins([...soho, midtown], 12);
    expect(items).toHaveLength(2);
    const cluster = items.find((i) => i.kind === "cluster");
    const alone = items.find((i) => i.kind === "pin");
    expect(cluster?.kind === "cluster" && cluster.markers.map((m) => m.id).sort()).toEqual(["a", "b", "c"]);
    expect(alone?.kind === "pin" && alone.marker.id).toBe("m");
  });

  it("shows every pin on its own once the map is zoomed in far enough", () => {
    const items = clusterPins([...soho, midtown], 18);
    expect(items.map((i) => i.kind)).toEqual(["pin", "pin", "pin", "pin"]);
  });

  it("puts a cluster at the centre of its pins, with a key that names its members", () => {
    const [cluster] = clusterPins(soho, 10);
    expect(cluster.kind).toBe("cluster");
    if (cluster.kind !== "cluster") return;
    expect(cluster.lat).toBeCloseTo((40.7233 + 40.7241 + 40.7226) / 3, 6);
    expect(cluster.key).toBe("cluster:a,b,c");
  });

  it("keeps buildings at the very same spot together even at the deepest zoom", () => {
    const items = clusterPins([pin("x", 40.75, -73.99), pin("y", 40.75, -73.99)], 18);
    expect(items).toHaveLength(1);
    expect(items[0].kind).toBe("cluster");
  });

  it("never leaves two markers closer than the minimum distance, at any zoom", () => {
    // A dense grid: about 30 m between neighbours, the worst case for centroid drift.
    const dense: MapMarkerItem[] = [];
    for (let row = 0; row < 6; row++)
      for (let col = 0; col < 6; col++)
        dense.push(pin(`p${row}-${col}`, 40.72 + row * 0.0003, -74 + col * 0.0004));
    for (let zoom = 10; zoom <= 18; zoom++) {
      const items = clusterPins(dense, zoom);
      expect(items.reduce((n, i) => n + (i.kind === "pin" ? 1 : i.markers.length), 0)).toBe(dense.length);
      for (let i = 0; i < items.length; i++)
        for (let j = i + 1; j < items.length; j++)
          expect(distancePx(items[i], items[j], zoom)).toBeGreaterThanOrEqual(MIN_MARKER_DISTANCE_PX);
    }
  });

  it("answers an empty list for no markers", () => {
    expect(clusterPins([], 12)).toEqual([]);
  });
});
