import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { requirements } from "../db/schema/campaigns";
import { markets } from "../db/schema/markets";

export type RequirementsSummary = {
  id: string;
  neighborhoods: { id: string; name: string }[];
  minPsf: number | null;
  maxPsf: number | null;
  minSquareFeet: number | null;
  maxSquareFeet: number | null;
  minMonthlyBudget: number | null;
  maxMonthlyBudget: number | null;
  numberOfEmployees: number | null;
  numEmployees: number | null;
  activeSizeFilter: string | null;
  activePriceFilter: string | null;
  minOccupancy: number | null;
  maxOccupancy: number | null;
  leaseTerm: string | null;
  areas: string[];
  market: { id: string; name: string; state: string } | null;
};

export type CampaignSummary = {
  id: string;
  uuid: string;
  listings: { id: string }[];
  surveys: { id: string; externalId: string | null }[];
  currentActiveRequirements: RequirementsSummary | null;
};

/** The current active requirements of each campaign that has them, by campaign id (one query). */
export async function currentRequirements(
  db: Db,
  campaignIds: readonly number[],
): Promise<Map<number, RequirementsSummary>> {
  if (campaignIds.length === 0) return new Map();
  // The neighbourhoods come as JSON beside each requirement: one query for all of it.
  const requirementRows = await db
    .select({
      requirement: requirements,
      market: markets,
      // Aliased for the same reason as above.
      neighborhoods: sql<
        { id: number; name: string }[]
      >`coalesce((select json_agg(json_build_object('id', n.id, 'name', n.name) order by n.name, n.id) from requirement_neighborhoods rn inner join neighborhoods n on n.id = rn.neighborhood_id where rn.requirement_id = "requirements"."id"), '[]'::json)`,
    })
    .from(requirements)
    .leftJoin(markets, eq(markets.id, requirements.marketId))
    .where(and(inArray(requirements.campaignId, [...campaignIds]), eq(requirements.isCurrentActive, true)));
  return new Map(
    requirementRows.map((r) => [
      r.requirement.campaignId,
      toRequirementsSummary(r.requirement, r.market, r.neighborhoods),
    ]),
  );
}

export function toRequirementsSummary(
  r: typeof requirements.$inferSelect,
  market: typeof markets.$inferSelect | null,
  hoods: { id: number; name: string }[],
): RequirementsSummary {
  return {
    id: String(r.id),
    neighborhoods: hoods.map((h) => ({ id: String(h.id), name: h.name })),
    minPsf: r.minPsf,
    maxPsf: r.maxPsf,
    minSquareFeet: r.minSquareFeet,
    maxSquareFeet: r.maxSquareFeet,
    minMonthlyBudget: r.minMonthlyBudget,
    maxMonthlyBudget: r.maxMonthlyBudget,
    numberOfEmployees: r.numEmployees,
    numEmployees: r.numEmployees,
    activeSizeFilter: r.activeSizeFilter,
    activePriceFilter: r.activePriceFilter,
    minOccupancy: r.minOccupancy,
    maxOccupancy: r.maxOccupancy,
    leaseTerm: r.leaseTerm,
    areas: r.areas,
    market: market ? { id: String(market.id), name: market.name, state: market.state } : null,
  };
}
