/*
 * Shared set-up for the layout and page component tests: the app's Redux store, a mocked Apollo
 * client and an in-memory router. Not imported by app code.
 */
import type { MockLink } from "@apollo/client/testing";
import { MockedProvider } from "@apollo/client/testing/react";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { Provider } from "react-redux";
import type { CurrentUser } from "../features/account/currentUserTypes";
import { MemoryRouter, useLocation } from "../system/router/router";
import "../appSlices";
import { createAppStore } from "../system/store/store";
import { FooterDirectoryQuery, type FooterDirectoryQueryData } from "./footerDirectoryQuery";
import { MarketDirectoryQuery, type MarketDirectoryQueryData } from "./marketDirectoryQuery";

export function makeTestStore(currentUser: CurrentUser | null = null) {
  return createAppStore({ user: { currentUser } });
}

export type TestStore = ReturnType<typeof makeTestStore>;

export function renderWithProviders(
  ui: ReactElement,
  /** `mocks` defaults to the market directory fixture, which the footer and home page query. */
  options: { store?: TestStore; route?: string; mocks?: MockLink.MockedResponse[] } = {},
) {
  const store = options.store ?? makeTestStore();
  const result = render(
    <Provider store={store}>
      <MockedProvider mocks={options.mocks ?? directoryMocks()}>
        <MemoryRouter initialEntries={[options.route ?? "/"]}>{ui}</MemoryRouter>
      </MockedProvider>
    </Provider>,
  );
  return { ...result, store };
}

/** Renders the current location so tests can assert where a navigation went. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

export function testUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    __typename: "User",
    id: "1",
    salesforceId: null,
    email: "jane@example.com",
    uuid: "user-uuid",
    firstName: "Jane",
    lastName: "Doe",
    phone: null,
    e164Phone: null,
    companyName: null,
    displayName: "Jane Doe",
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

function hood(id: string, name: string, slug: string, base: string) {
  return { __typename: "Neighborhood" as const, id, name, slug, path: `${base}/${slug}` };
}

function market(id: string, name: string, state: string, slug: string, listingCount: number) {
  return {
    __typename: "Market" as const,
    id,
    name,
    state,
    slug,
    path: `/office-space/${state}/${slug}`,
    listingCount,
  };
}

const NY = "/office-space/ny/new-york";
const HOU = "/office-space/tx/houston";

/** Six markets: New York and Houston (their neighbourhoods are the footer's below), three top cities and Toronto. */
export const directoryFixture: MarketDirectoryQueryData = {
  markets: [
    market("1", "New York", "ny", "new-york", 1520),
    market("2", "Houston", "tx", "houston", 310),
    market("3", "Washington D.C.", "dc", "washington", 240),
    market("4", "Austin", "tx", "austin", 1),
    market("5", "Atlanta", "ga", "atlanta", 180),
    market("6", "Toronto", "on", "toronto", 90),
  ],
};

/** The footer's neighbourhood columns: New York by submarket and Houston. */
export const footerDirectoryFixture: FooterDirectoryQueryData = {
  newYork: {
    __typename: "Market",
    id: "1",
    submarkets: [
      {
        __typename: "Submarket",
        id: "s1",
        name: "Manhattan",
        slug: "manhattan",
        neighborhoods: [hood("n2", "SoHo", "soho", NY), hood("n1", "Chelsea", "chelsea", NY)],
      },
      {
        __typename: "Submarket",
        id: "s2",
        name: "Brooklyn",
        slug: "brooklyn",
        neighborhoods: [hood("n3", "DUMBO", "dumbo", NY)],
      },
      {
        __typename: "Submarket",
        id: "s3",
        name: "Queens",
        slug: "queens",
        neighborhoods: [hood("n4", "Long Island City", "long-island-city", NY)],
      },
    ],
  },
  houston: {
    __typename: "Market",
    id: "2",
    neighborhoods: [hood("n6", "Galleria", "galleria", HOU), hood("n5", "Downtown", "downtown", HOU)],
  },
};

/** The shell's market directory and the footer's neighbourhoods, as every page shell asks them. */
export function directoryMocks(data: MarketDirectoryQueryData = directoryFixture): MockLink.MockedResponse[] {
  return [
    { request: { query: MarketDirectoryQuery }, result: { data }, maxUsageCount: 10 },
    { request: { query: FooterDirectoryQuery }, result: { data: footerDirectoryFixture }, maxUsageCount: 10 },
  ];
}
