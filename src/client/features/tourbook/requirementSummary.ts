import { formatCurrency, formatThousands } from "../../../common/format/numbers";
import type { CampaignRequirements } from "./campaignListQuery";

const NEIGHBORHOODS_SHOWN = 3;

function sizeText(min: number | null, max: number | null): string | null {
  if (min !== null && max !== null && min !== max)
    return `${formatThousands(min)}–${formatThousands(max)} SF`;
  const one = max ?? min;
  return one === null ? null : `${formatThousands(one)} SF`;
}

function neighborhoodText(names: readonly string[]): string | null {
  if (names.length === 0) return null;
  const shown = names.slice(0, NEIGHBORHOODS_SHOWN).join(", ");
  const more = names.length - NEIGHBORHOODS_SHOWN;
  return more > 0 ? `${shown} +${more} more` : shown;
}

/**
 * What the client is looking for, on one line: "20 people · 2,500–3,500 SF · up to $65/SF · SoHo,
 * Tribeca +2 more". Parts the requirements leave open are left out; null when nothing is known.
 */
export function requirementSummary(r: CampaignRequirements | null): string | null {
  if (!r) return null;
  const budget =
    r.maxPsf !== null && r.maxPsf !== undefined
      ? `up to ${formatCurrency(r.maxPsf)}/SF`
      : r.maxMonthlyBudget !== null && r.maxMonthlyBudget !== undefined
        ? `up to ${formatCurrency(r.maxMonthlyBudget)}/mo`
        : null;
  const parts = [
    r.numEmployees
      ? `${formatThousands(r.numEmployees)} ${r.numEmployees === 1 ? "person" : "people"}`
      : null,
    sizeText(r.minSquareFeet ?? null, r.maxSquareFeet ?? null),
    budget,
    neighborhoodText(r.neighborhoods.map((n) => n.name)),
  ].filter((p): p is string => p !== null);
  return parts.length ? parts.join(" · ") : null;
}
