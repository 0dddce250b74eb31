import { LISTING_STATUSES, type ListingStatus } from "../../../common/enums";
import { isoDay } from "../../../common/format/dates";
import { resolvePrices } from "../../../common/listingFields/listingPrices";
import type { listings } from "../schema/listings";
import type { BuildingPlan } from "./buildings";
import {
  brokerNote,
  INDUSTRIAL_AMENITIES,
  listingDescription,
  listingPrivateDescription,
  OFFICE_AMENITIES,
  RETAIL_AMENITIES,
} from "./describe";
import type { Random } from "./prng";
import { addDays, ordinal } from "./util";

export type ListingRow = typeof listings.$inferInsert & { identity: string; squareFeet: number };

export type ListingContext = {
  referenceDate: Date;
  totalListings: number;
  buildingIds: readonly number[];
  /** Contact ids linked to each building (by plan index). */
  contactsByBuilding: ReadonlyMap<number, readonly number[]>;
};

const STATUS_WEIGHTS: readonly (readonly [ListingStatus, number])[] = [
  ["AVAILABLE", 70],
  ["VETTING", 8],
  ["UNAVAILABLE", 8],
  ["OFFERS_IN", 4],
  ["SF_OFFERS_IN", 3],
  ["LEASE_OUT", 4],
  ["SF_LEASE_OUT", 3],
];

const CLASS_FACTOR = { A: 1.15, B: 1, C: 0.85 } as const;
const LETTERS = "ABCD";

type Spot = { floor: number; label: string; key: string; suite: string | null; fullFloor: boolean };

function spotsFor(rng: Random, plan: BuildingPlan): Spot[] {
  if (plan.kind === "industrial") {
    return Array.from({ length: plan.listingCount }, (_, i) => ({
      floor: 1,
      label: `Unit ${LETTERS[i]}`,
      key: `unit-${LETTERS[i].toLowerCase()}`,
      suite: LETTERS[i],
      fullFloor: false,
    }));
  }
  const floors = rng.sample(
    Array.from({ length: plan.floors }, (_, i) => i + 1),
    plan.listingCount,
  );
  return floors.map((floor) => {
    const fullFloor = floor > 1 && rng.chance(0.3);
    const suite = fullFloor ? null : String(floor * 100 + rng.int(0, 12) * 5);
    let label: string;
    if (floor === 1) label = plan.kind === "retail" ? "Ground Floor Retail" : `Ground Floor, Suite ${suite}`;
    else if (fullFloor) label = floor === plan.floors && floor > 10 ? "Penthouse" : `Floor ${floor}`;
    else label = rng.chance(0.5) ? `Suite ${suite}` : `${ordinal(floor)} Floor, Suite ${suite}`;
    return {
      floor,
      label,
      key: fullFloor ? `floor-${floor}` : `floor-${floor}-suite-${suite}`,
      suite,
      fullFloor,
    };
  });
}

