/*
 * The office space calculator's arithmetic (/office-space-calculator). Pure and isomorphic: the page
 * recomputes on every keystroke and the numbers are the same on the server and in the browser.
 *
 * Allowances are usable square feet per item, the figures space planners commonly start from for a
 * US office fit-out. They are planning estimates, not a test fit of a real floor plate:
 *
 * - A private office is 10 × 12 ft (120 SF): a desk, a chair and one guest chair.
 * - An open-plan bench desk takes about 50 SF (a 5 ft desk, its chair and its share of the aisle
 *   between rows); a workstation in a mixed layout gets 8 × 8 ft (64 SF) with low partitions.
 * - Conference rooms: small 150 SF (4–6 people), medium 300 SF (8–12), large 500 SF (14–20), each
 *   including the space around the table.
 * - A phone booth is a one-person room of about 5 × 6 ft (30 SF).
 * - A kitchen starts at 150 SF (counter, sink, fridge) and grows 5 SF a seat for seating and queues.
 * - Reception is 200 SF: a desk and a small waiting area.
 * - Circulation (corridors, aisles, space in front of doors) is added as a share of everything above:
 *   a quarter in an open plan, 30 % in a mixed layout and 35 % when everyone has an office, because
 *   walls need corridors.
 * - Rentable area is usable area plus the tenant's share of the building's common areas (lobby,
 *   lifts, restrooms): the load factor, 15 % here, a typical figure for a multi-tenant office floor.
 */

export const WORK_STYLES = ["OPEN_PLAN", "MIXED", "PRIVATE_OFFICES"] as const;
export type WorkStyle = (typeof WORK_STYLES)[number];

export const WORK_STYLE_LABELS: Record<WorkStyle, string> = {
  OPEN_PLAN: "Open plan",
  MIXED: "Mixed",
  PRIVATE_OFFICES: "Private offices",
};

export const PRIVATE_OFFICE_SF = 120;
export const OPEN_DESK_SF = 50;
export const WORKSTATION_SF = 64;
export const SMALL_CONFERENCE_ROOM_SF = 150;
export const MEDIUM_CONFERENCE_ROOM_SF = 300;
export const LARGE_CONFERENCE_ROOM_SF = 500;
export const PHONE_BOOTH_SF = 30;
export const KITCHEN_BASE_SF = 150;
export const KITCHEN_SF_PER_SEAT = 5;
export const RECEPTION_SF = 200;
export const CIRCULATION_SHARE: Record<WorkStyle, number> = {
  OPEN_PLAN: 0.25,
  MIXED: 0.3,
  PRIVATE_OFFICES: 0.35,
};
/** Rentable = usable × (1 + LOAD_FACTOR). */
export const LOAD_FACTOR = 0.15;

/** Desk allowance for people without a private office, by work style. */
export const DESK_SF: Record<WorkStyle, number> = {
  OPEN_PLAN: OPEN_DESK_SF,
  MIXED: WORKSTATION_SF,
  // Everyone has an office in this style, so no desks are planned.
  PRIVATE_OFFICES: WORKSTATION_SF,
};

/** Limits of the form; past these the rules of thumb above stop meaning much. */
export const MAX_HEADCOUNT = 10_000;
export const MAX_ROOM_COUNT = 500;
export const MAX_GROWTH_PERCENT = 500;

export type SpaceInputs = {
  headcount: number;
  workStyle: WorkStyle;
  /** Ignored for PRIVATE_OFFICES, where everyone has one. */
  privateOffices: number;
  smallConferenceRooms: number;
  mediumConferenceRooms: number;
  largeConferenceRooms: number;
  phoneBooths: number;
  kitchen: boolean;
  reception: boolean;
  /** Expected headcount growth over the lease term, in whole percent. */
  growthPercent: number;
};

export const AREA_KINDS = [
  "privateOffices",
  "desks",
  "conferenceRooms",
  "phoneBooths",
  "kitchen",
  "reception",
  "circulation",
] as const;
export type AreaKind = (typeof AREA_KINDS)[number];

export const AREA_LABELS: Record<AreaKind, string> = {
  privateOffices: "Private offices",
  desks: "Desks",
  conferenceRooms: "Conference rooms",
  phoneBooths: "Phone booths",
  kitchen: "Kitchen",
  reception: "Reception",
  circulation: "Circulation",
};

