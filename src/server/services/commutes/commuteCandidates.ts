import { and, asc, desc, inArray, type SQL, sql } from "drizzle-orm";
import { buildSearchUrl } from "../../../common/routes/searchUrl";
import type { Db } from "../../db/client";
import { buildings } from "../../db/schema/buildings";
import { buildingPath } from "../listings/listingPaths";
import type { MarketDirectory, NeighborhoodRow } from "../marketDirectory";

/*
 * Candidate offices for the commute calculator. A candidate is a building or a neighbourhood: a
 * listing's office is its building, so one building stands for every space in it (the suggestions
 * say how many are available), and a neighbourhood stands for "somewhere around here" before a
 * building is chosen.
 */

export const CANDIDATE_KINDS = ["BUILDING", "NEIGHBORHOOD"] as const;
export type CandidateKind = (typeof CANDIDATE_KINDS)[number];

export type CommuteCandidate = {
  kind: CandidateKind;
  id: string;
  label: string;
  detail: string;
  lat: number;
  lng: number;
  /** The building's page or the neighbourhood's search page. */
  path: string;
};

export type CandidateRef = { kind: CandidateKind; id: string };

const MAX_NEIGHBORHOOD_SUGGESTIONS = 4;
const MAX_BUILDING_SUGGESTIONS = 6;

// Written out in full: drizzle leaves a column unqualified in a one-table select, and inside this
// subquery a bare "id" would mean the listing's id.
const availableCount = sql<number>`(select count(*)::int from listings l where l.building_id = "buildings"."id" and l.status = 'AVAILABLE')`;

type BuildingHit = typeof buildings.$inferSelect & { available: number };

function words(query: string): string[] {
  return query.toLowerCase().split(/\s+/).filter(Boolean);
}

/** `%`, `_` and `\` typed by a visitor are literal characters, not patterns. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function spaces(n: number): string {
  if (n === 0) return "no spaces listed now";
  return `${n} ${n === 1 ? "space" : "spaces"} available`;
}

function buildingCandidate(b: BuildingHit, directory: MarketDirectory): CommuteCandidate | null {
  const market = directory.marketById.get(b.marketId);
  if (!market) return null;
  const hood = b.neighborhoodId === null ? null : (directory.neighborhoodById.get(b.neighborhoodId) ?? null);
  const where = hood ? `${hood.name}, ${market.name}` : `${b.city}, ${market.name}`;
  return {
    kind: "BUILDING",
    id: String(b.id),
    label: b.propertyName ? `${b.propertyName}, ${b.address}` : b.address,
    detail: `Building in ${where} · ${spaces(b.available)}`,
    lat: b.lat,
    lng: b.lng,
    path: buildingPath(b, market, hood),
  };
}

function neighborhoodCandidate(n: NeighborhoodRow, directory: MarketDirectory): CommuteCandidate | null {
  const market = directory.marketById.get(n.marketId);
  if (!market) return null;
  return {
    kind: "NEIGHBORHOOD",
    id: String(n.id),
    label: n.name,
    detail: `Neighbourhood in ${market.name}`,
    lat: n.lat,
    lng: n.lng,
    path: buildSearchUrl({ state: market.state, citySlug: market.slug, neighborhoods: [n.slug] }),
  };
}

function matchingNeighborhoods(directory: MarketDirectory, terms: string[]): NeighborhoodRow[] {
  const scored: { hood: NeighborhoodRow; rank: number; marketOrder: number }[] = [];
  for (const hood of directory.neighborhoodById.values()) {
    const market = directory.marketById.get(hood.marketId);
    const name = hood.name.toLowerCase();
    // "midtown new york" and "downtown tx" narrow by market.
    const haystack = `${name} ${market?.name.toLowerCase() ?? ""} ${market?.state ?? ""}`;
    if (!terms.every((t) => haystack.includes(t))) continue;
    // Names that start with what was typed come first.
    scored.push({ hood, rank: name.startsWith(terms[0]) ? 0 : 1, marketOrder: market?.sortOrder ?? 0 });
  }
  // Then the markets in their display order (the largest first), so "Midtown" finds New York's first.
  return scored
    .sort(
      (a, b) => a.rank - b.rank || a.marketOrder - b.marketOrder || a.hood.name.localeCompare(b.hood.name),
    )
    .slice(0, MAX_NEIGHBORHOOD_SUGGESTIONS)
    .map((s) => s.hood);
}

/** Suggestions for a typed text: neighbourhoods first (few, and short), then buildings. */
export async function searchCandidates(
  db: Db,
  directory: MarketDirectory,
  query: string,
): Promise<CommuteCandidate[]> {
  const terms = words(query);
  if (terms.length === 0) return [];
  const haystack = sql`(${buildings.address} || ' ' || coalesce(${buildings.propertyName}, '') || ' ' || ${buildings.city})`;
  const conditions: SQL[] = terms.map((t) => sql`${haystack} ilike ${likePattern(t)}`);
  const rows = await db
    .select({ building: buildings, available: availableCount })
    .from(buildings)
    .where(and(...conditions))
    .orderBy(desc(availableCount), asc(buildings.address), asc(buildings.id))
    .limit(MAX_BUILDING_SUGGESTIONS);
  const hoods = matchingNeighborhoods(directory, terms).map((n) => neighborhoodCandidate(n, directory));
  const found = rows.map((r) => buildingCandidate({ ...r.building, available: r.available }, directory));
  return [...hoods, ...found].filter((c): c is CommuteCandidate => c !== null);
}

export type ResolvedCandidates = { candidates: CommuteCandidate[]; missing: CandidateRef[] };

/** The chosen candidates, in the order given; references that no longer exist come back in `missing`. */
export async function resolveCandidates(
  db: Db,
  directory: MarketDirectory,
  refs: readonly CandidateRef[],
): Promise<ResolvedCandidates> {
  const buildingIds = refs.filter((r) => r.kind === "BUILDING").map((r) => Number(r.id));
  const rows = buildingIds.length
    ? await db
        .select({ building: buildings, available: availableCount })
        .from(buildings)
        .where(inArray(buildings.id, buildingIds))
    : [];
  const byId = new Map(rows.map((r) => [String(r.building.id), { ...r.building, available: r.available }]));
  const candidates: CommuteCandidate[] = [];
  const missing: CandidateRef[] = [];
  for (const ref of refs) {
    let candidate: CommuteCandidate | null = null;
    if (ref.kind === "BUILDING") {
      const hit = byId.get(ref.id);
      candidate = hit ? buildingCandidate(hit, directory) : null;
    } else {
      const hood = directory.neighborhoodById.get(Number(ref.id));
      candidate = hood ? neighborhoodCandidate(hood, directory) : null;
    }
    if (candidate) candidates.push(candidate);
    else missing.push(ref);
  }
  return { candidates, missing };
}
