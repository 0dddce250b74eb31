import { availabilityLabel, seatsLabel, squareFeetLabel } from "../listingCard/listingFormat";
import { buildingClassLabel } from "../places/BuildingFacts";
import {
  booleanLabel,
  floorMaterialLabel,
  leaseTermLabel,
  leaseTypeLabel,
  monthlyLabel,
  naturalLightLabel,
  psfLabel,
  statusLabel,
} from "../places/placeFormat";
import type { ListingDetail } from "./campaignListingDetailsQuery";

/** Listings compared side by side at most: more columns than this cannot be read on a page or on paper. */
export const COMPARE_MAX = 8;

export type ComparisonRow = { label: string; values: string[] };
export type ComparisonGroup = { title: string; rows: ComparisonRow[] };

const NONE = "—";

type Cell = (listing: ListingDetail, today: string) => string | null;

const estimated = (text: string | null, listing: ListingDetail) =>
  text && listing.priceIsEstimated ? `${text} (est.)` : text;

const GROUPS: { title: string; rows: { label: string; cell: Cell }[] }[] = [
  {
    title: "Space",
    rows: [
      { label: "Size", cell: (l) => squareFeetLabel(l.squareFeet) },
      { label: "Seats", cell: (l) => seatsLabel(l.maxOccupancy) },
      { label: "Floor and suite", cell: (l) => l.floorAndSuite || null },
      { label: "Private offices", cell: (l) => (l.officeSpace === null ? null : String(l.officeSpace)) },
      {
        label: "Conference rooms",
        cell: (l) => (l.conferenceRooms === null ? null : String(l.conferenceRooms)),
      },
    ],
  },
  {
    title: "Price",
    rows: [
      { label: "Rent per SF/yr", cell: (l) => estimated(psfLabel(l.psf), l) },
      { label: "Monthly rent", cell: (l) => estimated(monthlyLabel(l.monthlyPrice), l) },
    ],
  },
  {
    title: "Lease",
    rows: [
      { label: "Lease type", cell: (l) => leaseTypeLabel(l.leaseType) },
      { label: "Term", cell: (l) => leaseTermLabel(l.leaseTerm) },
      { label: "Availability", cell: (l, today) => availabilityLabel(l.dateAvailable, today) },
      { label: "Status", cell: (l) => statusLabel(l.status) },
    ],
  },
  {
    title: "Features",
    rows: [
      { label: "Amenities", cell: (l) => (l.amenities.length > 0 ? l.amenities.join(", ") : null) },
      { label: "Floor material", cell: (l) => floorMaterialLabel(l.floorMaterial) },
      { label: "Natural light", cell: (l) => naturalLightLabel(l.naturalLight) },
      { label: "Wet pantry", cell: (l) => booleanLabel(l.hasWetPantry) },
      { label: "Private bathroom", cell: (l) => booleanLabel(l.hasPrivateBathroom) },
    ],
  },
  {
    title: "Building",
    rows: [
      { label: "Neighborhood", cell: (l) => l.neighborhood?.name ?? null },
      { label: "Building class", cell: (l) => buildingClassLabel(l.building.classification) },
      {
        label: "Year built",
        cell: (l) => (l.building.yearBuilt === null ? null : String(l.building.yearBuilt)),
      },
      { label: "Floors", cell: (l) => (l.building.floors === null ? null : String(l.building.floors)) },
      { label: "Attended lobby", cell: (l) => booleanLabel(l.building.hasAttendedLobby) },
      { label: "24/7 access", cell: (l) => booleanLabel(l.building.hasRoundTheClockAccess) },
    ],
  },
];

/**
 * The comparison table's rows, grouped, one value per listing in the given order. A row that no
 * listing has a value for is left out; a missing value reads "—".
 */
export function comparisonGroups(listings: readonly ListingDetail[], today: string): ComparisonGroup[] {
  return GROUPS.map((group) => ({
    title: group.title,
    rows: group.rows
      .map((row) => ({ label: row.label, raw: listings.map((l) => row.cell(l, today)) }))
      .filter((row) => row.raw.some((v) => v !== null && v !== ""))
      .map((row) => ({ label: row.label, values: row.raw.map((v) => v || NONE) })),
  })).filter((group) => group.rows.length > 0);
}
