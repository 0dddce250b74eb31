import type { ScreenProps } from "../../system/screenProps";
import { CampaignListPage } from "./CampaignListPage";
import { CampaignPage } from "./CampaignPage";

/** The tourbook route (/tourbook, /tourbook/campaigns, /tourbook/campaigns/{campaignId}). */
export function TourbookPage({ params }: ScreenProps) {
  if (params.campaignId) return <CampaignPage key={params.campaignId} campaignId={params.campaignId} />;
  return <CampaignListPage />;
}
