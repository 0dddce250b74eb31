import type { PropertyType } from "../../../common/enums";
import type { buildings } from "../schema/buildings";
import {
  buildingCmsContent,
  buildingDescription,
  buildingPrivateDescription,
  propertyName,
} from "./describe";
import type { Random } from "./prng";
import type { SeededMarket, SeededNeighborhood } from "./seedMarkets";
import { addDays, offsetKm, slugify } from "./util";

export type BuildingPlan = {
  row: typeof buildings.$inferInsert & { identity: string };
  market: SeededMarket;
  neighborhood: SeededNeighborhood;
  kind: PropertyType;
  /** How many listings this building will hold. */
  listingCount: number;
  /** Typical rentable square feet of one floor. */
  floorPlate: number;
  floors: number;
  classification: "A" | "B" | "C";
};

/** Splits total across markets by weight (largest remainder), so the split is exact and stable. */
export function allocateByWeight(markets: readonly SeededMarket[], total: number): number[] {
  const weightSum = markets.reduce((sum, m) => sum + m.seed.weight, 0);
  const exact = markets.map((m) => (total * m.seed.weight) / weightSum);
  const counts = exact.map(Math.floor);
  let left = total - counts.reduce((a, b) => a + b, 0);
  const order = exact
    .map((x, i) => [x - Math.floor(x), i] as const)
    .sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (const [, i] of order) {
    if (left <= 0) break;
    counts[i] += 1;
    left -= 1;
  }
  return counts;
}

const LISTINGS_PER_BUILDING = [
  [1, 30],
  [2, 25],
  [3, 18],
  [4, 12],
  [5, 8],
  [6, 5],
  [8, 2],
] as const;

function floorsFor(rng: Random, market: SeededMarket, kind: PropertyType): number {
  if (kind === "industrial") return rng.int(1, 2);
  if (kind === "retail") return rng.int(1, 4);
  const max = market.slug === "new-york" ? 60 : market.seed.weight >= 3 ? 45 : 25;
  // Most office buildings are mid-rise; a few are towers.
  return rng.chance(0.2) ? rng.int(Math.min(20, max), max) : rng.int(3, Math.min(20, max));
}

function yearBuiltFor(rng: Random, classification: "A" | "B" | "C"): number {
  if (classification === "A") return rng.int(1962, 2023);
  if (classification === "B") return rng.int(1920, 2005);
  return rng.int(1890, 1985);
}

/** Plans buildings market by market until each market's listing quota is used up. */
export function planBuildings(
  rng: Random,
  markets: readonly SeededMarket[],
  totalListings: number,
  referenceDate: Date,
): BuildingPlan[] {
  const quotas = allocateByWeight(markets, totalListings);
  const plans: BuildingPlan[] = [];
  markets.forEach((market, index) => {
    let remaining = quotas[index];
    const usedSlugs = new Set<string>();
    const dense = (market.seed.spreadKm ?? 1.2) < 0.8;
    while (remaining > 0) {
      const neighborhood = rng.pick(market.neighborhoods);
      const kind = rng.weighted<PropertyType>([
        ["office", 80],
        ["retail", 12],
        ["industrial", dense ? 3 : 8],
      ]);
      const floors = floorsFor(rng, market, kind);
      const units = kind === "industrial" ? 4 : floors;
      const listingCount = Math.min(remaining, units, rng.weighted(LISTINGS_PER_BUILDING));
      remaining -= listingCount;

      let address = "";
      let slug = "";
      for (let attempt = 0; attempt < 50 && (slug === "" || usedSlugs.has(slug)); attempt++) {
        const number = dense ? rng.int(1, 1200) : rng.chance(0.7) ? rng.int(100, 1999) : rng.int(2000, 9999);
        address = `${number} ${rng.pick(neighborhood.streets)}`;
        slug = slugify(address);
      }
      while (usedSlugs.has(slug)) {
        address = `${rng.int(10000, 99999)} ${rng.pick(neighborhood.streets)}`;
        slug = slugify(address);
      }
      usedSlugs.add(slug);

      const spread = market.seed.spreadKm ?? 1.2;
      const distance = spread * Math.sqrt(rng.next());
      const angle = rng.next() * 2 * Math.PI;
      const [lat, lng] = offsetKm(
        neighborhood.lat,
        neighborhood.lng,
        distance * Math.cos(angle),
        distance * Math.sin(angle),
      );
      const place = neighborhood.findPostal(lat, lng);
      if (!place) throw new Error(`No postal code near ${neighborhood.name}, ${market.name}`);

      const classification = rng.weighted<"A" | "B" | "C">([
        ["A", 35],
        ["B", 45],
        ["C", 20],
      ]);
      const yearBuilt = yearBuiltFor(rng, classification);
      const floorPlate =
        kind === "office"
          ? Math.round(rng.int(dense ? 6000 : 4000, dense ? 30000 : 25000) / 100) * 100
          : kind === "retail"
            ? Math.round(rng.int(1500, 12000) / 50) * 50
            : Math.round(rng.int(10000, 60000) / 100) * 100;
      const createdAt = addDays(referenceDate, -rng.int(200, 1500));
      const updatedAt = addDays(referenceDate, -rng.int(0, 199));
      const tall = kind === "office" && floors >= 10;
      plans.push({
        market,
        neighborhood,
        kind,
        listingCount,
        floorPlate,
        floors,
        classification,
        row: {
          identity: `${market.state}/${market.slug}/${place.zip}/${slug}`,
          address,
          slug,
          city: place.city,
          state: market.state,
          zip: place.zip,
          postalCode: place.postalCode,
          lat,
          lng,
          marketId: market.id,
          neighborhoodId: neighborhood.id,
          propertyName: rng.chance(0.3) ? propertyName(rng) : null,
          yearBuilt,
          floors,
          classification,
          hasAttendedLobby: tall ? rng.chance(0.8) : rng.chance(0.2),
          hasTurnstile: tall && classification === "A" ? rng.chance(0.7) : rng.chance(0.1),
          hasRoundTheClockAccess: rng.chance(0.7),
          description: rng.chance(0.6)
            ? buildingDescription(rng, {
                address,
                neighborhood: neighborhood.name,
                yearBuilt,
                floors,
                classification,
              })
            : null,
          privateDescription: rng.chance(0.2) ? buildingPrivateDescription(rng) : null,
          cmsContent: rng.chance(0.05)
            ? buildingCmsContent({ address, neighborhood: neighborhood.name, city: market.name })
            : null,
          createdAt,
          updatedAt,
        },
      });
    }
  });
  return plans;
}
