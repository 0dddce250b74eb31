/*
 * The current user as the CurrentUserQuery returns it (spec section 3; type names follow
 * src/server/graphql/account/schema.graphql). `__typename` is optional so hand-built users (tests,
 * the sign-in mutation's smaller answer merged through updateUser) type-check too.
 */

export interface LatLng {
  __typename?: "LatLng";
  lat: number;
  lng: number;
}

export interface BrokerMarket {
  __typename?: "BrokerMarket";
  id: string;
  name: string;
  state: string;
}

export interface CompletedUserTask {
  __typename?: "CompletedUserTask";
  id: string;
  task: string;
}

export interface MarketOfInterest {
  __typename?: "MarketOfInterest";
  id: string;
  name: string;
  position: LatLng;
}

export interface TourReference {
  __typename?: "TourReference";
  id: string;
  /** ISO date-time; null while the tour is not scheduled. */
  date: string | null;
}

export interface SurveyReference {
  __typename?: "SurveyReference";
  id: string;
  externalId: string | null;
}

export interface ListingReference {
  __typename?: "ListingReference";
  id: string;
}

export interface RequirementNeighborhood {
  __typename?: "RequirementNeighborhood";
  id?: string;
  name: string;
}

export interface CurrentActiveRequirements {
  __typename?: "Requirements";
  id: string;
  neighborhoods: RequirementNeighborhood[];
  minPsf: number | null;
  maxPsf: number | null;
  minSquareFeet: number | null;
  maxSquareFeet: number | null;
  minMonthlyBudget: number | null;
  maxMonthlyBudget: number | null;
  /** The spec names both; older records fill one or the other. */
  numberOfEmployees: number | null;
  numEmployees: number | null;
  activeSizeFilter: string | null;
  activePriceFilter: string | null;
  minOccupancy: number | null;
  maxOccupancy: number | null;
  /** A LeaseTerm value; the schema types it as a plain String. */
  leaseTerm: string | null;
  areas: string[];
  market: BrokerMarket | null;
}

export interface LatestCampaign {
  __typename?: "LatestCampaign";
  id: string;
  uuid: string;
  listings: ListingReference[];
  surveys: SurveyReference[];
  currentActiveRequirements: CurrentActiveRequirements | null;
}

export interface CurrentUser {
  __typename?: "User";
  id: string;
  salesforceId: string | null;
  email: string | null;
  uuid: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  e164Phone: string | null;
  companyName: string | null;
  displayName: string;
  isRenter: boolean;
  isBroker: boolean;
  isVerified: boolean;
  isAdmin: boolean;
  isResearch: boolean;
  hasPassword: boolean | null;
  featureFlags: string[];
  profilePicURL: string | null;
  confirmed: boolean | null;
  unconfirmedEmail: string | null;
  cityOfInterest: string | null;
  brokerMarket: BrokerMarket | null;
  completedUserTasks: CompletedUserTask[];
  marketOfInterest: MarketOfInterest | null;
  tours: TourReference[];
  latestCampaign: LatestCampaign | null;
}
