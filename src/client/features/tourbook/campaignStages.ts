import type { CampaignListingStage, CampaignSort } from "./campaignListQuery";

/**
 * The words the tourbook shows for each stage of the pipeline a listing moves through in a campaign.
 * The values come from the schema (generated types): a new stage fails the type check here.
 */
const LABELS: Record<CampaignListingStage, string> = {
  SUGGESTED: "Suggested",
  SAVED: "Saved",
  TOUR_REQUESTED: "Tour requested",
  TOURED: "Toured",
  OFFER: "Offer",
  REJECTED: "Passed",
};

/** The stages in pipeline order. */
export const CAMPAIGN_STAGES: readonly { value: CampaignListingStage; label: string }[] = (
  Object.keys(LABELS) as CampaignListingStage[]
).map((value) => ({ value, label: LABELS[value] }));

export function stageLabel(stage: CampaignListingStage): string {
  return LABELS[stage];
}

export function isCampaignStage(value: string | null): value is CampaignListingStage {
  return value !== null && Object.hasOwn(LABELS, value);
}

export const CAMPAIGN_SORTS: readonly { value: CampaignSort; label: string }[] = [
  { value: "LAST_ACTIVITY", label: "Recent activity" },
  { value: "NAME", label: "Name" },
  { value: "CREATED", label: "Newest" },
];

export function isCampaignSort(value: string | null): value is CampaignSort {
  return CAMPAIGN_SORTS.some((s) => s.value === value);
}
