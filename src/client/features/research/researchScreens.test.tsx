// @vitest-environment jsdom
import type { MockLink } from "@apollo/client/testing";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { EMAIL_INVALID } from "../../../common/validation/rules";
import { LocationProbe, makeTestStore, renderWithProviders, testUser } from "../../layout/testSupport";
import { BuildingAvailabilityPage } from "./BuildingAvailabilityPage";
import { ContactCreatePage } from "./ContactCreatePage";
import { ContactsPage } from "./ContactsPage";
import {
  ResearchAddListingMutation,
  ResearchAvailabilityQuery,
  ResearchChangeContactMutation,
  ResearchChangeListingMutation,
  ResearchImporterJobsQuery,
} from "./researchOperations";

afterEach(cleanup);

const researcher = () => makeTestStore(testUser({ isResearch: true, isRenter: false }));

function jobMock(id: string, status: string, errors: string[] = [], recordId: string | null = null) {
  return {
    request: { query: ResearchImporterJobsQuery, variables: { ids: [id] } },
    result: {
      data: {
        importerJobs: [
          {
            __typename: "ImporterJob",
            id,
            status,
            recordId,
            errors: errors.map((error) => ({ __typename: "ImporterJobError", error })),
          },
        ],
      },
    },
  } satisfies MockLink.MockedResponse;
}

const answer = (field: string, importerJobId: string) => ({
  data: { [field]: { __typename: "ImporterJobAnswer", importerJobId } },
});

const listing = (id: string, floorAndSuite: string, status: string) => ({
  __typename: "Listing",
  id,
  floorAndSuite,
  squareFeet: 2400,
  status,
  leaseType: "DIRECT",
  dateAvailable: null,
  accuratePsf: 52,
  updatedAt: "2026-11-01T15:00:00.000Z",
});
const availability = (
  floor9: string,
  lastCheckedAt: string | null,
  extra: ReturnType<typeof listing>[] = [],
) => ({
  request: { query: ResearchAvailabilityQuery, variables: { contactId: "5", buildingId: "9" } },
  result: {
    data: {
      researchContact: {
        __typename: "BuildingContact",
        id: "5",
        displayName: "Robin Agent",
        buildings: [{ __typename: "Building", id: "9" }],
      },
      researchBuilding: {
        __typename: "ResearchBuilding",
        listingCount: 2 + extra.length,
        lastCheckedAt,
        statusCounts: [
          { __typename: "ListingStatusCount", status: floor9, count: 1 },
          { __typename: "ListingStatusCount", status: "VETTING", count: 1 },
        ],
        building: {
          __typename: "Building",
          id: "9",
          address: "245 Park Avenue",
          propertyName: null,
          city: "New York",
          state: "ny",
        },
        listings: [listing("71", "Floor 9", floor9), listing("72", "Floor 12", "VETTING"), ...extra],
      },
    },
  },
});

