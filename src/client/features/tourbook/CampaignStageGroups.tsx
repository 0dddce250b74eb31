import { formatThousands } from "../../../common/format/numbers";
import { CampaignListingItem, campaignListingElementId } from "./CampaignListingItem";
import type { CampaignListingStage } from "./campaignListQuery";
import type { CampaignItem, ShownStageGroup } from "./useStageGroups";

/** The campaign's listings by stage, in pipeline order, each stage with its "Show all" when it has more. */
export function CampaignStageGroups({
  campaignId,
  groups,
  selectedIds,
  expandedId,
  showingAll,
  busy,
  onShowAll,
  onTouch,
  onStage,
}: {
  campaignId: string;
  groups: readonly ShownStageGroup[];
  selectedIds: readonly string[];
  expandedId: string | null;
  /** "Show all" was pressed and its cards are on their way. */
  showingAll: boolean;
  busy: boolean;
  onShowAll: (group: ShownStageGroup) => void;
  onTouch: (listingId: string) => void;
  onStage: (campaignListingId: string, stage: CampaignListingStage) => void;
}) {
  return groups.map((group) => (
    <section key={group.value} className="campaign-stage" aria-labelledby={`stage-${group.value}`}>
      <h2 id={`stage-${group.value}`} className="campaign-stage__title">
        {group.label} <span className="text-muted">({group.count})</span>
      </h2>
      <ul className="campaign-stage__list">
        {group.items.map(({ card, stage }: CampaignItem) => (
          <li key={card.id} id={campaignListingElementId(card.id)}>
            <CampaignListingItem
              campaignId={campaignId}
              card={card}
              stage={stage}
              selected={selectedIds.includes(card.node.id)}
              expanded={expandedId === card.node.id}
              onTouch={onTouch}
              onStage={onStage}
            />
          </li>
        ))}
      </ul>
      {group.hidden > 0 && group.rendered ? (
        <p className="campaign-stage__more">
          <span className="text-muted">
            Showing {formatThousands(group.count - group.hidden)} of {formatThousands(group.count)}.
          </span>{" "}
          <button
            type="button"
            className="btn btn--small"
            aria-disabled={busy || undefined}
            onClick={() => onShowAll(group)}
          >
            {showingAll ? "Showing all…" : `Show all ${formatThousands(group.count)}`}
            <span className="visually-hidden"> {group.label} listings</span>
          </button>
        </p>
      ) : null}
    </section>
  ));
}
