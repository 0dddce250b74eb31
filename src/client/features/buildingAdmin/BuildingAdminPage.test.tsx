// @vitest-environment jsdom
import type { MockLink } from "@apollo/client/testing";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { AdminBuildingsQueryDocument } from "../../gql/documents/adminBuildingsQuery";
import { renderPage, signedInStore } from "../listing/listingTestSupport";
import { BuildingAdminPage, listVariables } from "./BuildingAdminPage";
import { BuildingFactsForm } from "./BuildingFactsForm";

const building = (id: string, address: string, hood: string | null) => ({
  __typename: "Building" as const,
  id,
  address,
  city: "Memphis",
  state: "tn",
  zip: "38103",
  propertyName: id === "1" ? "Cotton Exchange" : null,
  path: `/buildings/tn/memphis/38103/downtown/${id}`,
  market: { __typename: "Market" as const, id: "9", name: "Memphis" },
  neighborhood: hood ? { __typename: "Neighborhood" as const, id: "90", name: hood } : null,
});

function listMock(
  search: string,
  rows: ReturnType<typeof building>[],
  hasMore = false,
): MockLink.MockedResponse {
  return {
    request: { query: AdminBuildingsQueryDocument, variables: listVariables(search) },
    result: {
      data: {
        adminBuildings: {
          __typename: "AdminBuildingPage",
          hasMore,
          endCursor: hasMore ? "cursor" : null,
          rows: rows.map((b, i) => ({ __typename: "AdminBuildingRow", listingCount: i + 2, building: b })),
        },
      },
    },
  };
}

const admin = () => signedInStore({ isAdmin: true, isRenter: false });

describe("BuildingAdminPage", () => {
  afterEach(cleanup);

  it("lists the buildings a search finds, by address, with their market, neighbourhood and listings", async () => {
    renderPage(<BuildingAdminPage />, {
      store: admin(),
      route: "/building-admin?q=memphis",
      mocks: [
        listMock(
          "memphis",
          [building("1", "1 Front Street", "Downtown"), building("2", "9 Union Avenue", null)],
          true,
        ),
      ],
    });
    expect(await screen.findByText("2+ buildings matching “memphis”, by address.")).toBeTruthy();
    const row = screen.getByRole("row", { name: /1 Front Street/ });
    expect(row.textContent).toContain("Cotton Exchange");
    expect(row.textContent).toContain("Downtown");
    expect(screen.getByRole("link", { name: /1 Front Street, Memphis: edit/ }).getAttribute("href")).toBe(
      "/building-admin?q=memphis&building=1",
    );
    expect(screen.getByRole("row", { name: /9 Union Avenue/ }).textContent).toContain("—");
    expect(screen.getByRole("button", { name: "Show more buildings" })).toBeTruthy();
    expect((screen.getByLabelText(/Search by address/) as HTMLInputElement).value).toBe("memphis");
  });

  it("says when nothing matches, and offers to try again when the list fails", async () => {
    const { unmount } = renderPage(<BuildingAdminPage />, {
      store: admin(),
      route: "/building-admin?q=nowhere",
      mocks: [listMock("nowhere", [])],
    });
    expect(await screen.findByText("No building matches “nowhere”.")).toBeTruthy();
    unmount();
    renderPage(<BuildingAdminPage />, {
      store: admin(),
      route: "/building-admin",
      mocks: [
        {
          request: { query: AdminBuildingsQueryDocument, variables: listVariables("") },
          error: new Error("down"),
        },
      ],
    });
    expect(await screen.findByText("The buildings could not be loaded.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
  });
});

describe("BuildingFactsForm", () => {
  afterEach(cleanup);

  const facts = { id: "1", address: "1 Front Street", yearBuilt: 1991, floors: 9, lat: 35.1, lng: -90.05 };
  const hoods = [{ id: "90", name: "Downtown" }];

  it("shows the shared rule's message beside a wrong value and keeps what was typed, sending nothing", async () => {
    renderPage(<BuildingFactsForm building={facts} neighborhoods={hoods} onSaved={async () => {}} />, {
      store: admin(),
    });
    fireEvent.change(screen.getByLabelText(/Year built/), { target: { value: "1500" } });
    fireEvent.change(screen.getByLabelText(/Latitude/), { target: { value: "north" } });
    fireEvent.click(screen.getByRole("button", { name: "Save facts" }));
    expect(await screen.findByText("Enter a number from 1,700 to 2,100.")).toBeTruthy();
    expect(screen.getByText("Enter a number.")).toBeTruthy();
    expect((screen.getByLabelText(/Year built/) as HTMLInputElement).value).toBe("1500");
    expect(screen.getByLabelText(/Latitude/).getAttribute("aria-invalid")).toBe("true");
  });

  it("says there is nothing to save when no field changed, and Undo puts the saved values back", async () => {
    renderPage(<BuildingFactsForm building={facts} neighborhoods={hoods} onSaved={async () => {}} />, {
      store: admin(),
    });
    expect((screen.getByLabelText(/Latitude/) as HTMLInputElement).value).toBe("35.1");
    fireEvent.click(screen.getByRole("button", { name: "Save facts" }));
    expect(await screen.findByText("Nothing to save: no field has changed.")).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Floors/), { target: { value: "12" } });
    fireEvent.click(screen.getByRole("button", { name: "Undo changes" }));
    await waitFor(() => expect((screen.getByLabelText(/Floors/) as HTMLInputElement).value).toBe("9"));
  });
});
