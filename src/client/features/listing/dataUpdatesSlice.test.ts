import { describe, expect, it } from "vitest";
import { rehydrate } from "../../system/store/persistence";
import { logout } from "../account/userSlice";
import {
  clearDataUpdates,
  type DataUpdate,
  dataSaved,
  dataUpdatesReducer,
  initialDataUpdatesState,
  revertField,
  unsavedCount,
  updateData,
} from "./dataUpdatesSlice";

const listing = (fields: DataUpdate["fields"]): DataUpdate => ({
  __typename: "Listing",
  id: "7",
  listingId: "7",
  fields,
});

const run = (...actions: Parameters<typeof dataUpdatesReducer>[1][]) =>
  actions.reduce(dataUpdatesReducer, initialDataUpdatesState);

describe("the dataUpdates store (spec section 4, pending edits store)", () => {
  it("merges a record's edits by type and id, field by field", () => {
    const state = run(
      updateData(listing({ squareFeet: "1200" })),
      updateData(listing({ brokerNotes: "Call Ann" })),
      updateData(listing({ squareFeet: "1300" })),
      updateData({ __typename: "Building", id: "7", listingId: "7", fields: { floors: "12" } }),
    );
    expect(Object.keys(state.records)).toEqual(["Listing:7", "Building:7"]);
    expect(state.records["Listing:7"].fields).toEqual({ squareFeet: "1300", brokerNotes: "Call Ann" });
    expect(unsavedCount(state)).toBe(3);
  });

  it("needs both a type and an id", () => {
    const noId = { ...listing({ squareFeet: "1" }), id: "" };
    const noType = { ...listing({ squareFeet: "1" }), __typename: "Photo" } as unknown as DataUpdate;
    expect(run(updateData(noId), updateData(noType))).toEqual(initialDataUpdatesState);
  });

  it("drops a field set back to its saved value, and the record with its last field", () => {
    const state = run(
      updateData(listing({ squareFeet: "1200", brokerNotes: "x" })),
      revertField({ __typename: "Listing", id: "7", field: "squareFeet" }),
    );
    expect(state.records["Listing:7"].fields).toEqual({ brokerNotes: "x" });
    expect(
      run(
        updateData(listing({ brokerNotes: "x" })),
        revertField({ __typename: "Listing", id: "7", field: "brokerNotes" }),
      ),
    ).toEqual(initialDataUpdatesState);
  });

  it("empties on clear, on a full save and on sign-out; a partial save keeps the failed records", () => {
    const two = [
      updateData(listing({ squareFeet: "1" })),
      updateData({ __typename: "Building", id: "3", listingId: "7", fields: { floors: "2" } }),
    ];
    expect(run(...two, clearDataUpdates())).toEqual(initialDataUpdatesState);
    expect(run(...two, logout())).toEqual(initialDataUpdatesState);
    expect(Object.keys(run(...two, dataSaved(["Listing:7"])).records)).toEqual(["Building:3"]);
  });

  it("comes back from storage, dropping records it cannot read", () => {
    const stored = {
      records: {
        "Listing:7": listing({ squareFeet: "1200", bad: 3 as unknown as string }),
        junk: { __typename: "Listing" },
      },
    };
    const state = run(rehydrate({ dataUpdates: stored as never }));
    expect(state.records).toEqual({ "Listing:7": listing({ squareFeet: "1200" }) });
  });
});