export type SpaceResult = {
  /** Headcount after growth: one seat a person. */
  seats: number;
  privateOfficeCount: number;
  deskCount: number;
  /** Usable square feet by area, whole numbers that add up to usableSquareFeet. */
  areas: Record<AreaKind, number>;
  usableSquareFeet: number;
  rentableSquareFeet: number;
  loadFactor: number;
  rentableSquareFeetPerSeat: number;
};

/** Headcount after growth, rounded up: 10 people growing 25 % need 13 seats, not 12.5. */
export function seatsAfterGrowth(headcount: number, growthPercent: number): number {
  // Whole-number arithmetic first, so 10 × 110 / 100 is exactly 11 (10 × 1.1 is 11.000000000000002).
  return Math.ceil((headcount * (100 + growthPercent)) / 100);
}

export function calculateSpace(inputs: SpaceInputs): SpaceResult {
  const seats = seatsAfterGrowth(inputs.headcount, inputs.growthPercent);
  const privateOfficeCount =
    inputs.workStyle === "PRIVATE_OFFICES" ? seats : Math.min(inputs.privateOffices, seats);
  const deskCount = seats - privateOfficeCount;
  const net = {
    privateOffices: privateOfficeCount * PRIVATE_OFFICE_SF,
    desks: deskCount * DESK_SF[inputs.workStyle],
    conferenceRooms:
      inputs.smallConferenceRooms * SMALL_CONFERENCE_ROOM_SF +
      inputs.mediumConferenceRooms * MEDIUM_CONFERENCE_ROOM_SF +
      inputs.largeConferenceRooms * LARGE_CONFERENCE_ROOM_SF,
    phoneBooths: inputs.phoneBooths * PHONE_BOOTH_SF,
    kitchen: inputs.kitchen ? KITCHEN_BASE_SF + KITCHEN_SF_PER_SEAT * seats : 0,
    reception: inputs.reception ? RECEPTION_SF : 0,
  };
  const netTotal = Object.values(net).reduce((sum, value) => sum + value, 0);
  const circulation = Math.round(netTotal * CIRCULATION_SHARE[inputs.workStyle]);
  const usableSquareFeet = netTotal + circulation;
  const rentableSquareFeet = Math.round(usableSquareFeet * (1 + LOAD_FACTOR));
  return {
    seats,
    privateOfficeCount,
    deskCount,
    areas: { ...net, circulation },
    usableSquareFeet,
    rentableSquareFeet,
    loadFactor: LOAD_FACTOR,
    rentableSquareFeetPerSeat: Math.round(rentableSquareFeet / seats),
  };
}

export type RentEstimate = { yearlyPricePerFoot: number; yearlyRent: number; monthlyRent: number };

/**
 * Rent of the rentable area at a yearly price per square foot (US leases quote rent on rentable
 * area). Yearly rent is rounded to the dollar; monthly rent is rentable × psf / 12 rounded up, the
 * same rule as the onboarding budget (spec section 5). Null without a usable price.
 */
export function estimateRent(
  rentableSquareFeet: number,
  yearlyPricePerFoot: number | null,
): RentEstimate | null {
  if (yearlyPricePerFoot === null || !Number.isFinite(yearlyPricePerFoot) || yearlyPricePerFoot <= 0)
    return null;
  const yearly = rentableSquareFeet * yearlyPricePerFoot;
  return {
    yearlyPricePerFoot,
    yearlyRent: Math.round(yearly),
    // toFixed first so 10 × 36 / 12 = 30 exactly is not pushed to 31 by a binary fraction.
    monthlyRent: Math.ceil(Number((yearly / 12).toFixed(6))),
  };
}

/** Average of the prices that exist (neighbourhoods without a price are left out); null if none. */
export function averagePricePerFoot(prices: readonly (number | null)[]): number | null {
  const known = prices.filter((p): p is number => p !== null && Number.isFinite(p) && p > 0);
  if (known.length === 0) return null;
  return Math.round((known.reduce((sum, p) => sum + p, 0) / known.length) * 100) / 100;
}
