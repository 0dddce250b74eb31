import { useMutation, useQuery } from "@apollo/client/react";
import { useState } from "react";
import { showToast } from "../../layout/toastSlice";
import { Head } from "../../system/head";
import { Link, useLocation, useNavigate } from "../../system/router/router";
import { useAppDispatch } from "../../system/store/hooks";
import { FormNotice } from "../../ui/FormNotice";
import { SelectField } from "../../ui/form/SelectField";
import { useForm } from "../../ui/form/useForm";
import { AdminNav } from "../admin/AdminNav";
import { FeaturedCandidateSearch } from "./FeaturedCandidateSearch";
import { FeaturedListEditor } from "./FeaturedListEditor";
import {
  FEATURED_TYPES,
  FeaturedAdminMarketsQuery,
  FeaturedAdminQuery,
  type FeaturedEntry,
  type FeaturedMarket,
  listingLabel,
  SaveFeaturedListingsMutation,
} from "./featuredAdmin";

const SAVE_FAILED = "Saving failed, please try again later.";
type Choice = { market: string; type: string };

function readChoice(search: string, markets: readonly FeaturedMarket[]): Choice {
  const params = new URLSearchParams(search);
  const market = params.get("market") ?? "";
  const type = params.get("type") ?? "office";
  return {
    market: markets.some((m) => m.id === market) ? market : (markets[0]?.id ?? ""),
    type: FEATURED_TYPES.some((t) => t.value === type) ? type : "office",
  };
}

/** Market and property type, in the URL (?market=&type=) so reload and back keep them. */
function ChoiceForm({ choice, markets }: { choice: Choice; markets: readonly FeaturedMarket[] }) {
  const navigate = useNavigate();
  const form = useForm<Choice>({
    initialValues: choice,
    onSubmit: (v) => navigate(`/featured-listings-admin?market=${v.market}&type=${v.type}`),
  });
  return (
    <form
      ref={form.formRef}
      className="admin-filters"
      method="get"
      action="/featured-listings-admin"
      noValidate
      onSubmit={form.handleSubmit}
      aria-label="Choose the market and property type"
    >
      <SelectField
        {...form.field("market")}
        label="Market"
        options={markets.map((m) => ({ value: m.id, label: `${m.name}, ${m.state.toUpperCase()}` }))}
      />
      <SelectField
        {...form.field("type")}
        label="Property type"
        options={FEATURED_TYPES.map((t) => ({ value: t.value, label: t.label }))}
      />
      <button type="submit" className="btn btn--primary">
        Show
      </button>
    </form>
  );
}

