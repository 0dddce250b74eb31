import { describe, expect, it } from "vitest";
import type { CampaignRequirements } from "./campaignListQuery";
import { requirementSummary } from "./requirementSummary";

const base: CampaignRequirements = {
  __typename: "Requirements",
  id: "1",
  numEmployees: null,
  minSquareFeet: null,
  maxSquareFeet: null,
  maxPsf: null,
  maxMonthlyBudget: null,
  neighborhoods: [],
};
const hood = (name: string) => ({ __typename: "RequirementNeighborhood" as const, id: name, name });

describe("requirementSummary", () => {
  it("puts people, size, budget and places on one line", () => {
    expect(
      requirementSummary({
        ...base,
        numEmployees: 20,
        minSquareFeet: 2500,
        maxSquareFeet: 3500,
        maxPsf: 65,
        neighborhoods: [hood("SoHo"), hood("Tribeca")],
      }),
    ).toBe("20 people · 2,500–3,500 SF · up to $65/SF · SoHo, Tribeca");
  });

  it("names three places and counts the rest, and says person for one", () => {
    expect(
      requirementSummary({
        ...base,
        numEmployees: 1,
        neighborhoods: ["A", "B", "C", "D", "E"].map(hood),
      }),
    ).toBe("1 person · A, B, C +2 more");
  });

  it("uses the monthly budget when there is no rent per SF, and one size when both ends agree", () => {
    expect(
      requirementSummary({ ...base, minSquareFeet: 3000, maxSquareFeet: 3000, maxMonthlyBudget: 12500 }),
    ).toBe("3,000 SF · up to $12,500/mo");
  });

  it("is null when nothing is known", () => {
    expect(requirementSummary(base)).toBeNull();
    expect(requirementSummary(null)).toBeNull();
  });
});
