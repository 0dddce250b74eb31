import { skipToken, useQuery } from "@apollo/client/react";
import { Spinner } from "../../layout/Spinner";
import { Link } from "../../system/router/router";
import { useAppSelector } from "../../system/store/hooks";
import { FormNotice } from "../../ui/FormNotice";
import { ListingCard } from "../listingCard/ListingCard";
import { spacesLabel } from "../listingCard/listingFormat";
import { searchHref } from "../search/searchLocation";
import { SearchQuery } from "../search/searchQuery";
import { searchVariables } from "../search/searchVariables";
import { marketOfProfile } from "./onboardingMarkets";
import { OnboardingMarketsQuery } from "./onboardingMarketsQuery";
import { OnboardingNeighborhoodsQuery } from "./onboardingNeighborhoodsQuery";
import { neighborhoodsOf } from "./onboardingRules";
import { profileSearchLocation } from "./profileSearch";

/** Cards shown here; the full list is one link away on the search page. */
const SHOWN = 6;

/**
 * Spaces that match the profile, through the same search the search pages use, with its honest
 * total and a link to see them all there.
 */
export function MatchingListings() {
  const profile = useAppSelector((s) => s.onboarding);
  const markets = useQuery(OnboardingMarketsQuery);
  const market = marketOfProfile(markets.data?.markets ?? [], profile);
  const chosen = neighborhoodsOf(profile.areasOfInterest);
  const hoods = useQuery(OnboardingNeighborhoodsQuery, {
    variables: { state: market?.state ?? "", slug: market?.slug ?? "" },
    skip: !market || chosen.length === 0,
  });
  const slugById = new Map((hoods.data?.market?.neighborhoods ?? []).map((n) => [n.id, n.slug]));
  const waitingForHoods = chosen.length > 0 && !hoods.data;
  const location = market
    ? profileSearchLocation(profile, {
        state: market.state,
        citySlug: market.slug,
        neighborhoodSlugs: chosen.flatMap((n) =>
          n.id && slugById.has(n.id) ? [slugById.get(n.id) as string] : [],
        ),
      })
    : null;
  const search = useQuery(
    SearchQuery,
    location && !waitingForHoods ? { variables: searchVariables(location) } : skipToken,
  );

  const failed = markets.error ?? hoods.error ?? search.error;
  if (failed) {
    return (
      <FormNotice tone="error">
        We could not load the matching spaces.{" "}
        <button
          type="button"
          className="link-button"
          onClick={() => {
            void markets.refetch();
            if (market && chosen.length > 0) void hoods.refetch();
            if (location) void search.refetch();
          }}
        >
          Try again
        </button>
      </FormNotice>
    );
  }
  if (markets.data && !market) {
    return (
      <FormNotice tone="info">
        Choose one of our cities in the <Link to="/profile/location">Location</Link> step to see matching
        spaces.
      </FormNotice>
    );
  }
  const result = search.data?.search;
  if (!result || !location) return <Spinner block label="Finding spaces that match…" />;
  if (result.totalCount === 0) {
    return (
      <div className="matching__empty">
        <p className="matching__count" role="status">
          No spaces match every part of your profile right now.
        </p>
        <p>
          Brokers hear about space before it is listed, so send your profile anyway, or{" "}
          <Link to={result.market ? `/office-space/${result.market.state}/${result.market.slug}` : "/search"}>
            browse all of {result.market.name}
          </Link>
          .
        </p>
      </div>
    );
  }
  return (
    <div className="matching">
      <p className="matching__count" role="status">
        {spacesLabel(result.totalCount, result.totalCountIsExact)}{" "}
        {result.totalCount === 1 && result.totalCountIsExact ? "matches" : "match"} your profile
      </p>
      <ol className="listing-grid matching__grid" aria-label="Spaces that match your profile">
        {result.listings.slice(0, SHOWN).map((listing, index) => (
          <li key={listing.id} className="listing-grid__item">
            <ListingCard listing={listing} priority={index === 0} headingLevel={3} />
          </li>
        ))}
      </ol>
      {result.totalCount > SHOWN ? (
        <p className="matching__all">
          <Link className="btn" to={searchHref(location)}>
            See all {spacesLabel(result.totalCount, result.totalCountIsExact)}
          </Link>
        </p>
      ) : null}
    </div>
  );
}
