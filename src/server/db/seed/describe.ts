import { formatUtcMonthYear } from "../../../common/format/dates";
import { formatThousands } from "../../../common/format/numbers";
import type { Random } from "./prng";
import { ordinal } from "./util";
import { words } from "./words";

// Listing and building copy composed from phrase fragments and the record's own facts, so every
// description is coherent with the fields beside it.

export type ListingFacts = {
  propertyType: "office" | "retail" | "industrial";
  squareFeet: number;
  floor: number;
  isFullFloor: boolean;
  address: string;
  neighborhood: string;
  city: string;
  privateOffices: number;
  conferenceRooms: number;
  maxOccupancy: number;
  hasWetPantry: boolean;
  hasExposedCeiling: boolean;
  hasPrivateBathroom: boolean;
  floorMaterial: "CONCRETE" | "HARDWOOD" | "CARPET";
  naturalLight: "NONE" | "POOR" | "GOOD" | "VERY_GOOD" | "EXCELLENT";
  furnished: boolean;
  leaseType: "DIRECT" | "SUBLEASE" | "LICENSE_AGREEMENT";
  dateAvailable: Date | null;
  buildingClass: string;
  hasAttendedLobby: boolean;
  hasTurnstile: boolean;
  hasRoundTheClockAccess: boolean;
};

const OFFICE_OPENERS = words(
  "Bright|Sun-filled|Newly renovated|Move-in ready|Turnkey|Pre-built|Efficient|Boutique|Creative|Corner|Modern|Handsome|Loft-style|Light-filled",
);
const RETAIL_OPENERS = words("High-visibility|Corner|Street-level|Well-located|Newly built-out|Flexible");
const INDUSTRIAL_OPENERS = words("Clean|Functional|Well-maintained|Flexible|Modern|Highly accessible");

const OFFICE_KINDS = words("office|office suite|loft office|office space");
const RETAIL_KINDS = words("retail space|storefront|retail unit");
const INDUSTRIAL_KINDS = words("warehouse|flex industrial space|light-industrial unit");

const CLOSERS = words(
  "Close to transit, restaurants and coffee.|A short walk to several subway and bus lines.|Ideal for a growing team.|Well suited to a creative or technology tenant.|The landlord is open to flexible terms for the right tenant.|Tours are available on short notice.|Surrounded by shops, gyms and lunch spots.|An easy commute from most of the city.",
);
const RETAIL_CLOSERS = words(
  "Strong daytime foot traffic from surrounding offices.|Signage opportunity on the facade.|Suits a cafe, showroom or service retailer.",
);
const INDUSTRIAL_CLOSERS = words(
  "Quick access to the highway network.|Suits distribution, light manufacturing or a showroom.|Ample truck court and parking.",
);

const LIGHT_PHRASES: Record<ListingFacts["naturalLight"], string | null> = {
  NONE: null,
  POOR: null,
  GOOD: "good natural light",
  VERY_GOOD: "great natural light",
  EXCELLENT: "excellent natural light on several exposures",
};

const FLOOR_PHRASES: Record<ListingFacts["floorMaterial"], string> = {
  CONCRETE: "polished concrete floors",
  HARDWOOD: "hardwood floors",
  CARPET: "new carpet",
};

const LEASE_PHRASES: Record<ListingFacts["leaseType"], string> = {
  DIRECT: "on a direct lease from the landlord",
  SUBLEASE: "as a sublease",
  LICENSE_AGREEMENT: "on a flexible license agreement",
};

