import type { ComponentProps } from "react";
import { lazyComponent } from "../../system/lazyComponent";
import type { CampaignSaveMenu } from "./CampaignSaveMenu";

/** The menu's code (with the campaigns' query) comes the first time a broker opens it. */
const Menu = lazyComponent(
  () => import("./CampaignSaveMenu").then((m) => m.CampaignSaveMenu),
  <p className="save-menu save-menu__note" role="status">
    Loading your campaigns…
  </p>,
);

/**
 * A broker's choice of campaign under a Save button, while it is open (issue 25). Only brokers
 * ever open it, so search cards and listing pages do not carry its code up front (first-load
 * budget, README).
 */
export function LazyCampaignSaveMenu(props: ComponentProps<typeof CampaignSaveMenu>) {
  return props.menu.open ? <Menu {...props} /> : null;
}
