import { describe, expect, it } from "vitest";
import type { CampaignListingStage } from "./campaignListQuery";
import { campaignStageGroups, STAGE_PREVIEW_COUNT } from "./campaignStageGroups";

const item = (listingId: string, stage: CampaignListingStage) => ({ listingId, stage });
const saved = (n: number) => Array.from({ length: n }, (_, i) => item(`s${i + 1}`, "SAVED"));
const none = new Set<never>();

describe("campaignStageGroups", () => {
  it("groups by stage in pipeline order, leaving out empty stages, and shows a short stage whole", () => {
    const groups = campaignStageGroups(
      [item("1", "OFFER"), item("2", "SUGGESTED"), item("3", "OFFER"), item("4", "REJECTED")],
      { showAll: none, pinned: none },
    );
    expect(groups.map((g) => [g.value, g.label, g.count, g.hidden])).toEqual([
      ["SUGGESTED", "Suggested", 1, 0],
      ["OFFER", "Offer", 2, 0],
      ["REJECTED", "Passed", 1, 0],
    ]);
    expect(groups[1].items.map((i) => i.listingId)).toEqual(["1", "3"]);
  });

  it("shows a long stage's first cards and says how many are behind Show all", () => {
    const [group] = campaignStageGroups(saved(30), { showAll: none, pinned: none });
    expect(group.count).toBe(30);
    expect(group.items).toHaveLength(STAGE_PREVIEW_COUNT);
    expect(group.items[0].listingId).toBe("s1");
    expect(group.hidden).toBe(30 - STAGE_PREVIEW_COUNT);
  });

  it("keeps a pinned card (selected, expanded or moved) shown in its place, and counts it as shown", () => {
    const [group] = campaignStageGroups(saved(30), { showAll: none, pinned: new Set(["s25", "s3"]) });
    expect(group.items.map((i) => i.listingId)).toEqual([
      ...Array.from({ length: STAGE_PREVIEW_COUNT }, (_, i) => `s${i + 1}`),
      "s25",
    ]);
    expect(group.hidden).toBe(30 - STAGE_PREVIEW_COUNT - 1);
  });

  it("shows every card of a stage once it is shown all, and only that stage", () => {
    const groups = campaignStageGroups(
      [...saved(30), ...Array.from({ length: 20 }, (_, i) => item(`o${i}`, "OFFER"))],
      {
        showAll: new Set<CampaignListingStage>(["SAVED"]),
        pinned: none,
      },
    );
    expect(groups.map((g) => [g.value, g.items.length, g.hidden])).toEqual([
      ["SAVED", 30, 0],
      ["OFFER", STAGE_PREVIEW_COUNT, 20 - STAGE_PREVIEW_COUNT],
    ]);
  });
});
