// @vitest-environment jsdom
import type { MockLink } from "@apollo/client/testing";
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LeasingManagersQueryDocument } from "../../gql/documents/leasingManagersQuery";
import { renderPage, signedInStore } from "../listing/listingTestSupport";
import { EMPTY_LEASING_MANAGER, LeasingManagerForm } from "./LeasingManagerForm";
import { LEASING_MANAGERS_PAGE_SIZE, LeasingManagersPage } from "./LeasingManagersPage";

const listMock: MockLink.MockedResponse = {
  request: {
    query: LeasingManagersQueryDocument,
    variables: { search: null, limit: LEASING_MANAGERS_PAGE_SIZE, offset: 0 },
  },
  result: {
    data: {
      leasingManagers: {
        __typename: "LeasingManagerPage",
        hasMore: false,
        managers: [
          {
            __typename: "LeasingManager",
            id: "1",
            firstName: "Laura",
            lastName: "Bennett",
            displayName: "Laura Bennett",
            email: "laura@meridian.example.com",
            phone: "(212) 555-0130",
            companyName: "Meridian Realty",
            buildingCount: 3,
            market: { __typename: "Market", id: "1", name: "New York" },
          },
        ],
      },
    },
  },
};

describe("LeasingManagersPage", () => {
  afterEach(cleanup);

  it("shows a client the Unauthorized page, not the list", () => {
    renderPage(<LeasingManagersPage params={{}} />, { store: signedInStore(), route: "/leasing-managers" });
    expect(
      screen.getByRole("heading", { name: "You are not permitted to access this content." }),
    ).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
  });

  it("lists leasing managers for a broker, with their company, e-mail, phone, market and buildings", async () => {
    renderPage(<LeasingManagersPage params={{}} />, {
      store: signedInStore({ isBroker: true, isRenter: false }),
      route: "/leasing-managers",
      mocks: [listMock],
    });
    const row = await screen.findByRole("row", { name: /Laura Bennett/ });
    for (const text of ["Meridian Realty", "laura@meridian.example.com", "(212) 555-0130", "New York", "3"]) {
      expect(row.textContent).toContain(text);
    }
    expect(screen.getByRole("link", { name: "Add a leasing manager" }).getAttribute("href")).toBe(
      "/leasing-managers/new",
    );
  });
});

describe("LeasingManagerForm", () => {
  afterEach(cleanup);

  it("checks the shared rules, formats a phone number and keeps what was typed", async () => {
    const onSave = vi.fn(async () => ({ id: "1" }));
    renderPage(
      <LeasingManagerForm
        initialValues={EMPTY_LEASING_MANAGER}
        markets={[]}
        submitLabel="Add leasing manager"
        onSave={onSave}
      />,
      { store: signedInStore({ isResearch: true }) },
    );
    fireEvent.change(screen.getByLabelText(/First name/), { target: { value: "Nadia" } });
    fireEvent.change(screen.getByLabelText(/E-mail/), { target: { value: "nadia@ferris" } });
    fireEvent.change(screen.getByLabelText(/Phone/), { target: { value: "3125550199" } });
    expect((screen.getByLabelText(/Phone/) as HTMLInputElement).value).toBe("(312) 555-0199");
    fireEvent.click(screen.getByRole("button", { name: "Add leasing manager" }));
    expect(await screen.findByText("Enter the last name.")).toBeTruthy();
    expect(screen.getByText("Enter an e-mail address like name@example.com.")).toBeTruthy();
    expect((screen.getByLabelText(/First name/) as HTMLInputElement).value).toBe("Nadia");
    expect(onSave).not.toHaveBeenCalled();
  });

  it("puts the server's refusal beside its field", async () => {
    const onSave = vi.fn(async () => ({ error: { field: "marketId", message: "Choose a market." } }));
    renderPage(
      <LeasingManagerForm
        initialValues={{ ...EMPTY_LEASING_MANAGER, firstName: "A", lastName: "B", email: "a@b.example.com" }}
        markets={[{ id: "7", name: "Boston" }]}
        submitLabel="Save changes"
        onSave={onSave}
      />,
      { store: signedInStore({ isBroker: true }) },
    );
    fireEvent.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("Choose a market.")).toBeTruthy();
    expect(onSave).toHaveBeenCalledOnce();
  });
});
