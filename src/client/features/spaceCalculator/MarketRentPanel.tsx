import { useId } from "react";
import { sortByName } from "../../../common/format/compareNames";
import { formatCurrency, formatThousands } from "../../../common/format/numbers";
import { averagePricePerFoot, estimateRent } from "../../../common/spaceCalculator";
import { MarketDirectoryQuery } from "../../layout/marketDirectoryQuery";
import { Link } from "../../system/router/router";
import { useDeclaredQuery } from "../../system/screenData";
import { formatYearlyPsf } from "../listingCard/listingFormat";
import { SearchMarketQuery } from "../search/searchMarketQuery";
import { calculatorSearch } from "./calculatorSearch";

export type RentPlace = { state: string; slug: string; neighborhood: string };

export type MarketRentPanelProps = {
  place: RentPlace;
  onPlaceChange: (place: RentPlace) => void;
  /** Null while the form has errors. */
  rentableSquareFeet: number | null;
  seats: number | null;
};

/**
 * Where the office would be: a market and, optionally, one of its neighbourhoods. Prices are the
 * neighbourhoods' typical yearly rent per square foot from the database; the whole market uses the
 * average of its neighbourhoods (as onboarding does). Ends with the hand-off into search.
 */
export function MarketRentPanel({ place, onPlaceChange, rentableSquareFeet, seats }: MarketRentPanelProps) {
  const marketId = useId();
  const hoodId = useId();
  const directory = useDeclaredQuery(MarketDirectoryQuery);
  const market = useDeclaredQuery(SearchMarketQuery, { variables: { state: place.state, slug: place.slug } });
  const markets = directory.data?.markets ?? [];
  const marketData = market.data?.market ?? null;
  // While a new market loads, its old neighbourhoods must not be offered.
  const current =
    marketData && marketData.slug === place.slug && marketData.state === place.state ? marketData : null;
  const hoods = current ? sortByName(current.neighborhoods) : [];
  const hood = hoods.find((n) => n.slug === place.neighborhood) ?? null;
  const marketAverage = averagePricePerFoot(hoods.map((n) => n.yearlyPricePerFoot));
  const price = hood ? hood.yearlyPricePerFoot : marketAverage;
  const rent = rentableSquareFeet === null ? null : estimateRent(rentableSquareFeet, price);
  const placeName = current ? (hood ? `${hood.name}, ${current.name}` : current.name) : null;
  const search =
    current && rentableSquareFeet !== null
      ? calculatorSearch(
          { state: current.state, citySlug: current.slug, neighborhood: hood?.slug ?? null },
          rentableSquareFeet,
        )
      : null;

  return (
    <section className="space-rent" aria-labelledby={`${marketId}-title`}>
      <h3 id={`${marketId}-title`} className="space-rent__title">
        Estimated rent
      </h3>
      <div className="space-rent__fields">
        <div className="field">
          <label className="field__label" htmlFor={marketId}>
            Market
          </label>
          <select
            id={marketId}
            className="input select"
            value={`${place.state}/${place.slug}`}
            disabled={markets.length === 0}
            onChange={(event) => {
              const [state, slug] = event.target.value.split("/");
              onPlaceChange({ state, slug, neighborhood: "" });
            }}
          >
            {markets.length === 0 ? (
              <option value={`${place.state}/${place.slug}`}>Loading markets…</option>
            ) : null}
            {markets.map((m) => (
              <option key={m.id} value={`${m.state}/${m.slug}`}>
                {m.name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label className="field__label" htmlFor={hoodId}>
            Neighbourhood
          </label>
          <select
            id={hoodId}
            className="input select"
            value={place.neighborhood}
            disabled={!current}
            onChange={(event) => onPlaceChange({ ...place, neighborhood: event.target.value })}
          >
            <option value="">{current ? `Anywhere in ${current.name}` : "Loading neighbourhoods…"}</option>
            {hoods.map((n) => (
              <option key={n.id} value={n.slug} disabled={n.yearlyPricePerFoot === null}>
                {n.name}{" "}
                {n.yearlyPricePerFoot === null
                  ? "(no rent data)"
                  : `(${formatYearlyPsf(n.yearlyPricePerFoot)})`}
              </option>
            ))}
          </select>
        </div>
      </div>

      {market.error && !current ? (
        <p className="form-notice form-notice--error" role="alert">
          We could not load rents for this market.{" "}
          <button type="button" className="btn btn--small" onClick={() => void market.refetch()}>
            Try again
          </button>
        </p>
      ) : null}

      {rent && placeName ? (
        <div className="space-rent__figures">
          <p className="space-rent__amounts">
            <span>
              <strong className="space-rent__amount">{formatCurrency(rent.monthlyRent)}</strong> a month
            </span>
            <span>
              <strong className="space-rent__amount">{formatCurrency(rent.yearlyRent)}</strong> a year
            </span>
          </p>
          <p className="text-small text-muted">
            {formatThousands(rentableSquareFeet ?? 0)} rentable SF at{" "}
            {formatYearlyPsf(rent.yearlyPricePerFoot)},{" "}
            {hood
              ? `the typical asking rent in ${placeName}`
              : `the average asking rent of ${placeName}'s neighbourhoods`}
            . Before taxes, utilities and operating-cost escalations.
          </p>
        </div>
      ) : current && rentableSquareFeet !== null && price === null ? (
        <p className="text-muted">We have no rent figures for {placeName} yet.</p>
      ) : null}

      {search && seats !== null ? (
        <>
          <Link className="btn btn--primary btn--block space-rent__search" to={search.href}>
            Search spaces for {formatThousands(seats)} {seats === 1 ? "person" : "people"} in {placeName}
          </Link>
          <p className="text-small text-muted space-rent__range">
            Spaces of {formatThousands(search.range.min)}–{formatThousands(search.range.max)} SF: 80% to 125%
            of your {formatThousands(rentableSquareFeet ?? 0)} rentable SF.
          </p>
        </>
      ) : null}
    </section>
  );
}
