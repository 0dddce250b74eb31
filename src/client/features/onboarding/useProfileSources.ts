import { useQuery } from "@apollo/client/react";
import { useEffect } from "react";
import { useLocation } from "../../system/router/router";
import { useAppDispatch, useAppSelector } from "../../system/store/hooks";
import { marketByCity, marketFromData } from "./onboardingMarkets";
import { OnboardingMarketsQuery } from "./onboardingMarketsQuery";
import { OnboardingProfileQuery } from "./onboardingProfileQuery";
import { findMarket } from "./onboardingRules";
import { applyProfile, chooseMarket } from "./onboardingSlice";
import { patchFromProfile } from "./profileInput";

/**
 * A `city` query parameter overrides the stored city (spec section 4) once the stored profile is
 * back, on any onboarding page it appears on. Cities we do not cover are left out; the answer says
 * which, for the page to show.
 */
export function useCityParam(ready: boolean): string | null {
  const { search } = useLocation();
  const city = new URLSearchParams(search).get("city")?.trim() || null;
  const markets = useQuery(OnboardingMarketsQuery, { skip: !ready || !city });
  const current = useAppSelector((s) => findMarket(s.onboarding.areasOfInterest));
  const dispatch = useAppDispatch();
  const market = city && markets.data ? marketByCity(markets.data.markets, city) : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: applied when the parameter or the directory arrives, not whenever the profile's city changes afterwards.
  useEffect(() => {
    if (market && current?.id !== market.id) dispatch(chooseMarket(marketFromData(market)));
  }, [market, dispatch]);
  return city && markets.data && !market ? city : null;
}

/**
 * A signed-in user opening the profile on a browser that has none gets the one saved on the
 * server (another device, an earlier visit). A profile under way in this browser wins.
 */
export function useSavedProfile(ready: boolean): void {
  const signedIn = useAppSelector((s) => s.user.currentUser !== null);
  const fresh = useAppSelector(
    (s) => s.onboarding.phase === "NOT_STARTED" && s.onboarding.onboardingId === null,
  );
  const dispatch = useAppDispatch();
  const { data } = useQuery(OnboardingProfileQuery, {
    variables: { onboardingId: null },
    skip: !ready || !signedIn || !fresh,
    fetchPolicy: "network-only",
  });
  const saved = data?.onboardingProfile ?? null;
  useEffect(() => {
    if (saved && fresh) dispatch(applyProfile(patchFromProfile(saved)));
  }, [saved, fresh, dispatch]);
}
