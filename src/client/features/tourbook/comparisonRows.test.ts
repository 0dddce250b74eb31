import { describe, expect, it } from "vitest";
import type { ListingDetail } from "./campaignListingDetailsQuery";
import { comparisonGroups } from "./comparisonRows";

const listing = (over: Partial<ListingDetail> = {}): ListingDetail =>
  ({
    __typename: "Listing",
    id: "1",
    path: "/listings/x",
    address: "1 Main St",
    floorAndSuite: "Floor 4",
    squareFeet: 2500,
    maxOccupancy: 17,
    officeSpace: null,
    conferenceRooms: 2,
    psf: 60,
    monthlyPrice: 12500,
    priceIsEstimated: false,
    priceModel: "PER_SQUARE_FOOT",
    leaseType: "DIRECT",
    leaseTerm: "THREE_TO_FIVE_YEARS",
    status: "AVAILABLE",
    dateAvailable: "2026-01-01",
    floorMaterial: null,
    naturalLight: null,
    hasWetPantry: true,
    hasExposedCeiling: null,
    hasPrivateBathroom: null,
    furnished: null,
    servicesIncluded: null,
    amenities: ["Bike room", "Roof deck"],
    description: null,
    photos: [],
    neighborhood: { __typename: "Neighborhood", id: "n", name: "Flatiron" },
    building: {
      __typename: "Building",
      id: "b",
      address: "1 Main St",
      city: "New York",
      state: "ny",
      zip: "10010",
      lat: 40.7,
      lng: -73.9,
      propertyName: null,
      yearBuilt: 1910,
      floors: 12,
      classification: "B",
      hasAttendedLobby: true,
      hasTurnstile: null,
      hasRoundTheClockAccess: null,
      path: "/buildings/x",
    },
    ...over,
  }) as ListingDetail;

describe("comparisonGroups", () => {
  it("gives one value per listing in order, marks estimates and fills gaps with a dash", () => {
    const groups = comparisonGroups(
      [listing(), listing({ id: "2", psf: 48, priceIsEstimated: true, maxOccupancy: null, amenities: [] })],
      "2026-11-24",
    );
    const row = (label: string) => groups.flatMap((g) => g.rows).find((r) => r.label === label);
    expect(row("Size")?.values).toEqual(["2,500 SF", "2,500 SF"]);
    expect(row("Rent per SF/yr")?.values[1]).toMatch(/\(est\.\)$/);
    expect(row("Rent per SF/yr")?.values[0]).not.toMatch(/est/);
    expect(row("Seats")?.values[1]).toBe("—");
    expect(row("Amenities")?.values).toEqual(["Bike room, Roof deck", "—"]);
    expect(row("Availability")?.values[0]).toBe("Available now");
    expect(row("Building class")?.values[0]).toBe("Class B");
  });

  it("leaves out rows no listing has a value for, and groups left empty", () => {
    const groups = comparisonGroups([listing()], "2026-11-24");
    const labels = groups.flatMap((g) => g.rows.map((r) => r.label));
    expect(labels).not.toContain("Private offices");
    expect(labels).not.toContain("Floor material");
    expect(groups.map((g) => g.title)).toEqual(["Space", "Price", "Lease", "Features", "Building"]);
  });
});
