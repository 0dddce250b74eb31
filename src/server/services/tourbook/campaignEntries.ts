import { and, asc, desc, eq, getTableColumns, inArray, isNotNull, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { isUuid } from "../../../common/format/uuid";
import { tourState } from "../../../common/tourbook/tourState";
import type { Db } from "../../db/client";
import { campaignListings, campaigns, requirements } from "../../db/schema/campaigns";
import { markets } from "../../db/schema/markets";
import { surveys, tours } from "../../db/schema/surveys";
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
import type { CampaignSubject } from "../../policies/subjects";
import { toRequirementsSummary } from "../campaignSummaries";
import { jsonRow } from "../listings/jsonRows";
import {
  type CampaignListItem,
  type CampaignPerson,
  type CampaignStage,
  personColumns,
  personOf,
} from "./campaignList";
import { rowIdOf } from "./rowIdOf";

/** A campaign page shows at most this many of its listings (the first by position); totalCount says how many. */
export const CAMPAIGN_LISTINGS_MAX = 300;
/** A campaign answers at most this many surveys and tours each. */
export const SHORTLISTS_MAX = 50;
/** Listings asked for by id in one call at most (the drawer asks for one, the comparison a few). */
export const PICKED_LISTINGS_MAX = 50;
/** Entries moved in one call at most. */
export const MOVE_LISTINGS_MAX = 100;

export type CampaignListing = {
  id: string;
  stage: CampaignStage;
  addedBy: CampaignPerson | null;
  createdAt: Date;
  listingId: number;
  /**
   * The listing's card row with its building and first photo, read with the entry when the selection
   * is card fields alone (tourbook/resolvers.ts); CampaignListingEdge.node answers it at once.
   */
  cardListing?: ListingRow;
};

export type CampaignDetail = Omit<
  CampaignListItem,
  "listingCount" | "stageCounts" | "lastActivityAt" | "invitationPending"
> & {
  /** The campaign's row id, for the rules and the entries. */
  rowId: number;
  /** Its surveys and tours, when campaignPage read them with it. */
  shortlists?: { surveys: Shortlists; tours: Shortlists<ReturnType<typeof tourSummary>> };
};

const adders = alias(users, "entry_adders");

/** The row id of a campaign named by its id or its uuid (the spec's LoadCampaignSettings), or null. */
export const campaignRowId = (db: Db, idOrUuid: string) => rowIdOf(db, "campaign", idOrUuid);

type Shortlist = { id: string; name: string };
/** A campaign's surveys or tours as its page lists them: all of them (drafts too), or the published. */
export type Shortlists<T = Shortlist> = { all: T[]; published: T[] };
/** A tour as the campaign page's statement lists it: id, name, day, sent, zone. */
type TourRow = [number, string, string | null, boolean, string];

/** A tour as a campaign lists it, with its state (issue 25). */
export function tourSummary(t: {
  id: number;
  name: string;
  date: string | null;
  scheduled: boolean;
  timeZone: string;
}) {
  return { id: String(t.id), name: t.name, state: tourState(t) };
}

const clientJson = jsonRow("cu", personColumns(users));
const brokerJson = jsonRow("bu", personColumns(users));
const requirementJson = jsonRow("r", getTableColumns(requirements));
const requirementMarketJson = jsonRow("rm", getTableColumns(markets));

/**
 * A campaign named by its id or uuid, for its page: the rules' subject, the page's header (as
 * campaignDetail), and with `shortlists` its surveys and tours (as campaignSurveys and campaignTours
 * answer them, with and without drafts: which the viewer sees is the rules' to say). One statement
 * instead of six; null when there is no such campaign. Nothing here says whether the viewer may see it.
 */
export async function campaignPage(
  db: Db,
  idOrUuid: string,
  options: { shortlists?: boolean } = {},
): Promise<{
  subject: CampaignSubject;
  detail: CampaignDetail;
} | null> {
  const byUuid = isUuid(idOrUuid);
  if (!byUuid && !/^\d{1,9}$/.test(idOrUuid)) return null;
  const where = byUuid ? sql`c.uuid = ${idOrUuid.toLowerCase()}` : sql`c.id = ${Number(idOrUuid)}`;
  const list = (table: "surveys" | "tours", published: boolean) => {
    const order = table === "surveys" ? sql`created_at desc, id desc` : sql`date asc nulls last, id asc`;
    const done =
      table === "surveys" ? sql` and published_at is not null` : sql` and scheduled_at is not null`;
    // A tour also carries what its state is computed from: its day, whether it was sent, its zone.
    const more = table === "tours" ? sql`, x.date, x.scheduled_at is not null, x.time_zone` : sql``;
    const moreColumns = table === "tours" ? sql`, date, scheduled_at, time_zone` : sql``;
    return sql`coalesce((select json_agg(json_build_array(x.id, x.name${more}) order by x.n)
      from (select id, name${moreColumns}, row_number() over (order by ${order}) as n from ${sql.raw(table)}
        where campaign_id = c.id${published ? done : sql``} order by ${order} limit ${SHORTLISTS_MAX}) x), '[]'::json)`;
  };
  const shortlists = options.shortlists
    ? sql`, ${list("surveys", false)} as surveys_all, ${list("surveys", true)} as surveys_published,
        ${list("tours", false)} as tours_all, ${list("tours", true)} as tours_published`
    : sql``;
  const result = await db.execute(sql`
    select c.id, c.uuid, c.display_name, c.identifier, c.client_id, c.broker_id,
      c.created_at::text as created_at, m.name as market_name,
      case when cu.id is null then null else ${clientJson.sql} end as client,
      case when bu.id is null then null else ${brokerJson.sql} end as broker,
      coalesce((select json_agg(i.accepted_by_id) from invitations i where i.campaign_id = c.id
        and i.survey_id is null and i.tour_id is null and i.accepted_by_id is not null), '[]'::json) as member_ids,
      (select json_build_array(${requirementJson.sql},
          case when rm.id is null then null else ${requirementMarketJson.sql} end,
          coalesce((select json_agg(json_build_array(n.id, n.name) order by n.name, n.id)
            from requirement_neighborhoods rn inner join neighborhoods n on n.id = rn.neighborhood_id
            where rn.requirement_id = r.id), '[]'::json))
        from requirements r left join markets rm on rm.id = r.market_id
        where r.campaign_id = c.id and r.is_current_active
        limit 1) as requirement
      ${shortlists}
    from campaigns c
    left join users cu on cu.id = c.client_id
    left join users bu on bu.id = c.broker_id
    left join markets m on m.id = c.market_id
    where ${where}`);
  type Row = {
    id: number;
    uuid: string;
    display_name: string;
    identifier: string;
    client_id: number | null;
    broker_id: number | null;
    created_at: string;
    market_name: string | null;
    client: unknown[] | null;
    broker: unknown[] | null;
    member_ids: number[];
    requirement: [unknown[], unknown[] | null, [number, string][]] | null;
    surveys_all?: [number, string][];
    surveys_published?: [number, string][];
    tours_all?: TourRow[];
    tours_published?: TourRow[];
  };
  const [row] = (result as unknown as { rows: Row[] }).rows;
  if (!row) return null;
  const shortlist = (rows: [number, string][] | undefined) =>
    (rows ?? []).map(([id, name]) => ({ id: String(id), name }));
  const tourList = (rows: TourRow[] | undefined) =>
    (rows ?? []).map(([id, name, date, scheduled, timeZone]) =>
      tourSummary({ id, name, date, scheduled, timeZone }),
    );
  const requirement = row.requirement;
  return {
    subject: {
      kind: "campaign",
      id: row.id,
      clientId: row.client_id,
      brokerId: row.broker_id,
      memberIds: row.member_ids,
    },
    detail: {
      rowId: row.id,
      id: String(row.id),
      uuid: row.uuid,
      displayName: row.display_name,
      identifier: row.identifier,
      client: personOf(row.client && clientJson.read(row.client)),
      broker: personOf(row.broker && brokerJson.read(row.broker)),
      marketName: row.market_name,
      currentActiveRequirements: requirement
        ? toRequirementsSummary(
            requirementJson.read(requirement[0]),
            requirement[1] && requirementMarketJson.read(requirement[1]),
            requirement[2].map(([id, name]) => ({ id, name })),
          )
        : null,
      createdAt: campaigns.createdAt.mapFromDriverValue(row.created_at) as Date,
      ...(options.shortlists
        ? {
            shortlists: {
              surveys: { all: shortlist(row.surveys_all), published: shortlist(row.surveys_published) },
              tours: { all: tourList(row.tours_all), published: tourList(row.tours_published) },
            },
          }
        : {}),
    },
  };
}

const campaignListingColumns = {
  id: campaignListings.id,
  stage: campaignListings.stage,
  createdAt: campaignListings.createdAt,
  listingId: campaignListings.listingId,
  adder: personColumns(adders),
};

function toCampaignListing(r: {
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

/** What the campaign's statement reads of each entry's listing, for list cards (see campaignEntries). */
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
 * with `listingIds`, only the entries of those listings (the drawer's and the comparison's). With
 * `cards`, each entry also carries its listing's card row, its building's card row and its first photo
 * (the campaign screen's 200 cards).
 *
 * One statement, answering one JSON value: on PGlite every column of every row of a result costs a
 * step of its protocol parser and of Drizzle, and the entries, listings, buildings and photos of 200
 * cards were four statements (three with 200 parameters) and about 11,000 values.
 */
export async function campaignEntries(
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
        ${cardJoins}) as entries`);
  const [row] = (result as unknown as { rows: { total: number; entries: unknown[][] }[] }).rows;
  const entries = row.entries;
  return {
    totalCount: Number(row.total),
    edges: entries.map((e) => {
      const entry = toCampaignListing({
        ...campaignListingJson.read(e[0] as unknown[]),
        adder: e[1] === null ? null : adderJson.read(e[1] as unknown[]),
      });
      if (!cards) return entry;
      const card: CampaignListingCard = {
        listing: listingJson.read(e[2] as unknown[]),
        building: buildingJson.read(e[3] as unknown[]),
        firstPhotos: e[4] === null ? [] : [photoJson.read(e[4] as unknown[])],
      };
      return { ...entry, card };
    }),
  };
}

/**
 * Moves entries of one campaign to a stage, all or none: an id that is not an entry of this campaign
 * refuses the whole call (null). The campaign's activity time moves with it.
 */
export async function moveCampaignListings(
  db: Db,
  rowId: number,
  campaignListingIds: readonly number[],
  stage: CampaignStage,
): Promise<CampaignListing[] | null> {
  const ids = [...new Set(campaignListingIds)];
  return db.transaction(async (tx) => {
    // Locked, so an entry removed at the same time cannot make the update below touch fewer rows.
    const found = await tx
      .select({ id: campaignListings.id })
      .from(campaignListings)
      .where(and(eq(campaignListings.campaignId, rowId), inArray(campaignListings.id, ids)))
      .for("update");
    if (found.length !== ids.length) return null;
    await tx
      .update(campaignListings)
      .set({ stage, updatedAt: sql`now()` })
      .where(and(eq(campaignListings.campaignId, rowId), inArray(campaignListings.id, ids)));
    await tx.update(campaigns).set({ updatedAt: sql`now()` }).where(eq(campaigns.id, rowId));
    const rows = await tx
      .select(campaignListingColumns)
      .from(campaignListings)
      .leftJoin(adders, eq(adders.id, campaignListings.addedById))
      .where(inArray(campaignListings.id, ids))
      .orderBy(asc(campaignListings.position), asc(campaignListings.id));
    return rows.map(toCampaignListing);
  });
}

const summary = (r: { id: number; name: string }) => ({ id: String(r.id), name: r.name });

/** A campaign's surveys, newest first, at most SHORTLISTS_MAX. */
export async function campaignSurveys(db: Db, rowId: number, options: { withDrafts: boolean }) {
  const rows = await db
    .select({ id: surveys.id, name: surveys.name })
    .from(surveys)
    .where(
      options.withDrafts
        ? eq(surveys.campaignId, rowId)
        : and(eq(surveys.campaignId, rowId), isNotNull(surveys.publishedAt)),
    )
    .orderBy(desc(surveys.createdAt), desc(surveys.id))
    .limit(SHORTLISTS_MAX);
  return rows.map(summary);
}

/** A campaign's tours, soonest first and undated last, at most SHORTLISTS_MAX; drafts on request. */
export async function campaignTours(db: Db, rowId: number, options: { withDrafts: boolean }) {
  const rows = await db
    .select({
      id: tours.id,
      name: tours.name,
      date: tours.date,
      scheduled: sql<boolean>`${tours.scheduledAt} is not null`,
      timeZone: tours.timeZone,
    })
    .from(tours)
    .where(
      options.withDrafts
        ? eq(tours.campaignId, rowId)
        : and(eq(tours.campaignId, rowId), isNotNull(tours.scheduledAt)),
    )
    .orderBy(sql`${tours.date} asc nulls last`, asc(tours.id))
    .limit(SHORTLISTS_MAX);
  return rows.map(tourSummary);
}

/**
 * The listing of each of a campaign's listings, in a survey's or tour's new list; null when any
 * entry is not the campaign's (nothing may be written then).
 */
export async function listingsOfCampaignListings(
  db: Db,
  campaignRowId: number,
  campaignListingIds: number[],
): Promise<Map<number, number> | null> {
  const entries = await db
    .select({ id: campaignListings.id, listingId: campaignListings.listingId })
    .from(campaignListings)
    .where(
      and(eq(campaignListings.campaignId, campaignRowId), inArray(campaignListings.id, campaignListingIds)),
    );
  if (entries.length !== campaignListingIds.length) return null;
  return new Map(entries.map((e) => [e.id, e.listingId]));
}

/** "First Last" of a campaign's person, or null when none (or no name) is set. */
export const fullName = (u: { firstName: string | null; lastName: string | null } | null) =>
  u ? `${u.firstName ?? ""} ${u.lastName ?? ""}`.trim() || null : null;
