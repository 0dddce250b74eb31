import { gql } from "@apollo/client";
import type { LeaseTerm, MoveInTimeframe, OnboardingPhase } from "../../../common/enums";

/** OnboardingProfileInput of the schema (src/server/graphql/onboarding/schema.graphql). */
export type OnboardingProfileInput = {
  onboardingId: string | null;
  phase: OnboardingPhase;
  lastActiveScreenIndex: number;
  city: string;
  marketId: string | null;
  neighborhoodIds: string[];
  numEmployees: number | null;
  psfPerEmployee: number;
  budgetPsf: number | null;
  budgetMonthly: number | null;
  leaseTerm: LeaseTerm | null;
  moveInDate: MoveInTimeframe | null;
  name: string | null;
  companyName: string | null;
  email: string | null;
  phone: string | null;
  renterComments: string | null;
};

export type OnboardingProfileData = {
  __typename?: "OnboardingProfile";
  onboardingId: string;
  phase: OnboardingPhase;
  lastActiveScreenIndex: number;
  city: string;
  market: {
    __typename?: "Market";
    id: string;
    name: string;
    externalId: string | null;
    position: { __typename?: "LatLng"; lat: number; lng: number };
  } | null;
  neighborhoods: {
    __typename?: "Neighborhood";
    id: string;
    name: string;
    yearlyPricePerFoot: number | null;
  }[];
  numEmployees: number | null;
  psfPerEmployee: number;
  budgetPsf: number | null;
  budgetMonthly: number | null;
  leaseTerm: LeaseTerm;
  moveInDate: MoveInTimeframe;
  name: string | null;
  companyName: string | null;
  email: string | null;
  phone: string | null;
  renterComments: string | null;
  completedAt: string | null;
};

export type OnboardingError = {
  __typename?: "OnboardingError";
  code: string;
  message: string;
  field: string | null;
};

export const ONBOARDING_PROFILE_FIELDS = gql`
  fragment OnboardingProfileFields on OnboardingProfile {
    onboardingId
    phase
    lastActiveScreenIndex
    city
    market {
      id
      name
      externalId
      position {
        lat
        lng
      }
    }
    neighborhoods {
      id
      name
      yearlyPricePerFoot
    }
    numEmployees
    psfPerEmployee
    budgetPsf
    budgetMonthly
    leaseTerm
    moveInDate
    name
    companyName
    email
    phone
    renterComments
    completedAt
  }
`;
