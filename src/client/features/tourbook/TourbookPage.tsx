import type { ScreenProps } from "../../screens";
import { NotAvailablePage } from "../status/NotAvailablePage";
import { CampaignListPage } from "./CampaignListPage";

/**
 * The tourbook route (/tourbook, /tourbook/campaigns, /tourbook/campaigns/{campaignId}). The list is
 * built; a campaign's own page (listings by stage, drawer, map) is the next release and says so.
 */
export function TourbookPage({ params }: ScreenProps) {
  if (params.campaignId) return <NotAvailablePage screenName="Campaign" />;
  return <CampaignListPage />;
}
