import { useQuery } from "@apollo/client/react";
import { type FormEvent, useEffect, useState } from "react";
import { DEFAULT_SEARCH_PATH } from "../../../common/constants";
import { formatThousands } from "../../../common/format/numbers";
import { Spinner } from "../../layout/Spinner";
import { Head } from "../../system/head";
import { Link, useSearchParams } from "../../system/router/router";
import { useAppSelector } from "../../system/store/hooks";
import { FormNotice } from "../../ui/FormNotice";
import { SelectField } from "../../ui/form/SelectField";
import { Pagination } from "../../ui/Pagination";
import { TextField } from "../../ui/TextField";
import { CampaignCard } from "./CampaignCard";
import { CampaignListQuery } from "./campaignListQuery";
import { CAMPAIGN_SORTS, CAMPAIGN_STAGES, isCampaignSort, isCampaignStage } from "./campaignStages";
import { NewCampaignDialog } from "./NewCampaignDialog";

export const CAMPAIGNS_PER_PAGE = 20;
export const CAMPAIGNS_LOAD_FAILURE = "We couldn't load your campaigns. Please try again.";
const LIST_PATH = "/tourbook/campaigns";

/** The list's filters as the URL holds them (q, stage, sort, page), so a filtered list can be shared. */
function readFilters(params: URLSearchParams) {
  const stage = params.get("stage");
  const sort = params.get("sort");
  const page = Number.parseInt(params.get("page") ?? "1", 10);
  return {
    q: (params.get("q") ?? "").slice(0, 100),
    stage: isCampaignStage(stage) ? stage : null,
    sort: isCampaignSort(sort) ? sort : ("LAST_ACTIVITY" as const),
    page: Number.isFinite(page) && page >= 1 ? page : 1,
  };
}

type Filters = ReturnType<typeof readFilters>;

function hrefOf(filters: Filters): string {
  const params = new URLSearchParams();
  if (filters.q) params.set("q", filters.q);
  if (filters.stage) params.set("stage", filters.stage);
  if (filters.sort !== "LAST_ACTIVITY") params.set("sort", filters.sort);
  if (filters.page > 1) params.set("page", String(filters.page));
  const query = params.toString();
  return `${LIST_PATH}${query ? `?${query}` : ""}`;
}

/**
 * /tourbook/campaigns: a broker's campaigns (the clients they work with), or a client's own
 * tourbooks, with search, a stage filter, sorting and pages. The filters live in the URL.
 */
