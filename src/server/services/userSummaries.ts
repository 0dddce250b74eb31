import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import type { CampaignSummary, RequirementsSummary } from "./campaignSummaries";

/**
 * What every page of a signed-in user shows about them beyond their user row: the tasks they
 * completed, their tours and their latest open campaign (User.completedUserTasks, tours and
 * latestCampaign; a survey or tour still a draft only for the campaign's broker). One statement for all three: on an uncached page render each round trip to the
 * database costs about a millisecond, and these were five (issue 10 §7).
 */
export type UserSummary = {
  completedTasks: { id: string; task: string }[];
  tours: { id: string; date: string | null }[];
  latestCampaign: CampaignSummary | null;
};

/** The most each list holds (the SDL's @listSize of the fields). */
export const USER_SUMMARY_LIMITS = { tasks: 100, tours: 100, listings: 500, surveys: 100 } as const;

type RequirementJson = Omit<RequirementsSummary, "id" | "neighborhoods" | "market" | "numberOfEmployees"> & {
  id: number;
  neighborhoods: { id: number; name: string }[];
  market: { id: number; name: string; state: string } | null;
};

type SummaryRow = {
  user_id: number;
  tasks: { id: number; task: string }[];
  tours: { id: number; date: string | null }[];
  campaign_id: number | null;
  campaign_uuid: string | null;
  listing_ids: number[] | null;
  surveys: { id: number; externalId: string | null }[] | null;
  requirement: RequirementJson | null;
};

/** The summary of each user, in the order asked. Lists come as JSON beside each user. */
export async function userSummaries(db: Db, userIds: readonly number[]): Promise<UserSummary[]> {
  if (userIds.length === 0) return [];
  const { tasks, tours, listings, surveys } = USER_SUMMARY_LIMITS;
  const result = await db.execute(sql`
    select u.id as user_id,
      coalesce((select json_agg(json_build_object('id', t.id, 'task', t.task) order by t.id)
        from (select id, task from completed_user_tasks where user_id = u.id order by id limit ${tasks}) t),
        '[]'::json) as tasks,
      coalesce((select json_agg(json_build_object('id', tr.id, 'date', tr.date) order by tr.date, tr.id)
        from (select t.id, t.date from tours t inner join campaigns c on c.id = t.campaign_id
          where (c.client_id = u.id and t.scheduled_at is not null) or c.broker_id = u.id
          order by t.date, t.id limit ${tours}) tr),
        '[]'::json) as tours,
      lc.id as campaign_id,
      lc.uuid as campaign_uuid,
      case when lc.id is null then null else coalesce((select json_agg(cl.listing_id order by cl.position, cl.id)
        from (select listing_id, position, id from campaign_listings where campaign_id = lc.id
          order by position, id limit ${listings}) cl), '[]'::json) end as listing_ids,
      case when lc.id is null then null else coalesce((select json_agg(json_build_object('id', sv.id, 'externalId', sv.external_id) order by sv.id)
        from (select id, external_id from surveys where campaign_id = lc.id
          and (published_at is not null or lc.broker_id = u.id) order by id limit ${surveys}) sv),
        '[]'::json) end as surveys,
      (select json_build_object(
          'id', r.id, 'minPsf', r.min_psf, 'maxPsf', r.max_psf,
          'minSquareFeet', r.min_square_feet, 'maxSquareFeet', r.max_square_feet,
          'minMonthlyBudget', r.min_monthly_budget, 'maxMonthlyBudget', r.max_monthly_budget,
          'numEmployees', r.num_employees, 'activeSizeFilter', r.active_size_filter,
          'activePriceFilter', r.active_price_filter, 'minOccupancy', r.min_occupancy,
          'maxOccupancy', r.max_occupancy, 'leaseTerm', r.lease_term, 'areas', to_json(r.areas),
          'market', case when m.id is null then null else json_build_object('id', m.id, 'name', m.name, 'state', m.state) end,
          'neighborhoods', coalesce((select json_agg(json_build_object('id', n.id, 'name', n.name) order by n.name, n.id)
            from requirement_neighborhoods rn inner join neighborhoods n on n.id = rn.neighborhood_id
            where rn.requirement_id = r.id), '[]'::json))
        from requirements r left join markets m on m.id = r.market_id
        where r.campaign_id = lc.id and r.is_current_active
        limit 1) as requirement
    from unnest(${`{${userIds.map(Number).join(",")}}`}::int[]) as u(id)
    left join lateral (
      select c.id, c.uuid, c.broker_id from campaigns c
      where c.archived_at is null and (c.client_id = u.id or c.broker_id = u.id)
      order by c.created_at desc, c.id desc
      limit 1
    ) lc on true`);
  const rows = (result as unknown as { rows: SummaryRow[] }).rows;
  const byUser = new Map(rows.map((row) => [Number(row.user_id), toSummary(row)]));
  return userIds.map((id) => byUser.get(id) ?? { completedTasks: [], tours: [], latestCampaign: null });
}

function toSummary(row: SummaryRow): UserSummary {
  return {
    completedTasks: row.tasks.map((t) => ({ id: String(t.id), task: t.task })),
    tours: row.tours.map((t) => ({ id: String(t.id), date: t.date })),
    latestCampaign:
      row.campaign_id === null || row.campaign_uuid === null
        ? null
        : {
            id: String(row.campaign_id),
            uuid: row.campaign_uuid,
            listings: (row.listing_ids ?? []).map((id) => ({ id: String(id) })),
            surveys: (row.surveys ?? []).map((sv) => ({ id: String(sv.id), externalId: sv.externalId })),
            currentActiveRequirements: row.requirement ? toRequirements(row.requirement) : null,
          },
  };
}

function toRequirements(r: RequirementJson): RequirementsSummary {
  const { id, neighborhoods, market, ...rest } = r;
  return {
    ...rest,
    // numeric columns come back from json_build_object as JSON numbers already.
    id: String(id),
    numberOfEmployees: r.numEmployees,
    neighborhoods: neighborhoods.map((n) => ({ id: String(n.id), name: n.name })),
    market: market ? { id: String(market.id), name: market.name, state: market.state } : null,
  };
}
