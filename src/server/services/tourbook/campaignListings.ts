import { and, eq, inArray, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import { campaignListings } from "../../db/schema/campaigns";
import { users } from "../../db/schema/users";
import {
  type BuildingCardRow,
  buildingCardColumns,
  type ListingCardRow,
  listingCardColumns,
  type PhotoRow,
  photoColumns,
} from "../../graphql/listing/listingCards";
import type { ListingRow } from "../../graphql/listing/listingLoaders";
import { jsonRow } from "../listings/jsonRows";
import { type CampaignPerson, type CampaignStage, personColumns, personOf } from "./campaignList";

/*
 * Read model: a campaign's listings (the CampaignListingEdge of the API: stage, who added it, when),
 * with their card rows on request; and the listing of each, for a new survey's or tour's list.
 */

/** A campaign page shows at most this many of its listings (the first by position); totalCount says how many. */
export const CAMPAIGN_LISTINGS_MAX = 300;
/** Listings asked for by id in one call at most (the drawer asks for one, the comparison a few). */
export const PICKED_LISTINGS_MAX = 50;

export type CampaignListing = {
  id: string;
  stage: CampaignStage;
  addedBy: CampaignPerson | null;
  createdAt: Date;
  listingId: number;
  /**
   * The listing's card row with its building and first photo, read with the campaign listing when the selection
   * is card fields alone (tourbook/resolvers.ts); CampaignListingEdge.node answers it at once.
   */
  cardListing?: ListingRow;
};

export const adders = alias(users, "campaign_listing_adders");

export const campaignListingColumns = {
  id: campaignListings.id,
  stage: campaignListings.stage,
  createdAt: campaignListings.createdAt,
  listingId: campaignListings.listingId,
  adder: personColumns(adders),
};

export function toCampaignListing(r: {
  id: number;
  stage: CampaignStage;
  createdAt: Date;
  listingId: number;
  adder: Parameters<typeof personOf>[0];
}): CampaignListing {
  return {
    id: String(r.id),
    stage: r.stage,
    createdAt: r.createdAt,
    listingId: r.listingId,
    addedBy: personOf(r.adder),
  };
}

/** What the campaign's statement reads of each campaign listing's listing, for list cards (see campaignListingsOf). */
export type CampaignListingCard = {
  listing: ListingCardRow;
  building: BuildingCardRow;
  firstPhotos: PhotoRow[];
};

const campaignListingJson = jsonRow("cl", {
  id: campaignListings.id,
  stage: campaignListings.stage,
  createdAt: campaignListings.createdAt,
  listingId: campaignListings.listingId,
});
const adderJson = jsonRow("a", personColumns(users));
const listingJson = jsonRow("l", listingCardColumns);
const buildingJson = jsonRow("b", buildingCardColumns);
const photoJson = jsonRow("p", photoColumns);

/**
 * The campaign's listings in its own order (at most CAMPAIGN_LISTINGS_MAX), and how many it has;
 * with `listingIds`, only the campaign listings of those listings (the drawer's and the comparison's). With
 * `cards`, each also carries its listing's card row, its building's card row and its first photo
 * (the campaign screen's 200 cards).
 *
 * One statement, answering one JSON value: on PGlite every column of every row of a result costs a
 * step of its protocol parser and of Drizzle, and the campaign listings, listings, buildings and photos of 200
 * cards were four statements (three with 200 parameters) and about 11,000 values.
 */
export async function campaignListingsOf(
  db: Db,
  rowId: number,
  listingIds: readonly number[] | null = null,
  options: { cards?: boolean } = {},
): Promise<{ totalCount: number; edges: (CampaignListing & { card?: CampaignListingCard })[] }> {
  if (listingIds?.length === 0) return { totalCount: 0, edges: [] };
  const where = listingIds
    ? and(eq(campaignListings.campaignId, rowId), inArray(campaignListings.listingId, [...listingIds]))
    : eq(campaignListings.campaignId, rowId);
  const cards = options.cards ?? false;
  // The first photo as photosOf(…, 1) ranks them: the cover, then by position and id.
  const cardParts = cards
    ? sql`, ${listingJson.sql}, ${buildingJson.sql}, (select ${photoJson.sql} from image_uploads p
          where p.attached_to_kind = 'LISTING' and p.attached_to_id = l.id and p.status = 'READY'
          order by p.is_cover desc, p.position, p.id limit 1)`
    : sql``;
  const cardJoins = cards
    ? sql`join listings l on l.id = cl.listing_id join buildings b on b.id = l.building_id`
    : sql``;
  const result = await db.execute(sql`
    with picked as (
      select id, stage, created_at, listing_id, added_by_id, position from campaign_listings
      where ${where}
      order by position, id
      limit ${CAMPAIGN_LISTINGS_MAX}
    )
    select
      (select count(*)::int from campaign_listings where ${where}) as total,
      (select coalesce(json_agg(json_build_array(
          ${campaignListingJson.sql},
          case when a.id is null then null else ${adderJson.sql} end
          ${cardParts}
        ) order by cl.position, cl.id), '[]'::json)
        from picked cl
        left join users a on a.id = cl.added_by_id
        ${cardJoins}) as edges`);
  const [row] = (result as unknown as { rows: { total: number; edges: unknown[][] }[] }).rows;
  return {
    totalCount: Number(row.total),
    edges: row.edges.map((e) => {
      const edge = toCampaignListing({
        ...campaignListingJson.read(e[0] as unknown[]),
        adder: e[1] === null ? null : adderJson.read(e[1] as unknown[]),
      });
      if (!cards) return edge;
      const card: CampaignListingCard = {
        listing: listingJson.read(e[2] as unknown[]),
        building: buildingJson.read(e[3] as unknown[]),
        firstPhotos: e[4] === null ? [] : [photoJson.read(e[4] as unknown[])],
      };
      return { ...edge, card };
    }),
  };
}

/**
 * The listing of each of a campaign's listings, in a survey's or tour's new list; null when any
 * of them is not the campaign's (nothing may be written then).
 */
export async function listingsOfCampaignListings(
  db: Db,
  campaignRowId: number,
  campaignListingIds: number[],
): Promise<Map<number, number> | null> {
  const found = await db
    .select({ id: campaignListings.id, listingId: campaignListings.listingId })
    .from(campaignListings)
    .where(
      and(eq(campaignListings.campaignId, campaignRowId), inArray(campaignListings.id, campaignListingIds)),
    );
  if (found.length !== campaignListingIds.length) return null;
  return new Map(found.map((e) => [e.id, e.listingId]));
}
