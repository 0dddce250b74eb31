import { and, desc, eq, inArray, isNull, or } from "drizzle-orm";
import type { Db } from "../db/client";
import { campaignListings, campaigns, requirementNeighborhoods, requirements } from "../db/schema/campaigns";
import { markets, neighborhoods } from "../db/schema/markets";
import { surveys, tours } from "../db/schema/surveys";

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

/** The latest open campaign of each user, as a client or as its broker. */
export async function latestCampaignsForUsers(
  db: Db,
  userIds: readonly number[],
): Promise<(CampaignSummary | null)[]> {
  const ids = [...userIds];
  const rows = await db
    .select()
    .from(campaigns)
    .where(
      and(
        isNull(campaigns.archivedAt),
        or(inArray(campaigns.clientId, ids), inArray(campaigns.brokerId, ids)),
      ),
    )
    .orderBy(desc(campaigns.createdAt), desc(campaigns.id));
  const latestByUser = new Map<number, (typeof rows)[number]>();
  for (const row of rows) {
    for (const userId of [row.clientId, row.brokerId]) {
      if (userId !== null && !latestByUser.has(userId)) latestByUser.set(userId, row);
    }
  }
  const campaignIds = [...new Set([...latestByUser.values()].map((c) => c.id))];
  if (campaignIds.length === 0) return ids.map(() => null);

  const [listingRows, surveyRows, requirementsByCampaign] = await Promise.all([
    db
      .select({ campaignId: campaignListings.campaignId, listingId: campaignListings.listingId })
      .from(campaignListings)
      .where(inArray(campaignListings.campaignId, campaignIds))
      .orderBy(campaignListings.position, campaignListings.id),
    db
      .select({ campaignId: surveys.campaignId, id: surveys.id, externalId: surveys.externalId })
      .from(surveys)
      .where(inArray(surveys.campaignId, campaignIds)),
    currentRequirements(db, campaignIds),
  ]);

  const summaries = new Map<number, CampaignSummary>();
  for (const campaignId of campaignIds) {
    const campaign = [...latestByUser.values()].find((c) => c.id === campaignId)!;
    summaries.set(campaignId, {
      id: String(campaign.id),
      uuid: campaign.uuid,
      listings: listingRows
        .filter((l) => l.campaignId === campaignId)
        .map((l) => ({ id: String(l.listingId) })),
      surveys: surveyRows
        .filter((s) => s.campaignId === campaignId)
        .map((s) => ({ id: String(s.id), externalId: s.externalId })),
      currentActiveRequirements: requirementsByCampaign.get(campaignId) ?? null,
    });
  }
  return ids.map((userId) => {
    const campaign = latestByUser.get(userId);
    return campaign ? (summaries.get(campaign.id) ?? null) : null;
  });
}

/** The current active requirements of each campaign that has them, by campaign id (two queries). */
export async function currentRequirements(
  db: Db,
  campaignIds: readonly number[],
): Promise<Map<number, RequirementsSummary>> {
  if (campaignIds.length === 0) return new Map();
  const requirementRows = await db
    .select({ requirement: requirements, market: markets })
    .from(requirements)
    .leftJoin(markets, eq(markets.id, requirements.marketId))
    .where(and(inArray(requirements.campaignId, [...campaignIds]), eq(requirements.isCurrentActive, true)));
  const requirementIds = requirementRows.map((r) => r.requirement.id);
  const hoodRows = requirementIds.length
    ? await db
        .select({
          requirementId: requirementNeighborhoods.requirementId,
          id: neighborhoods.id,
          name: neighborhoods.name,
        })
        .from(requirementNeighborhoods)
        .innerJoin(neighborhoods, eq(neighborhoods.id, requirementNeighborhoods.neighborhoodId))
        .where(inArray(requirementNeighborhoods.requirementId, requirementIds))
        .orderBy(neighborhoods.name)
    : [];
  return new Map(
    requirementRows.map((r) => [
      r.requirement.campaignId,
      toRequirementsSummary(r.requirement, r.market, hoodRows),
    ]),
  );
}

function toRequirementsSummary(
  r: typeof requirements.$inferSelect,
  market: typeof markets.$inferSelect | null,
  hoods: { requirementId: number; id: number; name: string }[],
): RequirementsSummary {
  return {
    id: String(r.id),
    neighborhoods: hoods
      .filter((h) => h.requirementId === r.id)
      .map((h) => ({ id: String(h.id), name: h.name })),
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

/** Tours of the campaigns each user is the client or broker of, soonest first. */
export async function toursForUsers(db: Db, userIds: readonly number[]) {
  const ids = [...userIds];
  const rows = await db
    .select({ id: tours.id, date: tours.date, clientId: campaigns.clientId, brokerId: campaigns.brokerId })
    .from(tours)
    .innerJoin(campaigns, eq(campaigns.id, tours.campaignId))
    .where(or(inArray(campaigns.clientId, ids), inArray(campaigns.brokerId, ids)))
    .orderBy(tours.date, tours.id);
  return ids.map((userId) =>
    rows
      .filter((r) => r.clientId === userId || r.brokerId === userId)
      .map((r) => ({ id: String(r.id), date: r.date })),
  );
}
