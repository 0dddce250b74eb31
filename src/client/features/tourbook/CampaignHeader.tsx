import type { TourState } from "../../../common/tourbook/tourState";
import { Link } from "../../system/router/router";
import { TourStatus } from "../tours/TourStatus";
import type { CampaignPageData } from "./campaignPageQuery";
import { requirementSummary } from "./requirementSummary";

/** The campaign's title, its other party, market and requirements, and its surveys and tours. */
export function CampaignHeader({
  campaign,
  title,
  isBroker,
}: {
  campaign: CampaignPageData;
  title: string;
  isBroker: boolean;
}) {
  const summary = requirementSummary(campaign.currentActiveRequirements ?? null);
  const person = isBroker
    ? [campaign.client?.displayName, campaign.client?.companyName].filter(Boolean).join(" · ")
    : campaign.broker
      ? `With ${campaign.broker.displayName}`
      : null;
  return (
    <>
      <header className="campaign-page__header">
        <h1>{title}</h1>
        {person ? <p className="campaign-card__person">{person}</p> : null}
        <p className="text-muted">{[campaign.marketName, campaign.identifier].filter(Boolean).join(" · ")}</p>
        {summary ? <p>{summary}</p> : null}
      </header>

      <Shortlists label="Surveys" items={campaign.surveys} path="/tourbook/surveys/" />
      <Shortlists label="Tours" items={campaign.tours} path="/tourbook/tours/" />
    </>
  );
}

/** A campaign's surveys or tours, linked under its header (drafts only for its broker); a tour with its state. */
function Shortlists({
  label,
  items,
  path,
}: {
  label: string;
  items: { id: string; name: string; state?: TourState }[];
  path: string;
}) {
  if (items.length === 0) return null;
  return (
    <nav className="campaign-page__shortlists" aria-label={label}>
      <h2 className="campaign-stage__title">{label}</h2>
      <ul>
        {items.map((item) => (
          <li key={item.id}>
            <Link to={`${path}${item.id}`}>{item.name}</Link>
            {item.state ? (
              <>
                {" "}
                <TourStatus state={item.state} />
              </>
            ) : null}
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function BackLink() {
  return (
    <p className="campaign-page__back">
      <Link to="/tourbook/campaigns">
        <span aria-hidden="true">‹ </span>All campaigns
      </Link>
    </p>
  );
}
