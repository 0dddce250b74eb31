import { useQuery } from "@apollo/client/react";
import { type FormEvent, useId, useMemo } from "react";
import { formatCurrency } from "../../../common/format/numbers";
import { Spinner } from "../../layout/Spinner";
import { useAppDispatch, useAppSelector } from "../../system/store/hooks";
import { FormNotice } from "../../ui/FormNotice";
import { LazyListingsMap } from "../map/LazyListingsMap";
import type { MapMarkerItem } from "../map/mapTypes";
import { NeighborhoodList } from "./NeighborhoodList";
import { marketFromData, marketOfProfile } from "./onboardingMarkets";
import { OnboardingMarketsQuery } from "./onboardingMarketsQuery";
import {
  type OnboardingNeighborhoodData,
  OnboardingNeighborhoodsQuery,
} from "./onboardingNeighborhoodsQuery";
import { canContinue, neighborhoodsOf, type OnboardingNeighborhood } from "./onboardingRules";
import { chooseMarket, setNeighborhoods } from "./onboardingSlice";
import { StepActions, StepLayout } from "./StepLayout";
import { useContinue } from "./useStepNavigation";

function toProfileNeighborhood(n: OnboardingNeighborhoodData): OnboardingNeighborhood {
  return { __typename: "Neighborhood", id: n.id, name: n.name, yearlyPricePerFoot: n.yearlyPricePerFoot };
}

export const LOCATION_TITLE = "Where do you want to be?";
export const LOCATION_INTRO =
  "Pick your city, then the neighbourhoods you would consider. Leave them all unticked to search the whole city.";

/** Location: the city, then neighbourhoods in a list and on a map; their rents set the budget. */
export function LocationStep() {
  const profile = useAppSelector((s) => s.onboarding);
  const dispatch = useAppDispatch();
  const goOn = useContinue("location");
  const cityId = useId();
  const noteId = useId();
  const markets = useQuery(OnboardingMarketsQuery);
  const market = marketOfProfile(markets.data?.markets ?? [], profile);
  const hoods = useQuery(OnboardingNeighborhoodsQuery, {
    variables: { state: market?.state ?? "", slug: market?.slug ?? "" },
    skip: !market,
  });
  const chosen = neighborhoodsOf(profile.areasOfInterest);
  const selectedIds = useMemo(() => new Set(chosen.flatMap((n) => (n.id ? [n.id] : []))), [chosen]);
  const allowed = canContinue("location", profile);

  function toggle(hood: OnboardingNeighborhoodData) {
    const next = selectedIds.has(hood.id)
      ? chosen.filter((n) => n.id !== hood.id)
      : [...chosen, toProfileNeighborhood(hood)];
    dispatch(setNeighborhoods(next));
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (allowed) goOn();
  }

  const hoodData = hoods.data?.market ?? null;
  const markers: MapMarkerItem[] = (hoodData?.neighborhoods ?? []).map((n) => ({
    id: n.id,
    lat: n.position.lat,
    lng: n.position.lng,
    label: selectedIds.has(n.id) ? `${n.name} (chosen)` : n.name,
    badge: selectedIds.has(n.id) ? "✓" : undefined,
  }));

  return (
    <StepLayout title={LOCATION_TITLE} intro={LOCATION_INTRO}>
      <form className="onboarding-form" onSubmit={submit} noValidate>
        {markets.error ? (
          <FormNotice tone="error">
            We could not load our cities.{" "}
            <button type="button" className="link-button" onClick={() => void markets.refetch()}>
              Try again
            </button>
          </FormNotice>
        ) : null}
        <div className="field">
          <label className="field__label" htmlFor={cityId}>
            City
          </label>
          <select
            id={cityId}
            className="input select"
            value={market?.id ?? ""}
            disabled={!markets.data}
            onChange={(event) => {
              const next = markets.data?.markets.find((m) => m.id === event.target.value);
              if (next) dispatch(chooseMarket(marketFromData(next)));
            }}
          >
            {market ? null : (
              <option value="">{markets.data ? "Choose a city" : profile.city || "Loading…"}</option>
            )}
            {(markets.data?.markets ?? []).map((m) => (
              <option key={m.id} value={m.id}>
                {m.name}
              </option>
            ))}
          </select>
        </div>
        {market ? (
          <div className="onboarding-location">
            <div className="onboarding-location__list">
              <h2 className="onboarding-form__subtitle">Neighbourhoods in {market.name}</h2>
              {hoods.loading && !hoodData ? <Spinner block label="Loading neighbourhoods…" /> : null}
              {hoods.error ? (
                <FormNotice tone="error">
                  We could not load the neighbourhoods.{" "}
                  <button type="button" className="link-button" onClick={() => void hoods.refetch()}>
                    Try again
                  </button>
                </FormNotice>
              ) : null}
              {hoodData && hoodData.neighborhoods.length === 0 ? (
                <p className="text-muted">
                  We search all of {market.name}; it has no neighbourhoods to choose from.
                </p>
              ) : null}
              {hoodData && hoodData.neighborhoods.length > 0 ? (
                <NeighborhoodList
                  market={hoodData}
                  selectedIds={selectedIds}
                  onToggle={toggle}
                  onClear={() => dispatch(setNeighborhoods([]))}
                />
              ) : null}
            </div>
            <div className="onboarding-location__map">
              <LazyListingsMap
                clusterNoun="places"
                markers={markers}
                center={market.position}
                onSelect={(id) => {
                  const hood = hoodData?.neighborhoods.find((n) => n.id === id);
                  if (hood) toggle(hood);
                }}
                label={`Map of ${market.name} neighbourhoods`}
              />
            </div>
          </div>
        ) : null}
        <p id={noteId} className="onboarding-form__total" aria-live="polite">
          {chosen.length > 0 && profile.budgetPsf !== null
            ? `${chosen.length} chosen. Your budget starts at their typical rent, ${formatCurrency(profile.budgetPsf, { cents: !Number.isInteger(profile.budgetPsf) })} per sf a year.`
            : allowed
              ? null
              : "Choose a city to continue."}
        </p>
        <StepActions step="location" disabled={!allowed} describedBy={allowed ? undefined : noteId} />
      </form>
    </StepLayout>
  );
}
