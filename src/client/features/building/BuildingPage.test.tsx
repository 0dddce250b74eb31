// @vitest-environment jsdom
import type { MockLink } from "@apollo/client/testing";
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ListingByIdQuery } from "../listing/listingByIdQuery";
import {
  building,
  card,
  makeListing,
  market,
  photo,
  renderPage,
  signedInStore,
  soho,
} from "../listing/listingTestSupport";
import { ListingShortPage } from "../shortPath/ListingShortPage";
import { BuildingPage, BuildingShortPage } from "./BuildingPage";
import type { BuildingPageBuilding } from "./buildingFields";
import { BuildingBrokerByPathQuery, BuildingByPathQuery, BuildingByShortPathQuery } from "./buildingQueries";

// Leaflet is not what these tests are about, and jsdom has no layout for it.
vi.mock("../map/LazyListingsMap", () => ({
  LazyListingsMap: ({ label }: { label?: string }) => <section aria-label={label} />,
}));

const params = {
  state: "ny",
  city: "new-york",
  zip: "10012",
  neighborhood: "soho",
  address: "120-spring-street",
};
const shortParams = { state: "ny", city: "new-york", address: "120-spring-street" };

function makeBuilding(overrides: Partial<BuildingPageBuilding> = {}): BuildingPageBuilding {
  return {
    ...building,
    description: "A cast-iron loft building on Spring Street.",
    neighborhood: soho,
    market,
    photos: [photo("bp1", "Facade on Spring Street")],
    availableListings: [card("l1", { floorAndSuite: "Floor 3" }), card("l2", { floorAndSuite: "Suite 501" })],
    ...overrides,
  };
}

function byPath(result: BuildingPageBuilding | null): MockLink.MockedResponse {
  return {
    request: { query: BuildingByPathQuery, variables: params },
    result: { data: { buildingByPath: result } },
  };
}

function byShortPath(result: BuildingPageBuilding | null): MockLink.MockedResponse {
  return {
    request: { query: BuildingByShortPathQuery, variables: shortParams },
    result: { data: { buildingByShortPath: result } },
  };
}

