import { and, asc, desc, eq, exists, ilike, inArray, isNull, or, type SQL, sql } from "drizzle-orm";
import { type AnyPgColumn, alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import { campaignListings, campaigns } from "../../db/schema/campaigns";
import type { campaignListingStageValues } from "../../db/schema/enums";
import { invitations } from "../../db/schema/invitations";
import { markets } from "../../db/schema/markets";
import { users } from "../../db/schema/users";
import { currentRequirements, type RequirementsSummary } from "../campaignSummaries";

export type CampaignStage = (typeof campaignListingStageValues)[number];
/** The list's orders; the SDL enum CampaignSort lists the same values (enums.test.ts). */
export const CAMPAIGN_SORT_VALUES = ["LAST_ACTIVITY", "NAME", "CREATED"] as const;
export type CampaignSort = (typeof CAMPAIGN_SORT_VALUES)[number];

export type CampaignListQuery = {
  /** Words of the campaign's name or identifier, or its client's name, company or e-mail. */
  search: string | null;
  /** Only campaigns with at least one listing at this stage. */
  stage: CampaignStage | null;
  sort: CampaignSort;
  /** Every campaign (admins only; the resolver checks), not just the viewer's own. */
  everyone: boolean;
  offset: number;
  limit: number;
};

export type CampaignPerson = { id: string; displayName: string; companyName: string | null };

/** Ids are strings here: this is the API's shape (GraphQL IDs). */
export type CampaignListItem = {
  id: string;
  uuid: string;
  displayName: string;
  identifier: string;
  client: CampaignPerson | null;
  broker: CampaignPerson | null;
  marketName: string | null;
  currentActiveRequirements: RequirementsSummary | null;
  listingCount: number;
  stageCounts: { stage: CampaignStage; count: number }[];
  lastActivityAt: Date;
  createdAt: Date;
  invitationPending: boolean;
};

export type CampaignListPage = { totalCount: number; campaigns: CampaignListItem[] };

type PersonColumn = "id" | "firstName" | "lastName" | "email" | "companyName";

/** The columns of a person a campaign shows, from `users` or an alias of it. */
export function personColumns<T extends Record<PersonColumn, AnyPgColumn>>(t: T): Pick<T, PersonColumn> {
  return {
    id: t.id,
    firstName: t.firstName,
    lastName: t.lastName,
    email: t.email,
    companyName: t.companyName,
  };
}

type PersonRow = {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  companyName: string | null;
};

/** A left-joined person (null when the campaign has none) as the API shows them. */
export function personOf(p: PersonRow | null): CampaignPerson | null {
  return p
    ? {
        id: String(p.id),
        displayName: `${p.firstName} ${p.lastName}`.trim() || p.email,
        companyName: p.companyName,
      }
    : null;
}

const clients = alias(users, "campaign_clients");
const brokers = alias(users, "campaign_brokers");

/** Campaigns with their client, broker and market name, plus `extra` columns: the list's and the page's base. */
export function campaignsWithParties<E extends Record<string, SQL | AnyPgColumn>>(db: Db, extra: E) {
  return db
    .select({
      campaign: campaigns,
      marketName: markets.name,
      client: personColumns(clients),
      broker: personColumns(brokers),
      ...extra,
    })
    .from(campaigns)
    .leftJoin(clients, eq(clients.id, campaigns.clientId))
    .leftJoin(brokers, eq(brokers.id, campaigns.brokerId))
    .leftJoin(markets, eq(markets.id, campaigns.marketId));
}

/** `%`, `_` and `\` typed by a person match themselves, not any text. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The campaigns the viewer is a party to: their client, their broker, or a member by invitation. */
function visibleTo(db: Db, viewerId: number): SQL {
  const memberOf = db
    .select({ id: invitations.campaignId })
    .from(invitations)
    .where(
      and(eq(invitations.acceptedById, viewerId), isNull(invitations.surveyId), isNull(invitations.tourId)),
    );
  return or(
    eq(campaigns.clientId, viewerId),
    eq(campaigns.brokerId, viewerId),
    inArray(campaigns.id, memberOf),
  ) as SQL;
}

/** The last time anything changed in the campaign: itself, or a listing added or moved. */
const lastActivity = sql<Date>`greatest(${campaigns.updatedAt}, coalesce((select max(${campaignListings.updatedAt}) from ${campaignListings} where ${campaignListings.campaignId} = ${campaigns.id}), ${campaigns.updatedAt}))`;

/** No client, and a campaign invitation still open: the list says "Invitation pending". */
const invitationPending = sql<boolean>`(${campaigns.clientId} is null and exists (select 1 from ${invitations} where ${invitations.campaignId} = ${campaigns.id} and ${invitations.kind} = 'CAMPAIGN' and ${invitations.acceptedAt} is null and (${invitations.expiresAt} is null or ${invitations.expiresAt} > now())))`;

/**
 * One page of the viewer's campaigns for the tourbook's list, with what the list shows of each:
 * the client, the market, the current requirements, listing counts per stage and the last activity.
 * Archived campaigns are left out. Three queries besides the page itself, whatever the page size.
 */
export async function listCampaigns(
  db: Db,
  viewerId: number,
  query: CampaignListQuery,
): Promise<CampaignListPage> {
  const conditions: SQL[] = [isNull(campaigns.archivedAt)];
  if (!query.everyone) conditions.push(visibleTo(db, viewerId));
  if (query.search) {
    const pattern = likePattern(query.search);
    conditions.push(
      or(
        ilike(campaigns.displayName, pattern),
        ilike(campaigns.identifier, pattern),
        ilike(sql`${clients.firstName} || ' ' || ${clients.lastName}`, pattern),
        ilike(clients.companyName, pattern),
        ilike(clients.email, pattern),
      ) as SQL,
    );
  }
  if (query.stage) {
    conditions.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(campaignListings)
          .where(and(eq(campaignListings.campaignId, campaigns.id), eq(campaignListings.stage, query.stage))),
      ),
    );
  }
  const where = and(...conditions);
  const order =
    query.sort === "NAME"
      ? [asc(sql`lower(${campaigns.displayName})`), asc(campaigns.id)]
      : query.sort === "CREATED"
        ? [desc(campaigns.createdAt), desc(campaigns.id)]
        : [desc(lastActivity), desc(campaigns.id)];

  const [rows, [{ count }]] = await Promise.all([
    campaignsWithParties(db, { lastActivityAt: lastActivity, invitationPending })
      .where(where)
      .orderBy(...order)
      .limit(query.limit)
      .offset(query.offset),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(campaigns)
      .leftJoin(clients, eq(clients.id, campaigns.clientId))
      .where(where),
  ]);

  const ids = rows.map((r) => r.campaign.id);
  const [stageRows, requirementsByCampaign] = await Promise.all([
    ids.length
      ? db
          .select({
            campaignId: campaignListings.campaignId,
            stage: campaignListings.stage,
            count: sql<number>`count(*)::int`,
          })
          .from(campaignListings)
          .where(inArray(campaignListings.campaignId, ids))
          .groupBy(campaignListings.campaignId, campaignListings.stage)
      : Promise.resolve([]),
    currentRequirements(db, ids),
  ]);

  return {
    totalCount: count,
    campaigns: rows.map((r) => {
      const stages = stageRows.filter((s) => s.campaignId === r.campaign.id);
      return {
        id: String(r.campaign.id),
        uuid: r.campaign.uuid,
        displayName: r.campaign.displayName,
        identifier: r.campaign.identifier,
        client: personOf(r.client),
        broker: personOf(r.broker),
        marketName: r.marketName,
        currentActiveRequirements: requirementsByCampaign.get(r.campaign.id) ?? null,
        listingCount: stages.reduce((n, s) => n + s.count, 0),
        stageCounts: stages.map(({ stage, count: n }) => ({ stage, count: n })),
        lastActivityAt: new Date(r.lastActivityAt),
        createdAt: r.campaign.createdAt,
        invitationPending: r.invitationPending === true,
      };
    }),
  };
}

/** "First Last" of a campaign's person, or null when none (or no name) is set. */
export const fullName = (u: { firstName: string | null; lastName: string | null } | null) =>
  u ? `${u.firstName ?? ""} ${u.lastName ?? ""}`.trim() || null : null;
