import { describe, expect, it, vi } from "vitest";
import { rehydrate } from "../../system/store/persistence";
import { configureStore } from "../../system/store/toolkit";
import {
  clearUpdates,
  dataUpdatesReducer,
  type PendingRecord,
  RECORD_IDENTITY_ERROR,
  saveSucceeded,
  selectHasPendingUpdates,
  selectPendingRecord,
  selectPendingRecords,
  stageRecordUpdate,
  updateRecord,
} from "./dataUpdatesSlice";

const empty = dataUpdatesReducer(undefined, { type: "@@init" });
const listingEdit: PendingRecord = { __typename: "Listing", id: "1", squareFeet: 2500 };
const withEdits = [
  listingEdit,
  { __typename: "Listing", id: "1", status: "AVAILABLE" },
  { __typename: "Building", id: "1", floors: 12 },
].reduce((state, record) => dataUpdatesReducer(state, updateRecord(record)), empty);

describe("dataUpdatesSlice (spec section 4: pending edits store)", () => {
  it("starts empty", () => {
    expect(empty).toEqual({ records: {} });
    expect(selectHasPendingUpdates({ dataUpdates: empty })).toBe(false);
  });

  it("an update merges records by type and id", () => {
    expect(selectPendingRecord({ dataUpdates: withEdits }, "Listing", "1")).toEqual({
      __typename: "Listing",
      id: "1",
      squareFeet: 2500,
      status: "AVAILABLE",
    });
  });

  it("the same id under another type is a separate record", () => {
    expect(selectPendingRecords({ dataUpdates: withEdits })).toHaveLength(2);
    expect(selectPendingRecord({ dataUpdates: withEdits }, "Building", "1")).toEqual({
      __typename: "Building",
      id: "1",
      floors: 12,
    });
  });

  it("a later value for the same field wins", () => {
    const state = dataUpdatesReducer(withEdits, updateRecord({ ...listingEdit, squareFeet: 3000 }));
    expect(selectPendingRecord({ dataUpdates: state }, "Listing", "1")?.squareFeet).toBe(3000);
  });

  it("a record needs both id and __typename: one without is ignored", () => {
    const noId = { __typename: "Listing", squareFeet: 1 } as unknown as PendingRecord;
    const noType = { id: "9", squareFeet: 1 } as unknown as PendingRecord;
    expect(dataUpdatesReducer(withEdits, updateRecord(noId))).toBe(withEdits);
    expect(dataUpdatesReducer(withEdits, updateRecord(noType))).toBe(withEdits);
  });

  it("a record without id or __typename is reported: the error is returned and logged", () => {
    const store = configureStore({ reducer: { dataUpdates: dataUpdatesReducer } });
    const logger = { error: vi.fn() };
    const record = { __typename: "Listing", squareFeet: 1 } as unknown as PendingRecord;

    expect(store.dispatch(stageRecordUpdate(record, logger))).toBe(RECORD_IDENTITY_ERROR);
    expect(logger.error).toHaveBeenCalledWith(RECORD_IDENTITY_ERROR, { record });
    expect(store.getState().dataUpdates.records).toEqual({});

    expect(store.dispatch(stageRecordUpdate(listingEdit, logger))).toBeNull();
    expect(selectHasPendingUpdates(store.getState())).toBe(true);
  });

  it("clear empties the store", () => {
    expect(dataUpdatesReducer(withEdits, clearUpdates())).toEqual({ records: {} });
  });

  it("save success empties the store", () => {
    expect(dataUpdatesReducer(withEdits, saveSucceeded())).toEqual({ records: {} });
  });

  it("rehydrate restores stored edits and drops damaged ones", () => {
    const state = dataUpdatesReducer(
      empty,
      rehydrate({
        dataUpdates: {
          records: { "Listing:1": listingEdit, broken: { id: "2" } as unknown as PendingRecord },
        },
      }),
    );
    expect(state).toEqual({ records: { "Listing:1": listingEdit } });
  });

  it("selectPendingRecords returns the same array while nothing changes", () => {
    const root = { dataUpdates: withEdits };
    expect(selectPendingRecords(root)).toBe(selectPendingRecords(root));
  });
});