describe("BuildingPage", () => {
  afterEach(cleanup);

  it("shows the building's facts, its available spaces and a map", async () => {
    const { head } = renderPage(<BuildingPage params={params} />, { mocks: [byPath(makeBuilding())] });
    expect(await screen.findByRole("heading", { level: 1, name: "The Spring Building" })).toBeTruthy();
    expect(screen.getByText("120 Spring Street, New York, NY 10012")).toBeTruthy();
    const fact = (label: string) =>
      screen.getByText(label, { selector: "dt" }).nextElementSibling?.textContent;
    expect(fact("Year built")).toBe("1910");
    expect(fact("Floors")).toBe("8");
    expect(fact("Building class")).toBe("Class B");
    expect(fact("Attended lobby")).toBe("Yes");
    expect(fact("Turnstile")).toBe("No");
    expect(fact("24/7 access")).toBe("Yes");
    expect(fact("Property name")).toBe("The Spring Building");
    const spaces = within(screen.getByRole("region", { name: "2 spaces available" }));
    expect(spaces.getAllByRole("link").map((a) => a.getAttribute("href"))).toEqual([
      "/listings/ny/new-york/10012/soho/120-spring-street/suite-l1",
      "/listings/ny/new-york/10012/soho/120-spring-street/suite-l2",
    ]);
    expect(screen.getByRole("region", { name: "Map of The Spring Building" })).toBeTruthy();

    expect(head.data.title).toBe("The Spring Building – office space in SoHo, New York");
    expect(head.data.canonicalPath).toBe("/buildings/ny/new-york/10012/soho/120-spring-street");
    expect(head.data.jsonLd?.[0]).toMatchObject({
      "@type": "Place",
      name: "The Spring Building",
      address: { "@type": "PostalAddress", streetAddress: "120 Spring Street", addressCountry: "US" },
      geo: { "@type": "GeoCoordinates", latitude: 40.7241 },
    });
  });

  it("says when no space is available and points to the neighbourhood search", async () => {
    renderPage(<BuildingPage params={params} />, {
      mocks: [byPath(makeBuilding({ availableListings: [] }))],
    });
    expect(await screen.findByText("No spaces available in this building right now.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Search office space in SoHo" }).getAttribute("href")).toBe(
      "/office-space/ny/new-york/soho",
    );
  });

  it("answers 404 for an unknown building", async () => {
    const { head } = renderPage(<BuildingPage params={params} />, { mocks: [byPath(null)] });
    expect(await screen.findByRole("heading", { level: 1, name: "Building not found" })).toBeTruthy();
    expect(head.status).toBe(404);
  });

  it("shows building contacts to brokers only", async () => {
    const broker = {
      request: { query: BuildingBrokerByPathQuery, variables: params },
      result: {
        data: {
          buildingByPath: {
            __typename: "Building",
            id: "b1",
            privateDescription: null,
            contacts: [
              {
                __typename: "BuildingContact",
                displayName: "Lee Agent",
                email: "lee@example.com",
                title: "Leasing agent",
                companyName: "Spring Realty",
                phone: "2125550100",
                phoneType: "shared",
                cellPhone: null,
                contactType: "BUILDING_AGENT",
              },
            ],
          },
        },
      },
    };
    renderPage(<BuildingPage params={params} />, {
      store: signedInStore({ isBroker: true }),
      mocks: [byPath(makeBuilding()), broker],
    });
    const panel = within(await screen.findByRole("region", { name: "Broker details" }));
    expect(panel.getByText("Lee Agent")).toBeTruthy();
    expect(panel.getByRole("link", { name: "(212) 555-0100" }).getAttribute("href")).toBe("tel:+12125550100");
    cleanup();

    renderPage(<BuildingPage params={params} />, { store: signedInStore(), mocks: [byPath(makeBuilding())] });
    await screen.findByRole("heading", { level: 1, name: "The Spring Building" });
    expect(screen.queryByRole("region", { name: "Broker details" })).toBeNull();
  });

  it("serves /building/{state}/{city}/{address} with the canonical building path", async () => {
    const { head } = renderPage(<BuildingShortPage params={shortParams} />, {
      mocks: [byShortPath(makeBuilding())],
    });
    expect(await screen.findByRole("heading", { level: 1, name: "The Spring Building" })).toBeTruthy();
    expect(head.data.canonicalPath).toBe("/buildings/ny/new-york/10012/soho/120-spring-street");
  });
});

describe("ListingShortPage", () => {
  afterEach(cleanup);

  it("shows the building's only available listing, canonical to the listing page", async () => {
    const only = makeBuilding({ availableListings: [card("l1", { floorAndSuite: "Floor 3" })] });
    const { head } = renderPage(<ListingShortPage params={shortParams} />, {
      mocks: [
        byShortPath(only),
        {
          request: { query: ListingByIdQuery, variables: { id: "l1" } },
          result: { data: { listing: makeListing() } },
        },
      ],
    });
    expect(await screen.findByRole("heading", { level: 1, name: "120 Spring Street, Floor 3" })).toBeTruthy();
    expect(head.data.canonicalPath).toBe("/listings/ny/new-york/10012/soho/120-spring-street/floor-3");
  });

  it("shows the building page when the building has several listings", async () => {
    const { head } = renderPage(<ListingShortPage params={shortParams} />, {
      mocks: [byShortPath(makeBuilding())],
    });
    expect(await screen.findByRole("heading", { level: 1, name: "The Spring Building" })).toBeTruthy();
    expect(head.data.canonicalPath).toBe("/buildings/ny/new-york/10012/soho/120-spring-street");
  });

  it("answers 404 for an unknown address", async () => {
    const { head } = renderPage(<ListingShortPage params={shortParams} />, { mocks: [byShortPath(null)] });
    expect(await screen.findByRole("heading", { level: 1, name: "Building not found" })).toBeTruthy();
    expect(head.status).toBe(404);
  });
});
