// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { LocationProbe } from "../../layout/testSupport";
import { renderAt } from "../account/accountTestSupport";
import { ImporterPage } from "./ImporterPage";
import { ImporterJobAdminQuery, ImporterJobsAdminQuery, RetryImporterJobsMutation } from "./importerJobs";

const NO_FILTER = { status: null, vendorId: null, from: null, to: null };

function row(id: string, status: string | null, extra: Record<string, unknown> = {}) {
  return {
    __typename: "AdminImporterJob",
    id,
    status,
    recordType: "Listing",
    recordId: "41",
    listingIdentity: `ny/new-york/10001/245-park/${id}`,
    sourceName: "broker-edit",
    vendor: null,
    createdAt: "2026-03-04T10:00:00.000Z",
    updatedAt: "2026-03-04T10:00:01.000Z",
    attempts: status === "DEAD" ? 3 : 1,
    lastStage: "apply",
    lineNumber: null,
    retryable: status === "ERROR" || status === "DEAD",
    ...extra,
  };
}

const vendors = [{ __typename: "ImporterVendor", id: "3", slug: "harbor-feed", name: "Harbor Feed" }];

function listMock(filter: object, jobs: object[], hasMore = false) {
  return {
    request: { query: ImporterJobsAdminQuery, variables: { filter } },
    result: {
      data: {
        adminImporterJobs: { __typename: "AdminImporterJobPage", jobs, hasMore },
        importerVendors: vendors,
      },
    },
    maxUsageCount: 3,
  };
}

const page = (entry: string, mocks: object[]) =>
  renderAt(
    "/importer",
    <>
      <ImporterPage />
      <LocationProbe />
    </>,
    { entry, mocks: mocks as never },
  );

describe("ImporterPage", () => {
  afterEach(cleanup);

  it("shows the jobs of the URL's filters, with their status, record and source", async () => {
    page("/importer?status=DEAD&vendor=3", [
      listMock({ ...NO_FILTER, status: "DEAD", vendorId: "3" }, [
        row("7", "DEAD", {
          vendor: { __typename: "ImporterVendor", id: "3", name: "Harbor Feed" },
          lineNumber: 12,
        }),
      ]),
    ]);
    const job = await screen.findByRole("row", { name: /Job 7/ });
    expect(job.textContent).toContain("DEAD");
    expect(job.textContent).toContain("Harbor Feed");
    expect(job.textContent).toContain("line 12");
    expect((screen.getByLabelText("Status") as HTMLSelectElement).value).toBe("DEAD");
    expect((screen.getByLabelText("Vendor") as HTMLSelectElement).value).toBe("3");
  });

  it("says when no job matches, and puts new filters in the URL", async () => {
    page("/importer", [listMock(NO_FILTER, [])]);
    expect(await screen.findByText("No importer jobs match these filters.")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Status"), { target: { value: "RUNNING" } });
    fireEvent.change(screen.getByLabelText("From (day)"), { target: { value: "2026-03-01" } });
    fireEvent.click(screen.getByRole("button", { name: "Filter" }));
    expect(screen.getByTestId("location").textContent).toBe("/importer?status=RUNNING&from=2026-03-01");
  });

  it("refuses a date range that ends before it starts, keeping what was typed", async () => {
    page("/importer", [listMock(NO_FILTER, [])]);
    await screen.findByText("No importer jobs match these filters.");
    fireEvent.change(screen.getByLabelText("From (day)"), { target: { value: "2026-03-05" } });
    fireEvent.change(screen.getByLabelText("To (day, inclusive)"), { target: { value: "2026-03-01" } });
    fireEvent.click(screen.getByRole("button", { name: "Filter" }));
    expect(await screen.findByText("The start date must be on or before the end date.")).toBeTruthy();
    expect(screen.getByTestId("location").textContent).toBe("/importer");
    expect((screen.getByLabelText("From (day)") as HTMLInputElement).value).toBe("2026-03-05");
  });

  it("retries the ticked jobs after a confirmation and says what happened to each", async () => {
    page("/importer", [
      listMock(NO_FILTER, [row("9", "ERROR"), row("8", "DEAD"), row("5", "SUCCESS")]),
      {
        request: { query: RetryImporterJobsMutation, variables: { ids: ["9", "8"] } },
        result: {
          data: {
            retryImporterJobs: {
              __typename: "RetryImporterJobsPayload",
              retried: ["8"],
              skipped: [{ __typename: "ImporterJobRetrySkip", id: "9", reason: "Job 9 is still running." }],
            },
          },
        },
      },
    ]);
    await screen.findByRole("row", { name: /Job 9/ });
    // A SUCCESS job has no box to tick: only ERROR and DEAD jobs can be retried.
    expect(within(screen.getByRole("row", { name: /Job 5/ })).queryByRole("checkbox")).toBeNull();
    fireEvent.click(screen.getByLabelText("Select every ERROR and DEAD job shown"));
    expect(screen.getByText("2 jobs selected.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Retry selected" }));
    const dialog = screen.getByRole("dialog", { name: "Retry 2 jobs?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Retry" }));
    expect(await screen.findByText("Queued 1 job again. Job 9 is still running.")).toBeTruthy();
    expect(screen.getByText("Tick ERROR and DEAD jobs to retry them together.")).toBeTruthy();
  });

  it("opens a job from the URL with its CSV line, input, stage trail and errors", async () => {
    page("/importer?job=7", [
      listMock(NO_FILTER, [row("7", "ERROR")]),
      {
        request: { query: ImporterJobAdminQuery, variables: { id: "7" } },
        result: {
          data: {
            adminImporterJob: {
              ...row("7", "ERROR", { lineNumber: 12, lastStage: "validate" }),
              listing: null,
              createdByEmail: null,
              lastStageInput: { fields: { squareFeet: 0 } },
              input: { fields: { squareFeet: 0 } },
              errors: [
                { __typename: "ImporterJobError", error: "squareFeet: Enter a number from 1 to 10,000,000." },
              ],
              csvImport: { __typename: "ImporterCsvImport", id: "2", filename: "harbor-june.csv" },
            },
          },
        },
      },
    ]);
    const dialog = await screen.findByRole("dialog", { name: "Job 7" });
    expect(await within(dialog).findByText("harbor-june.csv, line 12")).toBeTruthy();
    expect(within(dialog).getByText("squareFeet: Enter a number from 1 to 10,000,000.")).toBeTruthy();
    expect(within(dialog).getByText("validate")).toBeTruthy();
    expect(within(dialog).getAllByText(/"squareFeet": 0/)).toHaveLength(2);
    expect(within(dialog).getByRole("button", { name: "Retry this job" })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Close" }));
    expect(screen.getByTestId("location").textContent).toBe("/importer");
  });
});
