import type { CurrentUser } from "./currentUserTypes";

/** A complete signed-in renter for tests; override what a test is about. */
export function makeUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    __typename: "User",
    id: "1",
    salesforceId: null,
    email: "ada@example.com",
    uuid: "0b6f3c1e-8a1d-4c5e-9f2a-1b2c3d4e5f60",
    firstName: "Ada",
    lastName: "Lovelace",
    phone: null,
    e164Phone: null,
    companyName: "Analytical Engines",
    displayName: "Ada Lovelace",
    isRenter: true,
    isBroker: false,
    isVerified: true,
    isAdmin: false,
    isResearch: false,
    hasPassword: true,
    featureFlags: [],
    profilePicURL: null,
    confirmed: true,
    unconfirmedEmail: null,
    cityOfInterest: null,
    brokerMarket: null,
    vendor: null,
    completedUserTasks: [],
    marketOfInterest: null,
    tours: [],
    latestCampaign: null,
    ...overrides,
  };
}
