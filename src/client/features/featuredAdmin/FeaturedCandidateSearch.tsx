import { useQuery } from "@apollo/client/react";
import { useState } from "react";
import { formatNumber } from "../../../common/format/numbers";
import type { PropertyType } from "../../gql/graphql";
import { Form } from "../../ui/form/Form";
import { useForm } from "../../ui/form/useForm";
import { TextField } from "../../ui/TextField";
import { FeaturedCandidatesQuery, type FeaturedListing, listingLabel } from "./featuredAdmin";

export type FeaturedCandidateSearchProps = {
  marketId: string;
  propertyType: PropertyType;
  chosen: ReadonlySet<string>;
  full: boolean;
  onAdd: (listing: FeaturedListing) => void;
};

const SEARCH_MAX = 100;

/** Finds AVAILABLE listings of the market and type by address or building name (20 at most) to add. */
export function FeaturedCandidateSearch({
  marketId,
  propertyType,
  chosen,
  full,
  onAdd,
}: FeaturedCandidateSearchProps) {
  const [search, setSearch] = useState<string | null>(null);
  const form = useForm({
    initialValues: { search: "" },
    rules: {
      search: (v) => (v.length > SEARCH_MAX ? `Search with at most ${SEARCH_MAX} characters.` : null),
    },
    onSubmit: (values) => setSearch(values.search.trim()),
  });
  const { data, loading, error, refetch } = useQuery(FeaturedCandidatesQuery, {
    variables: { marketId, propertyType, search: search ?? "" },
    skip: search === null,
  });
  const found = data?.featuredListingCandidates ?? [];
  return (
    <section className="featured-search" aria-labelledby="featured-search-heading">
      <h2 id="featured-search-heading">Add listings</h2>
      <Form form={form} className="admin-search" aria-label="Search available listings">
        <div className="admin-search__row">
          <TextField
            {...form.field("search")}
            label="Search by address or building name"
            autoComplete="off"
            maxLength={SEARCH_MAX}
          />
          <button type="submit" className="btn btn--primary">
            Search
          </button>
        </div>
        <p className="featured-search__hint">
          Available listings of this market and type; search with nothing typed to list them by address.
        </p>
      </Form>
      {loading ? <p role="status">Searching…</p> : null}
      {error ? (
        <div role="alert">
          <p>The search failed.</p>
          <button type="button" className="btn" onClick={() => void refetch()}>
            Try again
          </button>
        </div>
      ) : null}
      {data && found.length === 0 ? <p role="status">No available listing matches “{search}”.</p> : null}
      {found.length > 0 ? (
        <ul className="featured-results" aria-label="Search results">
          {found.map((listing) => {
            const label = listingLabel(listing);
            const added = chosen.has(listing.id);
            return (
              <li key={listing.id} className="featured-result">
                <span className="featured-item__text">
                  <span>{label}</span>
                  <span className="featured-item__building">
                    {[listing.building.propertyName, `${formatNumber(listing.squareFeet)} sf`]
                      .filter(Boolean)
                      .join(" · ")}
                  </span>
                </span>
                <button
                  type="button"
                  className="btn btn--small"
                  disabled={added || full}
                  onClick={() => onAdd(listing)}
                >
                  {added ? "Added " : "Add "}
                  <span className="visually-hidden">{label}</span>
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}
