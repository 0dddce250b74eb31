import { describe, expect, it } from "vitest";
import { campaignMarkers, markerIdFor } from "./campaignMarkers";

const edge = (id: string, buildingId: string, propertyName: string | null = null) => ({
  node: {
    id,
    address: `${id} Main St`,
    building: { id: buildingId, lat: 40.7, lng: -73.9, propertyName, address: `${buildingId} Main St` },
  },
});

describe("campaignMarkers", () => {
  it("draws one pin per building, counting the campaign's spaces in it", () => {
    const edges = [edge("1", "b1", "The Tower"), edge("2", "b2"), edge("3", "b1", "The Tower")];
    expect(campaignMarkers(edges)).toEqual([
      { id: "1", lat: 40.7, lng: -73.9, label: "The Tower (2 spaces)", badge: "2" },
      { id: "2", lat: 40.7, lng: -73.9, label: "b2 Main St" },
    ]);
  });

  it("points a listing at its building's pin", () => {
    const edges = [edge("1", "b1"), edge("2", "b2"), edge("3", "b1")];
    expect(markerIdFor(edges, "3")).toBe("1");
    expect(markerIdFor(edges, "2")).toBe("2");
    expect(markerIdFor(edges, "9")).toBeNull();
    expect(markerIdFor(edges, null)).toBeNull();
  });
});
