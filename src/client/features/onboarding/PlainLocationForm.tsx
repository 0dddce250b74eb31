import { SHOW_NEIGHBORHOODS, STEP_INTENT_FIELD } from "../../../common/onboarding/stepForms";
import { FieldFrame } from "../../ui/FieldFrame";
import { FormNotice } from "../../ui/FormNotice";
import { neighborhoodGroups } from "../search/neighborhoodGroups";
import { LOCATION_INTRO, LOCATION_TITLE } from "./LocationStep";
import { NeighborhoodGroups } from "./NeighborhoodGroups";
import type { DraftMarketChoice, DraftPlaces } from "./onboardingDraftQuery";
import { findMarket, neighborhoodsOf } from "./onboardingRules";
import type { OnboardingState } from "./onboardingState";
import { PlainStepForm, usePlainStepForm } from "./PlainStepForm";
import { StepActions, StepLayout } from "./StepLayout";

/** The city's id in the directory: the draft's market, or (the built-in default has none) by name. */
function chosenMarketId(state: OnboardingState, markets: readonly DraftMarketChoice[]): string {
  const market = findMarket(state.areasOfInterest);
  if (market?.id) return market.id;
  const name = (market?.name ?? state.city).trim().toLowerCase();
  return markets.find((m) => m.name.toLowerCase() === name)?.id ?? "";
}

/**
 * Location without scripts: a city list and, once the city is saved ("Show neighbourhoods"), its
 * neighbourhoods as checkboxes. No map: it needs scripts, and the list says the same.
 */
export function PlainLocationForm({
  state,
  places,
  markets,
}: {
  state: OnboardingState;
  places: DraftPlaces | null;
  markets: readonly DraftMarketChoice[];
}) {
  const form = usePlainStepForm("location", { marketId: chosenMarketId(state, markets) });
  const shownMarket = markets.find((m) => m.id === places?.id) ?? null;
  const groups = places ? neighborhoodGroups(places) : [];
  const selectedIds = new Set(neighborhoodsOf(state.areasOfInterest).flatMap((n) => (n.id ? [n.id] : [])));
  return (
    <StepLayout title={LOCATION_TITLE} intro={LOCATION_INTRO}>
      <PlainStepForm step="location" form={form}>
        {markets.length === 0 ? <FormNotice tone="error">We could not load our cities.</FormNotice> : null}
        <div className="onboarding-form__city">
          <FieldFrame label="City" error={form.errors.marketId}>
            {({ id, describedBy }) => (
              <select
                id={id}
                name="marketId"
                className="input select"
                defaultValue={form.values.marketId}
                aria-invalid={form.errors.marketId ? true : undefined}
                aria-describedby={describedBy}
              >
                {form.values.marketId ? null : <option value="">Choose a city</option>}
                {markets.map((m) => (
                  <option key={m.id} value={m.id}>
                    {m.name}
                  </option>
                ))}
              </select>
            )}
          </FieldFrame>
          <button
            type="submit"
            name={STEP_INTENT_FIELD}
            value={SHOW_NEIGHBORHOODS}
            className="btn btn--ghost"
          >
            Show neighbourhoods
          </button>
        </div>
        {shownMarket ? (
          <div className="hood-list">
            <h2 className="onboarding-form__subtitle">{`Neighbourhoods in ${shownMarket.name}`}</h2>
            {groups.length > 0 ? (
              <div className="hood-list__groups">
                <NeighborhoodGroups groups={groups} selectedIds={selectedIds} />
              </div>
            ) : (
              <p className="text-muted">
                We search all of {shownMarket.name}; it has no neighbourhoods to choose from.
              </p>
            )}
          </div>
        ) : (
          <p className="text-muted">Choose your city, then Show neighbourhoods to pick some of them.</p>
        )}
        <StepActions step="location" />
      </PlainStepForm>
    </StepLayout>
  );
}
