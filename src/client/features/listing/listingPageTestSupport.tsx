/*
 * The listing page as its tests render it: the route's parameters, the page query's answer and a
 * render with the test app around it (listingTestSupport.tsx). Not imported by app code.
 */
import type { MockLink } from "@apollo/client/testing";
import { screen } from "@testing-library/react";
import type { ListingPageListing } from "../places/placeFields";
import { ListingPage } from "./ListingPage";
import { ListingByPathQuery } from "./listingByPathQuery";
import { makeListing, renderPage } from "./listingTestSupport";

export const params = {
  state: "ny",
  city: "new-york",
  zip: "10012",
  neighborhood: "soho",
  address: "120-spring-street",
  floorAndSuite: "floor-3",
};

export function listingMock(listing: ListingPageListing | null): MockLink.MockedResponse {
  return {
    request: { query: ListingByPathQuery, variables: params },
    result: { data: { listingByPath: listing } },
  };
}

export function renderListing(options: Parameters<typeof renderPage>[1] = {}) {
  return renderPage(<ListingPage params={params} />, { mocks: [listingMock(makeListing())], ...options });
}

export async function waitForListing() {
  return screen.findByRole("heading", { level: 1, name: "120 Spring Street, Floor 3" });
}

/** The broker query's answer for the listing makeListing() gives (l1), as a broker who cannot edit it sees it. */
export const brokerDetails = {
  __typename: "Listing",
  id: "l1",
  viewerCanEdit: false,
  status: "AVAILABLE",
  squareFeet: 2400,
  maxOccupancy: null,
  floorAndSuite: "Floor 3",
  priceModel: "PER_SQUARE_FOOT",
  accuratePsf: 60,
  estimatedPsf: null,
  accurateMonthlyPrice: null,
  estimatedMonthlyPrice: null,
  leaseType: "DIRECT",
  leaseTerm: null,
  dateAvailable: null,
  conferenceRooms: null,
  officeSpace: null,
  furnished: null,
  hasWetPantry: null,
  hasPrivateBathroom: null,
  amenities: [],
  description: null,
  tour3dModelId: null,
  building: {
    __typename: "Building",
    id: "b1",
    propertyName: null,
    yearBuilt: null,
    floors: null,
    classification: null,
    hasAttendedLobby: null,
    hasTurnstile: null,
    hasRoundTheClockAccess: null,
    privateDescription: null,
    contacts: [],
  },
  privateFloor: "3",
  privateSuite: "300",
  privateDescription: "Landlord will consider a short term.",
  brokerNotes: "Ask for Maria at the front desk.",
  brokerInsights: [
    {
      __typename: "BrokerInsight",
      id: "i1",
      content: "Landlord is motivated.",
      author: { __typename: "BrokerInsightAuthor", displayName: "Sam Broker" },
      createdAt: "2025-01-10T09:00:00.000Z",
      updatedAt: "2025-01-10T09:00:00.000Z",
      viewerCanEdit: false,
    },
  ],
  history: {
    __typename: "ListingHistory",
    origin: {
      __typename: "ListingHistoryOrigin",
      sourceName: "CoStar",
      createdAt: "2024-06-01T00:00:00.000Z",
    },
    changes: [],
  },
  subleaseContact: null,
};
