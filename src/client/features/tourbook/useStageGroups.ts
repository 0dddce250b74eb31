import { useCallback, useEffect, useMemo, useRef, useState, useTransition } from "react";
import { campaignListingElementId } from "./CampaignListingItem";
import type { CampaignCardEdge } from "./campaignListingCards";
import type { CampaignListingStage } from "./campaignListQuery";
import { campaignStageGroups, type StageGroup } from "./campaignStageGroups";
import { useFirstThenAll } from "./useFirstThenAll";

/** One listing of the campaign page: its card and the stage it shows at. */
export type CampaignItem = {
  card: CampaignCardEdge;
  stage: CampaignListingStage;
  campaignListingId: string;
  listingId: string;
};

/**
 * The campaign's listings with their stages. The cards come beside the header, outside the normalised
 * cache (campaignListingCards.ts); a stage a move on this visit set is the one source of a card's stage
 * from then on (the move's answer is newer than a list read before it).
 */
export function useCampaignItems(edges: readonly CampaignCardEdge[] | null) {
  const [movedTo, setMovedTo] = useState<ReadonlyMap<string, CampaignListingStage>>(() => new Map());
  const setStage = useCallback(
    (campaignListingId: string, stage: CampaignListingStage) =>
      setMovedTo((stages) =>
        stages.get(campaignListingId) === stage ? stages : new Map(stages).set(campaignListingId, stage),
      ),
    [],
  );
  const items = useMemo(
    (): CampaignItem[] =>
      (edges ?? []).map((card) => ({
        card,
        stage: movedTo.get(card.id) ?? card.stage,
        campaignListingId: card.id,
        listingId: card.node.id,
      })),
    [edges, movedTo],
  );
  return { items, setStage };
}

/** A stage group as the page renders it: `rendered` is false while its later cards wait for the first paint. */
export type ShownStageGroup = StageGroup<CampaignItem> & { rendered: boolean };

/**
 * The campaign's listings by stage as the page shows them. A long stage shows its first cards and
 * "Show all" (campaignStageGroups); a card someone selects, expands or moves (`pinned`, `touch`) stays
 * shown for the visit. The first cards render at once, the rest after that paint (issue 11: a campaign
 * of 200 listings). After "Show all", focus moves to the first card that was behind the button, so the
 * keyboard carries on from there.
 */
export function useStageGroups(items: readonly CampaignItem[], ready: boolean, pinnedIds: readonly string[]) {
  const [showAll, setShowAll] = useState<ReadonlySet<CampaignListingStage>>(() => new Set());
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const touch = useCallback(
    (listingId: string) => setTouched((ids) => (ids.has(listingId) ? ids : new Set(ids).add(listingId))),
    [],
  );
  const [showingAll, startShowingAll] = useTransition();
  const focusAfterShowing = useRef<string | null>(null);
  const pinned = new Set(touched);
  for (const id of pinnedIds) pinned.add(id);
  const stageGroups = campaignStageGroups(items, { showAll, pinned });
  const shownCount = useFirstThenAll(ready ? stageGroups.reduce((n, g) => n + g.items.length, 0) : 0);
  useEffect(() => {
    const id = focusAfterShowing.current;
    const card = id ? document.getElementById(campaignListingElementId(id)) : null;
    if (!card) return;
    focusAfterShowing.current = null;
    card.querySelector<HTMLElement>("input, a, button")?.focus();
  });

  let unshown = shownCount;
  const groups: ShownStageGroup[] = stageGroups.map((group) => {
    const shown = group.items.slice(0, Math.max(0, unshown));
    unshown -= shown.length;
    return { ...group, items: shown, rendered: shown.length === group.items.length };
  });
  const showAllOf = (group: StageGroup<CampaignItem>) => {
    if (showingAll) return;
    const firstHidden = items.find((i) => i.stage === group.value && !group.items.includes(i));
    focusAfterShowing.current = firstHidden ? firstHidden.campaignListingId : null;
    startShowingAll(() => setShowAll((stages) => new Set(stages).add(group.value)));
  };
  return {
    groups,
    touch,
    showAllOf,
    /** "Show all" was pressed and its cards are on their way. */
    showingAll: showingAll && focusAfterShowing.current !== null,
    /** The pressed button says so while its transition runs. */
    busy: showingAll,
  };
}
