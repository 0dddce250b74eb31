import { getTableColumns, sql } from "drizzle-orm";
import { isUuid } from "../../../common/format/uuid";
import type { Db } from "../../db/client";
import { campaigns, requirements } from "../../db/schema/campaigns";
import { markets } from "../../db/schema/markets";
import { users } from "../../db/schema/users";
import type { CampaignSubject } from "../../policies/subjects";
import { toRequirementsSummary } from "../campaignSummaries";
import { jsonRow } from "../listings/jsonRows";
import { type CampaignListItem, personColumns, personOf } from "./campaignList";
import { SHORTLISTS_MAX, type Shortlists, type TourRow, tourSummary } from "./campaignShortlists";
import { rowIdOf } from "./rowIdOf";

/*
 * Read model: one campaign, for its page: the rules' subject and the page's header, with its surveys
 * and tours on request. Its listings are campaignListings.ts's.
 */

export type CampaignDetail = Omit<
  CampaignListItem,
  "listingCount" | "stageCounts" | "lastActivityAt" | "invitationPending"
> & {
  /** The campaign's row id, for the rules and its listings. */
  rowId: number;
  /** Its surveys and tours, when campaignPage read them with it. */
  shortlists?: { surveys: Shortlists; tours: Shortlists<ReturnType<typeof tourSummary>> };
};

/** The row id of a campaign named by its id or its uuid (the spec's LoadCampaignSettings), or null. */
export const campaignRowId = (db: Db, idOrUuid: string) => rowIdOf(db, "campaign", idOrUuid);

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
