import { describe, expect, it, vi } from "vitest";
import type { DataUpdate } from "./dataUpdatesSlice";
import { type JobState, problemsIn, type SaveDeps, saveDataUpdates, saveRequestFor } from "./saveDataUpdates";

const listing: DataUpdate = {
  __typename: "Listing",
  id: "7",
  listingId: "7",
  fields: { squareFeet: "1,200", hasWetPantry: "true", description: "" },
};
const building: DataUpdate = { __typename: "Building", id: "3", listingId: "7", fields: { floors: "12" } };
const newContact: DataUpdate = {
  __typename: "Contact",
  id: "new-1",
  listingId: "7",
  buildingId: "3",
  fields: { displayName: "Ann" },
};
const gone: DataUpdate = {
  __typename: "Contact",
  id: "9",
  listingId: "7",
  buildingId: "3",
  fields: {},
  remove: true,
};

/** Jobs answer the statuses given, one list per poll; the last list repeats. */
function deps(polls: Record<string, string | null>[], refused: string[] = []) {
  let poll = 0;
  let next = 100;
  const calls = {
    mutate: [] as unknown[],
    fetched: [] as string[][],
    refetched: [] as string[],
    waits: [] as number[],
  };
  const d: SaveDeps = {
    mutate: async (request) => {
      calls.mutate.push(request);
      if (refused.includes(request.type)) throw new Error("You are not permitted to do this.");
      return String(next++);
    },
    fetchJobs: async (ids) => {
      calls.fetched.push(ids);
      const statuses = polls[Math.min(poll++, polls.length - 1)];
      return ids.map(
        (id): JobState => ({
          id,
          status: statuses[id] ?? null,
          errors: statuses[id] === "ERROR" ? [{ error: "squareFeet: bad" }] : [],
        }),
      );
    },
    refetchListing: async (id) => {
      calls.refetched.push(id);
    },
    wait: vi.fn(async (ms: number) => {
      calls.waits.push(ms);
    }),
  };
  return { d, calls };
}

describe("the save flow (spec section 7)", () => {
  it("turns each record into its type's mutation, with the fields as values", () => {
    expect(saveRequestFor(listing)).toEqual({
      type: "Listing",
      variables: { listingId: "7", changes: { squareFeet: 1200, hasWetPantry: true, description: null } },
    });
    expect(saveRequestFor(newContact).variables).toMatchObject({ contactId: null, action: "CREATE" });
    expect(saveRequestFor(gone).variables).toMatchObject({ contactId: "9", action: "DELETE", changes: null });
    const photo = { ...listing, __typename: "Photo" } as unknown as DataUpdate;
    expect(() => saveRequestFor(photo)).toThrow("No save mutation for Photo records.");
  });

  it("polls every 500 ms until every job has ended, then re-queries the listing once", async () => {
    const { d, calls } = deps([
      {},
      { "100": "SUCCESS", "101": "RUNNING" },
      { "100": "SUCCESS", "101": "SUCCESS" },
    ]);
    await expect(saveDataUpdates([listing, building], d)).resolves.toEqual(["Listing:7", "Building:3"]);
    expect(calls.fetched).toEqual([["100", "101"], ["100", "101"], ["101"]]);
    expect(calls.waits).toEqual([500, 500]);
    expect(calls.refetched).toEqual(["7"]);
  });

  it("treats ERROR, DEAD and DUPLICATE as ended failures, naming each job", async () => {
    const { d, calls } = deps([{ "100": "SUCCESS", "101": "ERROR", "102": "DEAD", "103": "DUPLICATE" }]);
    const failure = saveDataUpdates([listing, building, newContact, gone], d);
    await expect(failure).rejects.toMatchObject({
      message: "Failed jobs: (101, ERROR), (102, DEAD), (103, DUPLICATE)",
      saved: ["Listing:7"],
      problems: ["squareFeet: bad"],
    });
    expect(calls.refetched).toEqual(["7"]);
  });

  it("reports a refused mutation beside the failed jobs", async () => {
    const { d } = deps([{ "100": "SUCCESS" }], ["Building"]);
    await expect(saveDataUpdates([listing, building], d)).rejects.toMatchObject({
      message: "Failed jobs: (Building:3, REFUSED)",
      saved: ["Listing:7"],
    });
  });

  it("checks fields with the server's rules before anything is sent", () => {
    expect(problemsIn({ ...listing, fields: { squareFeet: "12a", status: "" } })).toEqual({
      squareFeet: "Enter a whole number.",
      status: "This field cannot be empty.",
    });
    expect(problemsIn(gone)).toEqual({});
  });
});
