import { registerSlice } from "../../system/store/lazySlices";
import { rehydrate } from "../../system/store/persistence";
import {
  createSelector,
  createSlice,
  type PayloadAction,
  type ThunkAction,
  type UnknownAction,
} from "../../system/store/toolkit";

/*
 * Pending edits (spec sections 3, 4 and 7): broker changes to listings, buildings, broker insights
 * and contacts are collected here, one merged record per type and id, until the save flow sends
 * one mutation per record. Types without a save mutation are accepted here and rejected by the save
 * flow, which knows the mutations.
 */

/** A partial record: its identity plus only the fields that changed. */
export interface PendingRecord {
  __typename: string;
  id: string;
  // Field values are whatever the edit forms produce (strings, numbers, enums, nested objects).
  [field: string]: unknown;
}

export interface DataUpdatesState {
  /** Keyed by `${__typename}:${id}`, the same identity the Apollo cache uses. */
  records: Record<string, PendingRecord>;
}

export const initialDataUpdatesState: DataUpdatesState = { records: {} };

export const RECORD_IDENTITY_ERROR = "A pending update needs both __typename and id";

export function recordKey(record: { __typename: string; id: string }): string {
  return `${record.__typename}:${record.id}`;
}

/** Null when the record can be merged, otherwise why not. */
export function validatePendingRecord(record: unknown): string | null {
  if (typeof record !== "object" || record === null) return RECORD_IDENTITY_ERROR;
  const { __typename, id } = record as { __typename?: unknown; id?: unknown };
  if (typeof __typename !== "string" || __typename === "") return RECORD_IDENTITY_ERROR;
  if ((typeof id !== "string" || id === "") && typeof id !== "number") return RECORD_IDENTITY_ERROR;
  return null;
}

const dataUpdatesSlice = createSlice({
  name: "dataUpdates",
  initialState: initialDataUpdatesState,
  reducers: {
    /** Merges the fields into the pending record of the same type and id; unidentified records are ignored. */
    updateRecord(state, action: PayloadAction<PendingRecord>) {
      if (validatePendingRecord(action.payload) !== null) return;
      const record = { ...action.payload, id: String(action.payload.id) };
      const key = recordKey(record);
      state.records[key] = { ...state.records[key], ...record };
    },
    clearUpdates(state) {
      state.records = {};
    },
    saveSucceeded(state) {
      state.records = {};
    },
  },
  extraReducers: (builder) => {
    builder.addCase(rehydrate, (state, action) => {
      const records = action.payload.dataUpdates?.records;
      if (typeof records !== "object" || records === null) return state;
      // Only well-formed records come back; a damaged entry is dropped rather than saved later.
      const kept: Record<string, PendingRecord> = {};
      for (const record of Object.values(records)) {
        if (validatePendingRecord(record) === null) kept[recordKey(record)] = record;
      }
      return { records: kept };
    });
  },
});

export const { updateRecord, clearUpdates, saveSucceeded } = dataUpdatesSlice.actions;
export const dataUpdatesReducer = dataUpdatesSlice.reducer;
// Joins the store when this module loads: only the screens that use it carry it.
registerSlice("dataUpdates", dataUpdatesReducer);

/**
 * updateRecord with a report: returns the error (and logs it) instead of silently dropping a record
 * that lacks its identity, so a form bug shows up in the logs.
 */
export function stageRecordUpdate(
  record: PendingRecord,
  logger: Pick<Console, "error"> = console,
): ThunkAction<string | null, unknown, unknown, UnknownAction> {
  return (dispatch) => {
    const error = validatePendingRecord(record);
    if (error !== null) {
      logger.error(error, { record });
      return error;
    }
    dispatch(updateRecord(record));
    return null;
  };
}

type WithDataUpdates = { dataUpdates: DataUpdatesState };

/** Memoised so components re-render only when the pending records change. */
export const selectPendingRecords = createSelector(
  [(state: WithDataUpdates) => state.dataUpdates.records],
  (records): PendingRecord[] => Object.values(records),
);
export const selectHasPendingUpdates = (state: WithDataUpdates): boolean =>
  Object.keys(state.dataUpdates.records).length > 0;
export const selectPendingRecord = (
  state: WithDataUpdates,
  __typename: string,
  id: string,
): PendingRecord | undefined => state.dataUpdates.records[recordKey({ __typename, id })];
