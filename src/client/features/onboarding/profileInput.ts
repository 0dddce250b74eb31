import type { OnboardingProfileData, OnboardingProfileInput } from "./onboardingProfileFields";
import {
  findMarket,
  neighborhoodsOf,
  type OnboardingMarket,
  type OnboardingNeighborhood,
} from "./onboardingRules";
import type { OnboardingState, ProfilePatch } from "./onboardingSlice";

const blankToNull = (value: string) => value.trim() || null;

/** The profile as the server takes it. The server works out the size itself and finds the market. */
export function profileInputFrom(state: OnboardingState): OnboardingProfileInput {
  const market = findMarket(state.areasOfInterest);
  return {
    onboardingId: state.onboardingId,
    phase: state.phase,
    lastActiveScreenIndex: state.lastActiveScreenIndex,
    city: state.city.trim(),
    marketId: market?.id ?? null,
    neighborhoodIds: neighborhoodsOf(state.areasOfInterest).flatMap((n) => (n.id ? [n.id] : [])),
    numEmployees: state.numEmployees,
    psfPerEmployee: state.psfPerEmployee,
    budgetPsf: state.budgetPsf,
    budgetMonthly: state.budgetPsf === null ? null : state.budgetMonthly,
    leaseTerm: state.leaseTerm,
    moveInDate: state.moveInDate,
    name: blankToNull(state.name),
    companyName: blankToNull(state.companyName),
    email: blankToNull(state.email),
    phone: blankToNull(state.phone),
    renterComments: blankToNull(state.renterComments),
  };
}

/** A saved profile (another device, an earlier visit) as slice fields. */
export function patchFromProfile(profile: OnboardingProfileData): ProfilePatch {
  const market: OnboardingMarket | null = profile.market
    ? {
        __typename: "Market",
        id: profile.market.id,
        name: profile.market.name,
        externalId: profile.market.externalId,
        position: { lat: profile.market.position.lat, lng: profile.market.position.lng },
      }
    : null;
  const hoods: OnboardingNeighborhood[] = profile.neighborhoods.map((n) => ({
    __typename: "Neighborhood",
    id: n.id,
    name: n.name,
    yearlyPricePerFoot: n.yearlyPricePerFoot,
  }));
  return {
    onboardingId: profile.onboardingId,
    phase: profile.phase,
    lastActiveScreenIndex: profile.lastActiveScreenIndex,
    city: profile.city,
    ...(market ? { areasOfInterest: [market, ...hoods] } : {}),
    numEmployees: profile.numEmployees,
    psfPerEmployee: profile.psfPerEmployee,
    budgetPsf: profile.budgetPsf,
    budgetMonthly: profile.budgetMonthly,
    leaseTerm: profile.leaseTerm,
    moveInDate: profile.moveInDate,
    name: profile.name ?? "",
    companyName: profile.companyName ?? "",
    email: profile.email ?? "",
    phone: profile.phone ?? "",
    renterComments: profile.renterComments ?? "",
  };
}
