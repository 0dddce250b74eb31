/*
 * Shared set-up for the listing, building and directory page tests: the app store, a mocked Apollo
 * client, an in-memory router, the toast and sign-in modal, and a head collector to read title,
 * canonical link, JSON-LD and HTTP status. Fixtures are shaped like the server's answers.
 * Not imported by app code.
 */
import type { MockLink } from "@apollo/client/testing";
import { MockedProvider } from "@apollo/client/testing/react";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { Provider } from "react-redux";
import { Toast } from "../../layout/Toast";
import { LocationProbe, makeTestStore, type TestStore } from "../../layout/testSupport";
import { HeadCollector, HeadContext } from "../../system/head";
import { MemoryRouter, Route, Routes } from "../../system/router/router";
import { makeUser } from "../account/currentUserFixture";
import type { CurrentUser } from "../account/currentUserTypes";
import { SignInModal } from "../account/SignInModal";
import type { ListingCardData } from "../listingCard/listingCardFields";
import type {
  BuildingSummary,
  ListingPageListing,
  Photo,
  PlaceMarket,
  PlaceNeighborhood,
} from "../places/placeFields";

export function renderPage(
  ui: ReactElement,
  options: { store?: TestStore; mocks?: MockLink.MockedResponse[]; route?: string } = {},
) {
  const store = options.store ?? makeTestStore();
  const head = new HeadCollector();
  const route = options.route ?? "/page";
  const result = render(
    <HeadContext.Provider value={head}>
      <Provider store={store}>
        <MockedProvider mocks={options.mocks ?? []}>
          <MemoryRouter initialEntries={[route]}>
            <Routes>
              <Route path={route.split("?")[0]} element={ui} />
              <Route path="*" element={<LocationProbe />} />
            </Routes>
            <SignInModal />
            <Toast />
          </MemoryRouter>
        </MockedProvider>
      </Provider>
    </HeadContext.Provider>,
  );
  return { ...result, store, head };
}

export function signedInStore(overrides: Partial<CurrentUser> = {}) {
  return makeTestStore(makeUser(overrides));
}

export function photo(id: string, alt: string): Photo {
  return {
    __typename: "Photo",
    id,
    url: `/media/${id}.webp`,
    thumbnailUrl: `/media/${id}-thumb.webp`,
    width: 1200,
    height: 800,
    alt,
  };
}

export const market: PlaceMarket = {
  __typename: "Market",
  id: "m1",
  name: "New York",
  state: "ny",
  slug: "new-york",
  path: "/office-space/ny/new-york",
};

export const soho: PlaceNeighborhood = {
  __typename: "Neighborhood",
  id: "n1",
  name: "SoHo",
  slug: "soho",
  path: "/office-space/ny/new-york/soho",
};

export const building: BuildingSummary = {
  __typename: "Building",
  id: "b1",
  address: "120 Spring Street",
  city: "New York",
  state: "ny",
  zip: "10012",
  lat: 40.7241,
  lng: -73.9982,
  propertyName: "The Spring Building",
  yearBuilt: 1910,
  floors: 8,
  classification: "B",
  hasAttendedLobby: true,
  hasTurnstile: false,
  hasRoundTheClockAccess: true,
  path: "/buildings/ny/new-york/10012/soho/120-spring-street",
};

export function card(id: string, overrides: Partial<ListingCardData> = {}): ListingCardData {
  return {
    __typename: "Listing",
    id,
    path: `/listings/ny/new-york/10012/soho/120-spring-street/suite-${id}`,
    address: "120 Spring Street",
    floorAndSuite: `Suite ${id}`,
    squareFeet: 2000,
    maxOccupancy: 13,
    psf: 70,
    monthlyPrice: 11667,
    priceIsEstimated: false,
    dateAvailable: null,
    leaseType: "DIRECT",
    photos: [],
    building: {
      __typename: "Building",
      id: "b1",
      lat: building.lat,
      lng: building.lng,
      propertyName: building.propertyName,
      address: building.address,
    },
    neighborhood: { __typename: "Neighborhood", id: soho.id, name: soho.name, slug: soho.slug },
    ...overrides,
  };
}

export function makeListing(overrides: Partial<ListingPageListing> = {}): ListingPageListing {
  return {
    __typename: "Listing",
    id: "l1",
    uuid: "5b0e0c1a-1111-4c5e-9f2a-1b2c3d4e5f60",
    tour3dModelId: null,
    propertyType: "OFFICE",
    address: "120 Spring Street",
    floorAndSuite: "Floor 3",
    squareFeet: 4500,
    maxOccupancy: 30,
    psf: 64.5,
    monthlyPrice: 24188,
    priceIsEstimated: true,
    priceModel: "PER_SQUARE_FOOT",
    status: "AVAILABLE",
    leaseTerm: "THREE_TO_FIVE_YEARS",
    dateAvailable: null,
    conferenceRooms: 2,
    floorMaterial: "HARDWOOD",
    naturalLight: "VERY_GOOD",
    hasWetPantry: true,
    hasExposedCeiling: false,
    hasPrivateBathroom: null,
    officeSpace: 4,
    amenities: ["Bike storage", "Roof deck"],
    furnished: "NEGOTIABLE",
    servicesIncluded: "UNKNOWN",
    leaseType: "DIRECT",
    description: "Bright loft floor with tall windows.\n\nTwo blocks from the subway.",
    updatedAt: "2025-01-15T12:00:00.000Z",
    path: "/listings/ny/new-york/10012/soho/120-spring-street/floor-3",
    photos: [photo("p1", "Open work area"), photo("p2", "Kitchen"), photo("p3", "Conference room")],
    floorPlanCollection: {
      __typename: "FloorPlanCollection",
      id: "fp1",
      floorPlans: [
        {
          __typename: "FloorPlan",
          id: "plan1",
          url: "/media/plan1.webp",
          width: 1600,
          height: 1000,
          alt: "Floor plan of Floor 3",
        },
      ],
    },
    neighborhood: soho,
    market,
    building,
    sameBuildingListings: [card("l2", { floorAndSuite: "Suite 501" })],
    nearbyListings: [
      card("l3", {
        floorAndSuite: "Floor 2",
        address: "80 Prince Street",
        building: {
          __typename: "Building",
          id: "b2",
          lat: 40.72,
          lng: -73.99,
          propertyName: null,
          address: "80 Prince Street",
        },
      }),
    ],
    ...overrides,
  };
}
