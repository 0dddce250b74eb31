import { useQuery } from "@apollo/client/react";
import { useEffect, useMemo, useRef } from "react";
import { Spinner } from "../../layout/Spinner";
import { Head } from "../../system/head";
import { useLocation, useNavigate } from "../../system/router/router";
import { useAppDispatch, useAppSelector, useAppStore } from "../../system/store/hooks";
import { useHydrated } from "../../system/useHydrated";
import { FormNotice } from "../../ui/FormNotice";
import {
  type ExternalNavigationState,
  externalTargetStep,
  matchNeighborhoods,
  readExternalParams,
} from "./externalOnboarding";
import { marketByCity, marketFromData } from "./onboardingMarkets";
import { OnboardingMarketsQuery } from "./onboardingMarketsQuery";
import { OnboardingNeighborhoodsQuery } from "./onboardingNeighborhoodsQuery";
import { ONBOARDING_STEP_PATHS } from "./onboardingRules";
import { advance, applyProfile, chooseMarket, reachScreen, setNeighborhoods } from "./onboardingSlice";
import { stepIndex } from "./onboardingSteps";
import { useSaveProfile } from "./useSaveProfile";

/**
 * /external_onboarding: fills the profile from a partner's link, then opens the first step the link
 * left unanswered, with a note about any parameter that could not be used.
 */
export function ExternalOnboardingPage() {
  const hydrated = useHydrated();
  const restored = useAppSelector((s) => s.onboarding.restored);
  const ready = hydrated && restored;
  const { search } = useLocation();
  const external = useMemo(() => readExternalParams(search), [search]);
  const markets = useQuery(OnboardingMarketsQuery, { skip: !ready });
  const market = external.city && markets.data ? marketByCity(markets.data.markets, external.city) : null;
  const wantsHoods = market !== null && external.neighborhoods.length > 0;
  const hoods = useQuery(OnboardingNeighborhoodsQuery, {
    variables: { state: market?.state ?? "", slug: market?.slug ?? "" },
    skip: !wantsHoods,
  });
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const navigate = useNavigate();
  const save = useSaveProfile();
  const applied = useRef(false);
  const lookupsDone = !!markets.data && (!wantsHoods || !!hoods.data || !!hoods.error);

  useEffect(() => {
    if (!ready || !lookupsDone || applied.current) return;
    applied.current = true;
    const notes = [...external.notes];
    const { budgetPsf, budgetMonthly, ...rest } = external.patch;
    dispatch(applyProfile(rest));
    if (external.city && !market) notes.push(`city “${external.city}” is not one of our cities yet.`);
    if (market) {
      dispatch(chooseMarket(marketFromData(market)));
      if (wantsHoods && !hoods.data?.market) notes.push("neighborhoods could not be looked up right now.");
      const matched = matchNeighborhoods(
        external.neighborhoods,
        hoods.data?.market?.neighborhoods ?? [],
        market.name,
      );
      if (hoods.data?.market) notes.push(...matched.notes);
      if (matched.found.length > 0) {
        dispatch(
          setNeighborhoods(
            matched.found.map((n) => ({
              __typename: "Neighborhood" as const,
              id: n.id,
              name: n.name,
              yearlyPricePerFoot: n.yearlyPricePerFoot,
            })),
          ),
        );
      }
    }
    // A budget the link states wins over the one the neighbourhoods suggest.
    if (budgetPsf !== undefined) dispatch(applyProfile({ budgetPsf }));
    else if (budgetMonthly !== undefined) dispatch(applyProfile({ budgetMonthly }));
    const step = externalTargetStep(store.getState().onboarding, {
      city: market !== null,
      budget: budgetPsf !== undefined || budgetMonthly !== undefined,
      timeframes: rest.leaseTerm !== undefined && rest.moveInDate !== undefined,
    });
    dispatch(advance());
    dispatch(reachScreen(stepIndex(step)));
    void save();
    const state: ExternalNavigationState = { externalNotes: notes };
    navigate(ONBOARDING_STEP_PATHS[step], { replace: true, state });
  }, [ready, lookupsDone, external, market, wantsHoods, hoods.data, dispatch, navigate, save, store]);

  return (
    <div className="onboarding">
      <Head title="Your office profile" />
      {markets.error ? (
        <div className="container onboarding__panel">
          <FormNotice tone="error">
            We could not open your profile right now.{" "}
            <button type="button" className="link-button" onClick={() => void markets.refetch()}>
              Try again
            </button>
          </FormNotice>
        </div>
      ) : (
        <Spinner block label="Opening your profile…" />
      )}
    </div>
  );
}