function listPhrase(items: string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

export function listingDescription(rng: Random, f: ListingFacts): string {
  const sentences: string[] = [];
  const sf = formatThousands(f.squareFeet);
  const where =
    f.floor === 1
      ? "on the ground floor"
      : f.isFullFloor
        ? `occupying the entire ${ordinal(f.floor)} floor`
        : `on the ${ordinal(f.floor)} floor`;
  if (f.propertyType === "office") {
    sentences.push(
      `${rng.pick(OFFICE_OPENERS)} ${sf} SF ${rng.pick(OFFICE_KINDS)} ${where} of ${f.address} in ${f.neighborhood}.`,
    );
    const layout: string[] = [];
    if (f.privateOffices > 0)
      layout.push(`${f.privateOffices} private office${f.privateOffices === 1 ? "" : "s"}`);
    if (f.conferenceRooms > 0)
      layout.push(`${f.conferenceRooms} conference room${f.conferenceRooms === 1 ? "" : "s"}`);
    layout.push(`open seating for about ${f.maxOccupancy} people`);
    sentences.push(`The layout includes ${listPhrase(layout)}.`);
  } else if (f.propertyType === "retail") {
    sentences.push(
      `${rng.pick(RETAIL_OPENERS)} ${sf} SF ${rng.pick(RETAIL_KINDS)} at ${f.address} in ${f.neighborhood}.`,
    );
  } else {
    sentences.push(
      `${rng.pick(INDUSTRIAL_OPENERS)} ${sf} SF ${rng.pick(INDUSTRIAL_KINDS)} at ${f.address}, ${f.neighborhood}.`,
    );
  }
  const features: string[] = [];
  if (f.hasWetPantry) features.push("a wet pantry");
  if (f.hasExposedCeiling) features.push("exposed ceilings");
  if (f.hasPrivateBathroom) features.push("private bathrooms");
  features.push(FLOOR_PHRASES[f.floorMaterial]);
  const light = LIGHT_PHRASES[f.naturalLight];
  if (light) features.push(light);
  sentences.push(`Highlights include ${listPhrase(features)}.`);
  const building: string[] = [];
  if (f.hasAttendedLobby) building.push("an attended lobby");
  if (f.hasTurnstile) building.push("turnstile security");
  if (f.hasRoundTheClockAccess) building.push("24/7 access");
  if (building.length > 0) {
    sentences.push(`The Class ${f.buildingClass} building offers ${listPhrase(building)}.`);
  }
  const when = f.dateAvailable ? `from ${formatUtcMonthYear(f.dateAvailable)}` : "immediately";
  sentences.push(`Available ${when} ${LEASE_PHRASES[f.leaseType]}${f.furnished ? ", furnished" : ""}.`);
  const closers =
    f.propertyType === "retail"
      ? RETAIL_CLOSERS
      : f.propertyType === "industrial"
        ? INDUSTRIAL_CLOSERS
        : CLOSERS;
  sentences.push(rng.pick(closers));
  return sentences.join(" ");
}

const BROKER_NOTES = words(
  "Landlord is motivated and will consider free rent on a five-year term.|Showings need 24 hours' notice through the building agent.|Asking rent is firm for terms under three years.|Landlord will deliver with new paint and carpet.|Space is currently occupied; coordinate access with the superintendent.|TI allowance available for terms of five years or more.|Furniture is negotiable with the current tenant.|Keys are at the management office on the second floor.|Two other groups toured last week; move quickly if the client is serious.|Electric is submetered and billed at cost plus 5%.|Landlord prefers credit tenants; expect a security deposit of three months.|Sublandlord's lease expires in 2029, so the term cannot run past that.",
);

export const brokerNote = (rng: Random) => rng.sample(BROKER_NOTES, rng.int(1, 2)).join(" ");

const LISTING_PRIVATE = words(
  "The landlord does not want the suite number published until a tour is booked.|Current tenant is relocating within the building; do not disclose.|Space may be combined with the adjacent suite for a larger requirement.|Priced below market to backfill before the owner refinances.|Landlord will entertain a short-term deal for a credit tenant.",
);

export const listingPrivateDescription = (rng: Random) => rng.pick(LISTING_PRIVATE);

const INSIGHTS = words(
  "Comparable spaces on this block leased at about {psf} per SF in the last quarter.|The landlord accepted roughly 8% below asking on a similar floor last year.|This floor shows well: the corner offices and their views are the selling point.|Expect two to three months of free rent on a five-year deal here.|The building's elevators were modernised recently, a plus for larger teams.|Clients liked the pantry and the light on recent tours; the bathrooms need work.|Ownership is responsive; leases have been turned around within two weeks.",
);

export const brokerInsight = (rng: Random, psf: number) =>
  rng.pick(INSIGHTS).replace("{psf}", `$${Math.round(psf * 0.95)}`);

const BUILDING_PRIVATE = words(
  "Freight elevator is bookable 7am to 5pm on weekdays.|Ownership changed hands recently; the new landlord is repositioning the building.|Superintendent lives on site; coordinate after-hours access through him.|Building is under a lobby renovation through next spring.|Landlord pays brokers the full commission on renewals.",
);

export const buildingPrivateDescription = (rng: Random) => rng.pick(BUILDING_PRIVATE);

const NAME_CORES = words(
  "Meridian|Harbor|Summit|Beacon|Crescent|Sterling|Landmark|Gateway|Commerce|Exchange|Hudson|Madison|Liberty|Heritage|Parkside|Riverview|Central|Union|Lincoln|Franklin",
);
const NAME_KINDS = words("Building|Tower|Plaza|Center|Lofts|Place|House");

export function propertyName(rng: Random): string {
  return `${rng.chance(0.4) ? "The " : ""}${rng.pick(NAME_CORES)} ${rng.pick(NAME_KINDS)}`;
}

export function buildingDescription(
  rng: Random,
  b: { address: string; neighborhood: string; yearBuilt: number; floors: number; classification: string },
): string {
  const era = b.yearBuilt < 1940 ? "pre-war" : b.yearBuilt < 1990 ? "mid-century" : "modern";
  const extra = rng.pick(
    words(
      "It has been upgraded with new elevators and a refreshed lobby.|Floors are efficient, with few columns.|Several tenants have been in the building for over a decade.|A rooftop terrace is shared by all tenants.",
    ),
  );
  return `${b.address} is a ${b.floors}-storey ${era} Class ${b.classification} building in ${b.neighborhood}, completed in ${b.yearBuilt}. ${extra}`;
}

export function buildingCmsContent(b: { address: string; neighborhood: string; city: string }): string {
  return [
    `## About ${b.address}`,
    "",
    `${b.address} sits in the heart of ${b.neighborhood}, one of ${b.city}'s most sought-after business districts.`,
    "Tenants enjoy easy transit, plenty of places to eat, and a landlord that keeps the building in top shape.",
    "",
    "### Getting there",
    "",
    "Several transit lines stop within a ten-minute walk, and bike parking is available on site.",
  ].join("\n");
}

export const OFFICE_AMENITIES = words(
  "Kitchen|Bike storage|Showers|Roof deck|Terrace|Fitness center|Freight elevator|Conference center|Tenant lounge|Phone booths|Reception area|Server room|Outdoor space|Parking|Dog friendly|Wellness room",
);
export const RETAIL_AMENITIES = words(
  "Storefront signage|Corner exposure|Basement storage|Venting possible|Outdoor seating|Parking|Freight elevator",
);
export const INDUSTRIAL_AMENITIES = words(
  "Loading dock|Drive-in door|Clear height 24 ft|Heavy power|Truck court|Parking|Office build-out|Sprinklered",
);