describe("research screens", () => {
  it("show anyone but the research team and admins the Unauthorized page, asking the server nothing", () => {
    renderWithProviders(<ContactsPage params={{}} />, { store: makeTestStore(testUser()), mocks: [] });
    expect(
      screen.getByRole("heading", { level: 1, name: "You are not permitted to access this content." }),
    ).toBeTruthy();
    expect(screen.queryByRole("searchbox")).toBeNull();
  });

  it("create a contact: the shared rules first, a refused job's reason with what was typed, then the new contact's page", async () => {
    const changes = {
      displayName: "Robin Agent",
      email: "robin@agency.example.test",
      contactType: "BUILDING_AGENT",
    };
    const create = (jobId: string): MockLink.MockedResponse => ({
      request: { query: ResearchChangeContactMutation, variables: { action: "CREATE", changes } },
      result: answer("userChangeContact", jobId),
    });
    renderWithProviders(
      <>
        <ContactCreatePage params={{}} />
        <LocationProbe />
      </>,
      {
        store: researcher(),
        route: "/research-team/building-contacts/create",
        mocks: [
          create("11"),
          jobMock("11", "DUPLICATE", ["Contact 4 already has this name, e-mail and company."]),
          create("12"),
          jobMock("12", "SUCCESS", [], "42"),
        ],
      },
    );
    const form = within(screen.getByRole("form", { name: "Contact" }));
    fireEvent.click(form.getByRole("button", { name: "Create contact" }));
    expect(await form.findByText("This field cannot be empty.")).toBeTruthy();

    fireEvent.change(form.getByLabelText("Display name"), { target: { value: "Robin Agent" } });
    fireEvent.change(form.getByLabelText(/E-mail/), { target: { value: "robin@" } });
    fireEvent.change(form.getByLabelText("Contact type"), { target: { value: "BUILDING_AGENT" } });
    fireEvent.click(form.getByRole("button", { name: "Create contact" }));
    expect(await form.findByText(EMAIL_INVALID)).toBeTruthy();

    fireEvent.change(form.getByLabelText(/E-mail/), { target: { value: "robin@agency.example.test" } });
    fireEvent.click(form.getByRole("button", { name: "Create contact" }));
    expect(await form.findByText("Contact 4 already has this name, e-mail and company.")).toBeTruthy();
    expect((form.getByLabelText("Display name") as HTMLInputElement).value).toBe("Robin Agent");

    fireEvent.click(form.getByRole("button", { name: "Create contact" }));
    await waitFor(() =>
      expect(screen.getByTestId("location").textContent).toBe("/research-team/building-contacts/42"),
    );
  });

  it("list a building's listings with their status, and mark one unavailable through a job", async () => {
    renderWithProviders(<BuildingAvailabilityPage params={{ buildingContactId: "5", buildingId: "9" }} />, {
      store: researcher(),
      mocks: [
        availability("AVAILABLE", null),
        {
          request: {
            query: ResearchChangeListingMutation,
            variables: { listingId: "71", changes: { status: "UNAVAILABLE" } },
          },
          result: answer("userChangeListing", "31"),
        },
        jobMock("31", "SUCCESS"),
        availability("UNAVAILABLE", "2026-11-24T20:00:00.000Z"),
      ],
    });
    expect(
      await screen.findByRole("heading", { level: 1, name: "Availability at 245 Park Avenue" }),
    ).toBeTruthy();
    expect(screen.getByText("1 Available · 1 Vetting")).toBeTruthy();
    expect(screen.getByText("Never")).toBeTruthy();
    const row = screen.getByRole("row", { name: /Floor 9/ });
    expect(within(row).getByText("Available", { selector: ".research__status" })).toBeTruthy();
    expect(within(row).getByText("2,400 SF")).toBeTruthy();
    fireEvent.click(within(row).getByRole("button", { name: /Mark unavailable/ }));
    await waitFor(
      () =>
        expect(
          within(screen.getByRole("row", { name: /Floor 9/ })).getByText("Unavailable", {
            selector: ".research__status",
          }),
        ).toBeTruthy(),
      // The screen polls the job every 500 ms; a busy machine may need a few polls.
      { timeout: 5000 },
    );
    expect(screen.getByText("1 Unavailable · 1 Vetting")).toBeTruthy();
    expect(screen.queryByText("Never")).toBeNull();
    expect(
      within(screen.getByRole("row", { name: /Floor 12/ })).getByRole("link", { name: /Edit/ }),
    ).toBeTruthy();
  });

  it("add a listing: the rules first, a refused job's words on its field with what was typed, then the new row and an empty form", async () => {
    const fields = {
      status: "AVAILABLE",
      floorAndSuite: "Floor 14",
      squareFeet: 3100,
      priceModel: "PER_SQUARE_FOOT",
      accuratePsf: 61,
      leaseType: "DIRECT",
    };
    const add = (jobId: string): MockLink.MockedResponse => ({
      request: {
        query: ResearchAddListingMutation,
        variables: { contactId: "5", buildingId: "9", fields },
      },
      result: answer("researchAddListing", jobId),
      delay: 20,
    });
    renderWithProviders(<BuildingAvailabilityPage params={{ buildingContactId: "5", buildingId: "9" }} />, {
      store: researcher(),
      mocks: [
        availability("AVAILABLE", null),
        add("41"),
        jobMock("41", "ERROR", ["squareFeet: Enter a number from 1 to 10,000,000."]),
        add("42"),
        jobMock("42", "DUPLICATE", ["This building already has a listing at Floor 14."]),
        add("43"),
        jobMock("43", "SUCCESS"),
        availability("AVAILABLE", "2026-11-24T20:00:00.000Z", [listing("73", "Floor 14", "AVAILABLE")]),
      ],
    });
    const form = within(await screen.findByRole("form", { name: "Add a listing" }));
    fireEvent.click(form.getByRole("button", { name: "Add listing" }));
    expect(await form.findAllByText("This field cannot be empty.")).toHaveLength(2);

    fireEvent.change(form.getByLabelText("Status"), { target: { value: "AVAILABLE" } });
    fireEvent.change(form.getByLabelText("Floor and suite"), { target: { value: "Floor 14" } });
    fireEvent.change(form.getByLabelText("Size (SF)"), { target: { value: "3,100" } });
    // The rent is the price model's figure; the other is derived live as the server will store it.
    const price = form.getByLabelText(/Price per SF \(yearly/);
    fireEvent.change(price, { target: { value: "61" } });
    expect(form.getByText("Monthly rent: $15,758 /mo, from this and the size.")).toBeTruthy();
    fireEvent.change(form.getByLabelText("Price shown"), { target: { value: "PER_MONTH" } });
    expect(form.getByText("Price per SF: $61 /SF/yr, from this and the size.")).toBeTruthy();
    expect((form.getByLabelText(/Monthly price/) as HTMLInputElement).value).toBe("");
    fireEvent.change(form.getByLabelText("Price shown"), { target: { value: "PER_SQUARE_FOOT" } });
    fireEvent.click(form.getByRole("button", { name: "Add listing" }));
    // While the job runs: said in the live region, the button still focusable but not a second submit.
    expect(await form.findByText("Adding the listing…")).toBeTruthy();
    expect(form.getByRole("button", { name: "Adding…" }).getAttribute("aria-disabled")).toBe("true");
    expect(await form.findByText("Enter a number from 1 to 10,000,000.")).toBeTruthy();
    expect((form.getByLabelText("Floor and suite") as HTMLInputElement).value).toBe("Floor 14");

    fireEvent.click(form.getByRole("button", { name: "Add listing" }));
    expect(await form.findByText("This building already has a listing at Floor 14.")).toBeTruthy();
    expect((form.getByLabelText("Size (SF)") as HTMLInputElement).value).toBe("3,100");

    fireEvent.click(form.getByRole("button", { name: "Add listing" }));
    expect(await screen.findByRole("row", { name: /Floor 14/ }, { timeout: 5000 })).toBeTruthy();
    await waitFor(() => expect((form.getByLabelText("Floor and suite") as HTMLInputElement).value).toBe(""));
    expect((form.getByLabelText("Status") as HTMLSelectElement).value).toBe("VETTING");
    expect(form.queryByRole("alert")).toBeNull();
  });
});
