import type { Db } from "../client";
import { markets, neighborhoods, submarkets } from "../schema/markets";
import { marketSeeds } from "./data/markets";
import type { MarketSeed, NeighborhoodSeed } from "./data/types";
import { slugify } from "./util";
import { words } from "./words";
import { createPostalFinder, type PostalPlace } from "./zips";

export type SeededNeighborhood = {
  id: number;
  name: string;
  slug: string;
  yearlyPricePerFoot: number;
  lat: number;
  lng: number;
  streets: readonly string[];
  findPostal: (lat: number, lng: number) => PostalPlace | undefined;
};

export type SeededMarket = {
  id: number;
  name: string;
  slug: string;
  state: string;
  seed: MarketSeed;
  neighborhoods: SeededNeighborhood[];
};

type HoodDraft = { hood: NeighborhoodSeed; submarket?: string; streets: readonly string[] };

function draftsFor(seed: MarketSeed): HoodDraft[] {
  const marketStreets = words(seed.streets);
  const drafts: HoodDraft[] = (seed.neighborhoods ?? []).map((hood) => ({ hood, streets: marketStreets }));
  for (const sub of seed.submarkets ?? []) {
    const streets = sub.streets ? words(sub.streets) : marketStreets;
    for (const hood of sub.neighborhoods) drafts.push({ hood, submarket: sub.name, streets });
  }
  return drafts;
}

/** Inserts every market, submarket and neighbourhood of the city map. */
export async function insertMarkets(db: Db): Promise<SeededMarket[]> {
  const marketRows = await db
    .insert(markets)
    .values(
      marketSeeds.map((m, index) => ({
        externalId: `${m.state}-${m.slug}`,
        name: m.name,
        state: m.state,
        slug: m.slug,
        lat: m.lat,
        lng: m.lng,
        sortOrder: index,
      })),
    )
    .returning({ id: markets.id, slug: markets.slug, state: markets.state });
  const marketIds = new Map(marketRows.map((r) => [`${r.state}/${r.slug}`, r.id]));

  const submarketDrafts = marketSeeds.flatMap((m) =>
    (m.submarkets ?? []).map((s) => ({
      marketId: marketIds.get(`${m.state}/${m.slug}`)!,
      name: s.name,
      slug: slugify(s.name),
    })),
  );
  const submarketRows =
    submarketDrafts.length > 0
      ? await db
          .insert(submarkets)
          .values(submarketDrafts)
          .returning({ id: submarkets.id, marketId: submarkets.marketId, name: submarkets.name })
      : [];
  const submarketIds = new Map(submarketRows.map((r) => [`${r.marketId}/${r.name}`, r.id]));

  const result: SeededMarket[] = [];
  for (const seed of marketSeeds) {
    const marketId = marketIds.get(`${seed.state}/${seed.slug}`)!;
    const drafts = draftsFor(seed);
    const rows = await db
      .insert(neighborhoods)
      .values(
        drafts.map(({ hood: [name, price, lat, lng], submarket }) => ({
          marketId,
          submarketId: submarket ? submarketIds.get(`${marketId}/${submarket}`) : null,
          name,
          slug: slugify(name),
          yearlyPricePerFoot: price,
          lat,
          lng,
        })),
      )
      .returning({ id: neighborhoods.id, slug: neighborhoods.slug });
    const idsBySlug = new Map(rows.map((r) => [r.slug, r.id]));
    result.push({
      id: marketId,
      name: seed.name,
      slug: seed.slug,
      state: seed.state,
      seed,
      neighborhoods: drafts.map(({ hood: [name, price, lat, lng], streets }) => ({
        id: idsBySlug.get(slugify(name))!,
        name,
        slug: slugify(name),
        yearlyPricePerFoot: price,
        lat,
        lng,
        streets,
        findPostal: createPostalFinder(seed.state, seed.name, lat, lng),
      })),
    });
  }
  return result;
}
