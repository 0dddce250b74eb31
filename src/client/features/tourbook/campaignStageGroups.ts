import type { CampaignListingStage } from "./campaignListQuery";
import { CAMPAIGN_STAGES } from "./campaignStages";

/**
 * Cards a stage shows before "Show all" (issue 11: a campaign of 200 listings). A phone's first
 * screens, and three or four full rows of a wide grid.
 */
export const STAGE_PREVIEW_COUNT = 12;

export type StageGroup<T> = {
  value: CampaignListingStage;
  label: string;
  /** Every listing at this stage. */
  count: number;
  /** The ones shown, in the campaign's order. */
  items: T[];
  /** How many are behind "Show all". */
  hidden: number;
};

/**
 * A campaign's listings by stage, in pipeline order, leaving out stages without any. A stage shows its
 * first `preview` listings, plus any listing in `pinned` (selected, expanded, or touched on this visit,
 * so a card someone works with never vanishes, for instance after a move to a long stage), or all of
 * them once its stage is in `showAll`.
 */
export function campaignStageGroups<T extends { stage: CampaignListingStage; listingId: string }>(
  items: readonly T[],
  {
    showAll,
    pinned,
    preview = STAGE_PREVIEW_COUNT,
  }: { showAll: ReadonlySet<CampaignListingStage>; pinned: ReadonlySet<string>; preview?: number },
): StageGroup<T>[] {
  const byStage = new Map<CampaignListingStage, T[]>();
  for (const item of items) {
    const list = byStage.get(item.stage);
    if (list) list.push(item);
    else byStage.set(item.stage, [item]);
  }
  const groups: StageGroup<T>[] = [];
  for (const { value, label } of CAMPAIGN_STAGES) {
    const all = byStage.get(value);
    if (!all) continue;
    const shown = showAll.has(value)
      ? all
      : all.filter((item, index) => index < preview || pinned.has(item.listingId));
    groups.push({ value, label, count: all.length, items: shown, hidden: all.length - shown.length });
  }
  return groups;
}
