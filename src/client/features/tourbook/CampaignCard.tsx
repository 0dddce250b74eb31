import { formatUtcDate } from "../../../common/format/dates";
import { formatThousands } from "../../../common/format/numbers";
import { Link } from "../../system/router/router";
import type { CampaignListItem } from "./campaignListQuery";
import { CAMPAIGN_STAGES } from "./campaignStages";
import { requirementSummary } from "./requirementSummary";

export function campaignPath(id: string): string {
  return `/tourbook/campaigns/${encodeURIComponent(id)}`;
}

/** One campaign in the list: who it is for, what they need, and where its listings stand. */
export function CampaignCard({ campaign, isBroker }: { campaign: CampaignListItem; isBroker: boolean }) {
  const summary = requirementSummary(campaign.currentActiveRequirements ?? null);
  const counts = new Map(campaign.stageCounts.map((s) => [s.stage, s.count]));
  const stages = CAMPAIGN_STAGES.filter((s) => (counts.get(s.value) ?? 0) > 0);
  const person = isBroker ? campaign.client : campaign.broker;
  const personText = person
    ? isBroker
      ? [person.displayName, campaign.client?.companyName].filter(Boolean).join(" · ")
      : `With ${person.displayName}`
    : isBroker
      ? campaign.invitationPending
        ? "Invitation pending"
        : "No client yet"
      : "No broker assigned yet";
  return (
    <article className="campaign-card">
      <div className="campaign-card__main">
        <h2 className="campaign-card__title">
          <Link to={campaignPath(campaign.id)}>{campaign.displayName}</Link>
        </h2>
        <p className="campaign-card__person">{personText}</p>
        <p className="campaign-card__meta text-muted">
          {[campaign.marketName, campaign.identifier].filter(Boolean).join(" · ")}
        </p>
        {summary ? <p className="campaign-card__needs">{summary}</p> : null}
      </div>
      <div className="campaign-card__side">
        <p className="campaign-card__count">
          <strong>{formatThousands(campaign.listingCount)}</strong>{" "}
          {campaign.listingCount === 1 ? "listing" : "listings"}
        </p>
        {stages.length ? (
          <ul className="campaign-card__stages" aria-label="Listings by stage">
            {stages.map((s) => (
              <li key={s.value} className={`stage-chip stage-chip--${s.value.toLowerCase()}`}>
                {s.label} {counts.get(s.value)}
              </li>
            ))}
          </ul>
        ) : null}
        <p className="campaign-card__activity text-muted">
          Updated{" "}
          <time dateTime={campaign.lastActivityAt}>{formatUtcDate(new Date(campaign.lastActivityAt))}</time>
        </p>
      </div>
    </article>
  );
}
