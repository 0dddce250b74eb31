import { possessive } from "../../../common/format/possessive";

/** The tourbook's toasts, spec section 8. A small module: the save toggle needs them on every search page. */

/** "Added 1 listing to Ada Lovelace's campaign." (spec section 8; plural 'listing' or 'listings'). */
export function addedToCampaignMessage(count: number, campaignName: string): string {
  return `Added ${count} ${count === 1 ? "listing" : "listings"} to ${possessive(campaignName, "'")} campaign.`;
}

/** Spec section 8, word for word (including "listing(s)"). */
export function addListingsErrorMessage(count: number): string {
  return `Error adding ${count} listing(s). Please try again later!`;
}

function namesList(names: string[]): string {
  return names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}

/**
 * "Added 2 listings to Lumen Design's campaign, Flatiron & SoHo shortlist and Acme Robotics tour."
 * (spec section 8: the campaigns by display name with "'s campaign", then the survey and tour names).
 */
export function addedToTargetsMessage(
  count: number,
  targets: { campaigns: string[]; surveys: string[]; tours: string[] },
): string {
  const names = [
    ...targets.campaigns.map((n) => `${possessive(n, "'")} campaign`),
    ...targets.surveys,
    ...targets.tours,
  ];
  return `Added ${count} ${count === 1 ? "listing" : "listings"} to ${namesList(names)}.`;
}