export function CampaignListPage() {
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const isBroker = useAppSelector((s) => s.user.currentUser?.isBroker === true);
  const [searchText, setSearchText] = useState(filters.q);
  const [starting, setStarting] = useState(false);
  // Back and forward change the URL's search: the box follows it.
  useEffect(() => setSearchText(filters.q), [filters.q]);

  const { data, previousData, loading, error, refetch } = useQuery(CampaignListQuery, {
    variables: {
      input: {
        search: filters.q || null,
        stage: filters.stage,
        sort: filters.sort,
        limit: CAMPAIGNS_PER_PAGE,
        offset: (filters.page - 1) * CAMPAIGNS_PER_PAGE,
      },
    },
    fetchPolicy: "cache-and-network",
  });
  const shown = data ?? previousData;
  const page = shown?.campaigns;
  const filtered = Boolean(filters.q || filters.stage);
  const pageCount = page ? Math.max(1, Math.ceil(page.totalCount / CAMPAIGNS_PER_PAGE)) : 1;

  const go = (next: Partial<Filters>) => {
    const merged = { ...filters, page: 1, ...next };
    setParams(new URLSearchParams(hrefOf(merged).split("?")[1] ?? ""));
  };
  const submitSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    go({ q: searchText.trim() });
  };

  return (
    <section className="tourbook container section">
      <Head title="Campaigns" robots="noindex" />
      {isBroker ? <NewCampaignDialog isOpen={starting} onClose={() => setStarting(false)} /> : null}
      <header className="tourbook__header">
        <h1>Campaigns</h1>
        {/* Only the answer to these filters: the list may still show the last one while it loads. */}
        {data ? (
          <p className="text-muted" aria-live="polite">
            {formatThousands(data.campaigns.totalCount)}{" "}
            {data.campaigns.totalCount === 1 ? "campaign" : "campaigns"}
            {filtered ? " match" : ""}
          </p>
        ) : null}
        {isBroker ? (
          // At the row's end, beside the heading and its count, never floating between them.
          <button
            type="button"
            className="btn btn--primary tourbook__header-action"
            onClick={() => setStarting(true)}
          >
            New campaign
          </button>
        ) : null}
      </header>

      <search aria-label="Campaign filters">
        <form className="campaign-filters" method="get" action={LIST_PATH} onSubmit={submitSearch}>
          <TextField
            label={isBroker ? "Search campaigns or clients" : "Search campaigns"}
            name="q"
            autoComplete="off"
            value={searchText}
            onChange={setSearchText}
          />
          <SelectField
            label="Stage"
            name="stage"
            value={filters.stage ?? ""}
            emptyLabel="Any stage"
            options={CAMPAIGN_STAGES.map((s) => ({ value: s.value, label: `Has ${s.label.toLowerCase()}` }))}
            onChange={(value) => go({ stage: isCampaignStage(value) ? value : null })}
          />
          <SelectField
            label="Sort by"
            name="sort"
            value={filters.sort}
            options={CAMPAIGN_SORTS.map((s) => ({ value: s.value, label: s.label }))}
            onChange={(value) => go({ sort: isCampaignSort(value) ? value : "LAST_ACTIVITY" })}
          />
          <button type="submit" className="btn">
            Search
          </button>
        </form>
      </search>

      {error && !loading ? (
        <div className="tourbook__problem">
          <FormNotice tone="error">{CAMPAIGNS_LOAD_FAILURE}</FormNotice>
          <button type="button" className="btn" onClick={() => refetch().catch(() => undefined)}>
            Try again
          </button>
        </div>
      ) : null}

      {!page && loading ? <Spinner block label="Loading campaigns…" /> : null}

      {page && page.campaigns.length === 0 ? (
        <EmptyCampaigns filtered={filtered} isBroker={isBroker} />
      ) : null}

      {page && page.campaigns.length > 0 ? (
        <ul className="campaign-list" aria-busy={loading} aria-label="Campaigns">
          {page.campaigns.map((campaign) => (
            <li key={campaign.id}>
              <CampaignCard campaign={campaign} isBroker={isBroker} />
            </li>
          ))}
        </ul>
      ) : null}

      {page ? (
        <Pagination
          page={Math.min(filters.page, pageCount)}
          pageCount={pageCount}
          hrefFor={(p) => hrefOf({ ...filters, page: p })}
        />
      ) : null}
    </section>
  );
}

function EmptyCampaigns({ filtered, isBroker }: { filtered: boolean; isBroker: boolean }) {
  if (filtered) {
    return (
      <div className="tourbook__empty">
        <h2>No campaigns match these filters</h2>
        <p>Try other words, or another stage.</p>
        <Link to={LIST_PATH} className="btn">
          Clear filters
        </Link>
      </div>
    );
  }
  return isBroker ? (
    <div className="tourbook__empty">
      <h2>No campaigns yet</h2>
      <p>
        A campaign starts when a client in your market completes their profile, or when a client you work with
        saves a space. It shows up here with their requirements.
      </p>
      <Link to={DEFAULT_SEARCH_PATH} className="btn">
        Browse listings
      </Link>
    </div>
  ) : (
    <div className="tourbook__empty">
      <h2>Your tourbook is empty</h2>
      <p>Save spaces from search and they are kept here, with a broker to tour them with you.</p>
      <div className="cluster">
        <Link to={DEFAULT_SEARCH_PATH} className="btn btn--primary">
          Search office space
        </Link>
        <Link to="/profile" className="btn">
          Tell us what you need
        </Link>
      </div>
    </div>
  );
}
