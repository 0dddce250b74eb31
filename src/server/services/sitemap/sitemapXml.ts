import { asc, count, eq, sql } from "drizzle-orm";
import { pathFor } from "../../../common/routes/matchRoute";
import { buildSearchUrl } from "../../../common/routes/searchUrl";
import type { Db } from "../../db/client";
import { buildings } from "../../db/schema/buildings";
import { listings } from "../../db/schema/listings";
import { buildingPath, listingPath } from "../listings/listingPaths";
import type { MarketDirectory } from "../marketDirectory";
import { AVAILABLE } from "../search/searchSql";

/** The sitemap protocol allows 50,000 URLs a file; 10,000 keeps each file small enough to build at once. */
export const URLS_PER_SITEMAP = 10_000;

type Entry = { path: string; lastmod?: Date };

const escapeXml = (s: string) =>
  s
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");

export function urlSet(baseUrl: string, entries: readonly Entry[]): string {
  const parts = [
    '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n',
  ];
  for (const e of entries) {
    parts.push(`<url><loc>${escapeXml(baseUrl + e.path)}</loc>`);
    if (e.lastmod) parts.push(`<lastmod>${e.lastmod.toISOString()}</lastmod>`);
    parts.push("</url>\n");
  }
  parts.push("</urlset>\n");
  return parts.join("");
}

export function sitemapIndex(baseUrl: string, files: readonly string[]): string {
  const items = files.map((f) => `<sitemap><loc>${escapeXml(`${baseUrl}/sitemaps/${f}`)}</loc></sitemap>\n`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join("")}</sitemapindex>\n`;
}

/** Public pages that exist whatever the data. */
export const STATIC_PATHS = [
  "/",
  "/office-space-calculator",
  "/commutes",
  "/buildings",
  "/about",
  "/welcome/meet-our-team",
  "/blog",
  "/leasopedia",
  "/move-in-services",
  "/contact-us",
  "/jobs",
  "/referrals",
  "/terms",
  "/privacy",
] as const;

/** How many buildings-{n}.xml and listings-{n}.xml files there are. */
export async function sitemapFileCounts(db: Db, directory: MarketDirectory) {
  const [{ n }] = await db.select({ n: count() }).from(buildings);
  let available = 0;
  for (const c of directory.availableListingsByMarket.values()) available += c;
  return {
    buildings: Math.ceil(Number(n) / URLS_PER_SITEMAP),
    listings: Math.ceil(available / URLS_PER_SITEMAP),
  };
}

/** Market and neighbourhood search pages, and the buildings directory of each state and market. */
export function marketEntries(directory: MarketDirectory): Entry[] {
  const entries: Entry[] = [];
  const states = new Set<string>();
  for (const market of directory.markets) {
    if (!states.has(market.state)) {
      states.add(market.state);
      entries.push({ path: pathFor("sitemap", { state: market.state }) });
    }
    entries.push({ path: buildSearchUrl({ state: market.state, citySlug: market.slug, neighborhoods: [] }) });
    for (const hood of directory.neighborhoodsByMarket.get(market.id) ?? []) {
      entries.push({
        path: buildSearchUrl({ state: market.state, citySlug: market.slug, neighborhoods: [hood.slug] }),
      });
    }
    entries.push({ path: pathFor("sitemap", { state: market.state, city: market.slug }) });
  }
  return entries;
}

/** Buildings file n (1-based), by id. */
export async function buildingEntries(db: Db, directory: MarketDirectory, n: number): Promise<Entry[]> {
  const rows = await db
    .select()
    .from(buildings)
    .orderBy(asc(buildings.id))
    .limit(URLS_PER_SITEMAP)
    .offset((n - 1) * URLS_PER_SITEMAP);
  return rows.flatMap((b) => {
    const market = directory.marketById.get(b.marketId);
    if (!market) return [];
    const hood =
      b.neighborhoodId === null ? null : (directory.neighborhoodById.get(b.neighborhoodId) ?? null);
    return [{ path: buildingPath(b, market, hood), lastmod: b.updatedAt }];
  });
}

/** Listings file n (1-based): AVAILABLE listings by id. */
export async function listingEntries(db: Db, directory: MarketDirectory, n: number): Promise<Entry[]> {
  const rows = await db
    .select({
      floorAndSuite: listings.floorAndSuite,
      updatedAt: listings.updatedAt,
      marketId: buildings.marketId,
      slug: buildings.slug,
      zip: buildings.zip,
      city: buildings.city,
      neighborhoodId: buildings.neighborhoodId,
    })
    .from(listings)
    .innerJoin(buildings, eq(buildings.id, listings.buildingId))
    .where(AVAILABLE)
    .orderBy(sql`${listings.id}`)
    .limit(URLS_PER_SITEMAP)
    .offset((n - 1) * URLS_PER_SITEMAP);
  return rows.flatMap((r) => {
    const market = directory.marketById.get(r.marketId);
    if (!market) return [];
    const hood =
      r.neighborhoodId === null ? null : (directory.neighborhoodById.get(r.neighborhoodId) ?? null);
    return [{ path: listingPath(r, r, market, hood), lastmod: r.updatedAt }];
  });
}