/** One market's list of one type: a draft the admin orders, saved in one go. */
function FeaturedList({ market, type }: { market: FeaturedMarket; type: (typeof FEATURED_TYPES)[number] }) {
  const dispatch = useAppDispatch();
  const variables = { marketId: market.id, propertyType: type.api };
  // The server's render already holds the list: start from it (hydration), then ask again.
  const { data, loading, error, refetch } = useQuery(FeaturedAdminQuery, {
    variables,
    fetchPolicy: "cache-and-network",
  });
  const [save, saving] = useMutation(SaveFeaturedListingsMutation);
  const saved = data?.adminFeaturedListings;
  const [draft, setDraft] = useState<FeaturedEntry[] | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const entries: FeaturedEntry[] = draft ?? saved?.entries ?? [];
  const max = saved?.max ?? 12;
  const dirty =
    draft !== null &&
    draft.map((e) => e.listing.id).join() !== (saved?.entries ?? []).map((e) => e.listing.id).join();

  function change(next: FeaturedEntry[], said: string) {
    setDraft(next);
    setAnnouncement(said);
    setProblem(null);
  }
  function onMove(from: number, to: number) {
    const next = [...entries];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved);
    change(next, `Moved ${listingLabel(moved.listing)} to position ${to + 1} of ${next.length}.`);
  }
  function onRemove(index: number) {
    const gone = entries[index];
    change(
      entries.filter((_, i) => i !== index),
      `Removed ${listingLabel(gone.listing)}. Save to take it off the city page.`,
    );
  }

  async function onSave() {
    try {
      const result = await save({
        variables: { ...variables, listingIds: entries.map((e) => e.listing.id) },
      });
      const answer = result.data?.saveFeaturedListings;
      if (answer?.error) {
        setProblem(answer.error.message);
        return;
      }
      setDraft(null);
      await refetch();
      setAnnouncement("The order is saved.");
      dispatch(showToast({ contents: "Changes saved!" }));
    } catch {
      setProblem(SAVE_FAILED);
    }
  }

  if (loading && !data) return <p role="status">Loading the featured listings…</p>;
  if (error && !data)
    return (
      <div role="alert">
        <p>The featured listings could not be loaded.</p>
        <button type="button" className="btn" onClick={() => void refetch()}>
          Try again
        </button>
      </div>
    );
  const cityPath = `/${type.slug}/${market.state}/${market.slug}`;
  return (
    <div className="featured-admin">
      <section aria-labelledby="featured-order-heading">
        <h2 id="featured-order-heading">
          {type.label} in {market.name}
        </h2>
        <p>
          Drag a listing, or use Move up and Move down, then save.{" "}
          <Link to={cityPath}>See the city page</Link>
        </p>
        <FeaturedListEditor
          entries={entries}
          max={max}
          onMove={onMove}
          onRemove={onRemove}
          announcement={announcement}
        />
        {problem ? <FormNotice tone="error">{problem}</FormNotice> : null}
        <div className="featured-admin__actions">
          <button
            type="button"
            className="btn btn--primary"
            disabled={!dirty || saving.loading}
            onClick={() => void onSave()}
          >
            {saving.loading ? "Saving…" : "Save order"}
          </button>
          <button
            type="button"
            className="btn"
            disabled={!dirty || saving.loading}
            onClick={() => change(saved?.entries ? [...saved.entries] : [], "Changes discarded.")}
          >
            Discard changes
          </button>
          {dirty ? <span className="featured-admin__unsaved">Unsaved changes</span> : null}
        </div>
      </section>
      <FeaturedCandidateSearch
        marketId={market.id}
        propertyType={type.api}
        chosen={new Set(entries.map((e) => e.listing.id))}
        full={entries.length >= max}
        onAdd={(listing) =>
          change(
            [...entries, { listing, available: true }],
            `Added ${listingLabel(listing)} at position ${entries.length + 1}.`,
          )
        }
      />
    </div>
  );
}

/**
 * /featured-listings-admin (admins; the server refuses everyone else): per market and property type,
 * the listings its landing page features and their order. Add from a search, reorder by dragging or
 * with the keyboard, remove, then save the whole order in one transaction.
 */
export function FeaturedAdminPage() {
  const location = useLocation();
  const markets = useQuery(FeaturedAdminMarketsQuery);
  const list = markets.data?.markets ?? [];
  const choice = readChoice(location.search, list);
  const market = list.find((m) => m.id === choice.market);
  const type = FEATURED_TYPES.find((t) => t.value === choice.type) ?? FEATURED_TYPES[0];
  return (
    <div className="container admin-page">
      <Head title="Featured listings" />
      <AdminNav />
      <h1>Featured listings</h1>
      <p>The listings a market's landing page shows first, per property type.</p>
      {markets.loading && !markets.data ? <p role="status">Loading markets…</p> : null}
      {markets.error ? (
        <div role="alert">
          <p>The markets could not be loaded.</p>
          <button type="button" className="btn" onClick={() => void markets.refetch()}>
            Try again
          </button>
        </div>
      ) : null}
      {list.length > 0 ? <ChoiceForm key={location.search} choice={choice} markets={list} /> : null}
      {market ? <FeaturedList key={`${market.id}-${type.value}`} market={market} type={type} /> : null}
    </div>
  );
}
