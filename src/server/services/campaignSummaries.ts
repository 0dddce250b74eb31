import { and, desc, eq, inArray, isNull, or, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { campaigns, requirements } from "../db/schema/campaigns";
import { markets } from "../db/schema/markets";
import { tours } from "../db/schema/surveys";

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

/** The most a user's latestCampaign lists (the SDL's @listSize of LatestCampaign.listings / surveys). */
const LATEST_LISTINGS_MAX = 500;
const LATEST_SURVEYS_MAX = 100;

/** The latest open campaign of each user, as a client or as its broker. */
export async function latestCampaignsForUsers(
  db: Db,
  userIds: readonly number[],
): Promise<(CampaignSummary | null)[]> {
  const ids = [...userIds];
  const rows = await db
    .select({
      id: campaigns.id,
      clientId: campaigns.clientId,
      brokerId: campaigns.brokerId,
    })
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

  // Listing ids and surveys come as JSON beside each campaign: one query, not one per kind.
  const [contentRows, requirementsByCampaign] = await Promise.all([
    db
      .select({
        id: campaigns.id,
        uuid: campaigns.uuid,
        // Written out with aliases: in a select list drizzle names a column without its table, which
        // inside a subquery would mean the subquery's own table. Each list stops at the SDL's maximum
        // (LatestCampaign.listings 500, surveys 100), so a huge campaign costs no more than that.
        listingIds: sql<
          number[]
        >`coalesce((select json_agg(cl.listing_id order by cl.position, cl.id) from (select listing_id, position, id from campaign_listings where campaign_id = "campaigns"."id" order by position, id limit ${LATEST_LISTINGS_MAX}) cl), '[]'::json)`,
        surveys: sql<
          { id: number; externalId: string | null }[]
        >`coalesce((select json_agg(json_build_object('id', sv.id, 'externalId', sv.external_id) order by sv.id) from (select id, external_id from surveys where campaign_id = "campaigns"."id" order by id limit ${LATEST_SURVEYS_MAX}) sv), '[]'::json)`,
      })
      .from(campaigns)
      .where(inArray(campaigns.id, campaignIds)),
    currentRequirements(db, campaignIds),
  ]);

  const summaries = new Map<number, CampaignSummary>();
  for (const content of contentRows) {
    summaries.set(content.id, {
      id: String(content.id),
      uuid: content.uuid,
      listings: content.listingIds.map((id) => ({ id: String(id) })),
      surveys: content.surveys.map((sv) => ({ id: String(sv.id), externalId: sv.externalId })),
      currentActiveRequirements: requirementsByCampaign.get(content.id) ?? null,
    });
  }
  return ids.map((userId) => {
    const campaign = latestByUser.get(userId);
    return campaign ? (summaries.get(campaign.id) ?? null) : null;
  });
}

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

function toRequirementsSummary(
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