/** Listing rows for every planned building, in plan order; deterministic for a given rng state. */
export function* generateListings(rng: Random, plans: readonly BuildingPlan[], ctx: ListingContext) {
  const { referenceDate, totalListings } = ctx;
  // A few evenly spread listings take each status in turn, so every status exists at any size.
  const forced = new Map(
    LISTING_STATUSES.map((status, k) => [
      Math.floor(((k + 0.5) * totalListings) / LISTING_STATUSES.length),
      status,
    ]),
  );
  let index = 0;
  for (let b = 0; b < plans.length; b++) {
    const plan = plans[b];
    const building = plan.row;
    const hood = plan.neighborhood;
    for (const spot of spotsFor(rng, plan)) {
      const propertyType =
        plan.kind === "office" && spot.floor === 1 && rng.chance(0.5) ? "retail" : plan.kind;
      let squareFeet: number;
      if (propertyType === "industrial") squareFeet = Math.round(rng.int(5000, 60000) / 100) * 100;
      else if (propertyType === "retail") squareFeet = Math.round(rng.int(800, 12000) / 50) * 50;
      else if (spot.fullFloor) squareFeet = plan.floorPlate;
      else squareFeet = Math.round((plan.floorPlate * rng.float(0.1, 0.75)) / 50) * 50;
      squareFeet = Math.min(60000, Math.max(800, squareFeet));
      const maxOccupancy = Math.max(1, Math.round(squareFeet / 150));

      const typeFactor = propertyType === "industrial" ? 0.35 : propertyType === "retail" ? 1.1 : 1;
      const psf =
        hood.yearlyPricePerFoot * CLASS_FACTOR[plan.classification] * typeFactor * rng.float(0.85, 1.18);
      const accurate = rng.chance(0.6);
      const accuratePsf = accurate ? Math.round(psf) : null;
      const estimatedPsf = Math.round((accurate ? psf * rng.float(0.92, 1.08) : psf) * 2) / 2;
      const status = forced.get(index) ?? rng.weighted(STATUS_WEIGHTS);
      const leaseType = rng.weighted([
        ["DIRECT", 70],
        ["SUBLEASE", 22],
        ["LICENSE_AGREEMENT", 8],
      ] as const);
      const leaseTerm =
        leaseType === "DIRECT"
          ? rng.weighted([
              ["THREE_TO_FIVE_YEARS", 50],
              ["MORE_THAN_FIVE_YEARS", 30],
              ["ONE_TO_TWO_YEARS", 10],
              ["FLEXIBLE", 10],
            ] as const)
          : leaseType === "SUBLEASE"
            ? rng.pick(["LESS_THAN_ONE_YEAR", "ONE_TO_TWO_YEARS", "THREE_TO_FIVE_YEARS"] as const)
            : rng.pick(["LESS_THAN_ONE_YEAR", "ONE_TO_TWO_YEARS", "FLEXIBLE"] as const);
      const available = rng.chance(0.25) ? null : addDays(referenceDate, rng.int(-30, 330));
      const office = propertyType === "office";
      const conferenceRooms = office
        ? Math.min(12, Math.round(squareFeet / 4000) + rng.int(0, 2))
        : propertyType === "industrial"
          ? rng.int(0, 1)
          : 0;
      const privateOffices = office
        ? Math.round((squareFeet / 1500) * rng.float(0.3, 1.2))
        : propertyType === "industrial"
          ? rng.int(0, 2)
          : 0;
      const floorMaterial =
        propertyType === "industrial"
          ? "CONCRETE"
          : rng.weighted([
              ["CARPET", office ? 45 : 5],
              ["HARDWOOD", 30],
              ["CONCRETE", 25],
            ] as const);
      const high = spot.floor >= 10;
      const naturalLight = rng.weighted([
        ["NONE", propertyType === "industrial" ? 20 : 2],
        ["POOR", 10],
        ["GOOD", 35],
        ["VERY_GOOD", high ? 35 : 25],
        ["EXCELLENT", high ? 30 : 12],
      ] as const);
      const hasWetPantry = office ? rng.chance(0.55) : rng.chance(0.2);
      const hasExposedCeiling = rng.chance(propertyType === "office" ? 0.35 : 0.6);
      const hasPrivateBathroom = spot.fullFloor || !office ? rng.chance(0.8) : rng.chance(0.25);
      const flexible = leaseType !== "DIRECT";
      const furnished = flexible
        ? rng.weighted([
            ["YES", 50],
            ["PARTIALLY", 20],
            ["NO", 20],
            ["NEGOTIABLE", 10],
          ] as const)
        : rng.weighted([
            ["NO", 75],
            ["NEGOTIABLE", 10],
            ["UNKNOWN", 15],
          ] as const);
      const servicesIncluded =
        leaseType === "LICENSE_AGREEMENT"
          ? "YES"
          : leaseType === "SUBLEASE"
            ? rng.pick(["PARTIALLY", "NO", "NEGOTIABLE"] as const)
            : rng.pick(["NO", "UNKNOWN"] as const);
      const amenityPool = office
        ? OFFICE_AMENITIES
        : propertyType === "retail"
          ? RETAIL_AMENITIES
          : INDUSTRIAL_AMENITIES;
      const updatedAt = new Date(
        addDays(referenceDate, -rng.int(0, 120)).getTime() - rng.int(0, 86_399) * 1000,
      );
      const dataChangedAt = addDays(updatedAt, -rng.int(0, 60));
      const createdAt = addDays(dataChangedAt, -rng.int(0, 720));
      const contacts = ctx.contactsByBuilding.get(b) ?? [];
      const description = listingDescription(rng, {
        propertyType,
        squareFeet,
        floor: spot.floor,
        isFullFloor: spot.fullFloor,
        address: building.address,
        neighborhood: hood.name,
        city: plan.market.name,
        privateOffices,
        conferenceRooms,
        maxOccupancy,
        hasWetPantry,
        hasExposedCeiling,
        hasPrivateBathroom,
        floorMaterial,
        naturalLight,
        furnished: furnished === "YES",
        leaseType,
        dateAvailable: available,
        buildingClass: plan.classification,
        hasAttendedLobby: building.hasAttendedLobby ?? false,
        hasTurnstile: building.hasTurnstile ?? false,
        hasRoundTheClockAccess: building.hasRoundTheClockAccess ?? false,
      });
      const row: ListingRow = {
        uuid: rng.uuid(),
        identity: `${building.identity}/${spot.key}`,
        buildingId: ctx.buildingIds[b],
        marketId: plan.market.id,
        neighborhoodId: hood.id,
        lat: building.lat,
        lng: building.lng,
        propertyType,
        address: building.address,
        floorAndSuite: spot.label,
        privateFloor: String(spot.floor),
        privateSuite: spot.suite,
        squareFeet,
        maxOccupancy,
        accurateMonthlyPrice: accuratePsf === null ? null : Math.round((accuratePsf * squareFeet) / 12),
        estimatedMonthlyPrice: Math.round((estimatedPsf * squareFeet) / 12),
        accuratePsf,
        estimatedPsf,
        priceModel:
          squareFeet < 3000 && rng.chance(0.5)
            ? "PER_MONTH"
            : rng.chance(0.1)
              ? "PER_MONTH"
              : "PER_SQUARE_FOOT",
        status,
        details: {
          ceilingHeightFt: propertyType === "industrial" ? rng.int(18, 36) : rng.int(9, 16),
          kitchen: flexible ? rng.pick(["PRIVATE", "SHARED"]) : rng.pick(["PRIVATE", "PRIVATE", "UNKNOWN"]),
          ...(propertyType === "retail" ? { frontageFt: rng.int(15, 80) } : {}),
          ...(propertyType === "industrial"
            ? { loadingDocks: rng.int(1, 6), driveInDoors: rng.int(0, 2) }
            : {}),
        },
        leaseTerm,
        dateAvailable: available ? isoDay(available) : null,
        conferenceRooms,
        conferenceRoomAccess: office ? (leaseType === "LICENSE_AGREEMENT" ? "SHARED" : "PRIVATE") : "UNKNOWN",
        floorMaterial,
        naturalLight,
        hasWetPantry,
        hasExposedCeiling,
        hasPrivateBathroom,
        officeSpace: privateOffices,
        amenities: rng.sample(amenityPool, rng.int(2, 6)).sort(),
        furnished,
        servicesIncluded,
        leaseType,
        description,
        privateDescription: rng.chance(0.2) ? listingPrivateDescription(rng) : null,
        brokerNotes: rng.chance(0.35) ? brokerNote(rng) : null,
        subleaseContactId: leaseType === "SUBLEASE" && contacts.length > 0 ? rng.pick(contacts) : null,
        createdAt,
        updatedAt,
        dataChangedAt,
      };
      index += 1;
      // The price model's figure as drawn above, the other derived as every write derives it (issue 25).
      yield { ...row, ...resolvePrices({}, row).values };
    }
  }
}
