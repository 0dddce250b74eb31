// @vitest-environment jsdom
import type { MockLink } from "@apollo/client/testing";
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderPage, signedInStore } from "../listing/listingTestSupport";
import { CsvImportPage } from "./CsvImportPage";
import { CsvImportQuery, type CsvImportView, CsvUploadVendorQuery } from "./csvImportQueries";

const vendorMock = (result: MockLink.MockedResponse["result"]): MockLink.MockedResponse => ({
  request: { query: CsvUploadVendorQuery, variables: { slug: "acme-feeds" } },
  result,
});
const vendor = {
  __typename: "Vendor",
  id: "1",
  slug: "acme-feeds",
  name: "Acme Feeds",
  viewerCanUpload: true,
  trusted: false,
};
const acme = vendorMock({ data: { vendor } });

function importOf(overrides: Partial<CsvImportView> = {}): CsvImportView {
  return {
    __typename: "CsvImport",
    id: "0b6f7a5e-1111-4222-8333-444455556666",
    filename: "spaces.csv",
    status: "DONE",
    totalRows: 3,
    processedRows: 3,
    failedRows: 1,
    error: null,
    reportUrl: "/csv-imports/0b6f7a5e-1111-4222-8333-444455556666/report.csv",
    rows: {
      __typename: "CsvRowPage",
      nextAfterLine: null,
      rows: [
        { __typename: "CsvRowResult", lineNumber: 2, status: "SUCCESS", messages: [] },
        {
          __typename: "CsvRowResult",
          lineNumber: 3,
          status: "ERROR",
          messages: ["squareFeet: Enter a whole number."],
        },
        {
          __typename: "CsvRowResult",
          lineNumber: 5,
          status: "DUPLICATE",
          messages: ["This row is already applied: nothing changes."],
        },
      ],
    },
    ...overrides,
  } as CsvImportView;
}
const importMock = (csvImport: CsvImportView): MockLink.MockedResponse => ({
  request: {
    query: CsvImportQuery,
    variables: { id: csvImport.id, afterLine: null, onlyProblems: false },
  },
  result: { data: { csvImport } },
});

const render = (mocks: MockLink.MockedResponse[], search = "") =>
  renderPage(<CsvImportPage params={{ vendor: "acme-feeds" }} />, {
    mocks,
    store: signedInStore(),
    route: `/acme-feeds/csv-upload${search}`,
  });

describe("CsvImportPage", () => {
  afterEach(cleanup);

  it("offers the file form and the template to the vendor's users", async () => {
    render([acme]);
    expect(await screen.findByRole("heading", { level: 1, name: "CSV upload · Acme Feeds" })).toBeTruthy();
    expect(screen.getByLabelText(/CSV file \(at most 100,000 rows and 50 MB\)/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Upload" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Download the template (CSV)" }).getAttribute("href")).toBe(
      "/csv-imports/template.csv",
    );
  });

  it("says so honestly for an unknown vendor and for an account not of the vendor", async () => {
    render([vendorMock({ data: { vendor: null } })]);
    expect((await screen.findByRole("alert")).textContent).toBe(
      "There is no vendor at this address. Check the link you were given.",
    );
    cleanup();
    render([vendorMock({ data: { vendor: { ...vendor, viewerCanUpload: false } } })]);
    expect((await screen.findByRole("alert")).textContent).toMatch(
      /^Your account does not upload listings for Acme Feeds\./,
    );
    expect(screen.queryByRole("button", { name: "Upload" })).toBeNull();
  });

  it("shows a finished import's counts and each row's line, status and messages", async () => {
    const done = importOf();
    render([acme, importMock(done)], `?import=${done.id}`);
    expect(
      await screen.findByText(/^Done: 2 rows imported or already up to date, 1 row not imported\.$/),
    ).toBeTruthy();
    const table = screen.getByRole("table", { name: "Rows of spaces.csv by line" });
    const rows = within(table)
      .getAllByRole("row")
      .slice(1)
      .map(
        (r) => within(r).getAllByRole(r.querySelector("th") ? "rowheader" : "cell").length && r.textContent,
      );
    expect(rows).toEqual([
      "2Imported—",
      "3RefusedsquareFeet: Enter a whole number.",
      "5Already up to dateThis row is already applied: nothing changes.",
    ]);
    expect(screen.getByRole("link", { name: "Download the report (CSV)" }).getAttribute("href")).toBe(
      done.reportUrl,
    );
  });

  it("on reload of a running import shows how far it got with a Refresh button instead of polling", async () => {
    const running = importOf({ status: "PROCESSING", processedRows: 1, failedRows: 0 });
    render([acme, importMock(running)], `?import=${running.id}`);
    expect(await screen.findByText("Still importing. Refresh to see how far it got.")).toBeTruthy();
    expect(screen.getByText("1 of 3 rows processed")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Refresh" })).toBeTruthy();
  });
});
