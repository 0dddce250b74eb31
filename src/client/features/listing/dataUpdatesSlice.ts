import { EDITABLE_RECORD_TYPES } from "../../../common/enums";
import { rehydrate } from "../../system/store/persistence";
import { registerSlice } from "../../system/store/registry";
import { createSlice, type PayloadAction } from "../../system/store/toolkit";
import { logout } from "../account/userSlice";

export type EditableType = (typeof EDITABLE_RECORD_TYPES)[number];
/** A field as the broker typed it: text as typed (converted on save), a checkbox as a boolean. */
export type EditValue = string | boolean;

/**
 * One record's unsaved edits (the dataUpdates store: spec section 4, "pending edits store"). `__typename` and `id` name the
 * record (a new insight or contact has an id starting "new-"); `listingId` is the listing the edit
 * was made on (re-queried after the save) and `buildingId` a contact's building.
 */
export type DataUpdate = {
  __typename: EditableType;
  id: string;
  listingId: string;
  buildingId?: string;
  fields: Record<string, EditValue>;
  /** A contact to take off its building. */
  remove?: boolean;
};

export type DataUpdatesState = { records: Record<string, DataUpdate> };

export const initialDataUpdatesState: DataUpdatesState = { records: {} };

export const NEW_RECORD_PREFIX = "new-";
export const recordKey = (r: { __typename: string; id: string }) => `${r.__typename}:${r.id}`;

const isEditableType = (v: unknown): v is EditableType =>
  typeof v === "string" && (EDITABLE_RECORD_TYPES as readonly string[]).includes(v);

/** A stored or dispatched record, read field by field; anything without a type and an id is dropped. */
function recordOf(value: unknown): DataUpdate | null {
  if (typeof value !== "object" || value === null) return null;
  const v = value as Record<string, unknown>;
  if (!isEditableType(v.__typename) || typeof v.id !== "string" || !v.id) return null;
  if (typeof v.listingId !== "string") return null;
  const fields: Record<string, EditValue> = {};
  if (typeof v.fields === "object" && v.fields !== null) {
    for (const [name, field] of Object.entries(v.fields)) {
      if (typeof field === "string" || typeof field === "boolean") fields[name] = field;
    }
  }
  return {
    __typename: v.__typename,
    id: v.id,
    listingId: v.listingId,
    ...(typeof v.buildingId === "string" ? { buildingId: v.buildingId } : {}),
    fields,
    ...(v.remove === true ? { remove: true } : {}),
  };
}

const without = (records: Record<string, DataUpdate>, key: string) => {
  const next = { ...records };
  delete next[key];
  return next;
};

const dataUpdatesSlice = createSlice({
  name: "dataUpdates",
  initialState: initialDataUpdatesState,
  reducers: {
    /** Merges a record's edits into what is pending for it (by type and id); fields merge one by one. */
    updateData(state, action: PayloadAction<DataUpdate>) {
      const record = recordOf(action.payload);
      if (!record) return state;
      const key = recordKey(record);
      const before = state.records[key];
      const merged: DataUpdate = before
        ? { ...before, ...record, fields: { ...before.fields, ...record.fields } }
        : record;
      return { records: { ...state.records, [key]: merged } };
    },
    /** A field set back to its saved value is no longer an edit; a record left with none goes. */
    revertField(state, action: PayloadAction<{ __typename: EditableType; id: string; field: string }>) {
      const key = recordKey(action.payload);
      const record = state.records[key];
      if (!record || !(action.payload.field in record.fields)) return state;
      const fields = { ...record.fields };
      delete fields[action.payload.field];
      if (Object.keys(fields).length === 0 && !record.remove) return { records: without(state.records, key) };
      return { records: { ...state.records, [key]: { ...record, fields } } };
    },
    /** Forgets one record's edits (a new contact or insight the broker cancels). */
    dropRecord(state, action: PayloadAction<{ __typename: EditableType; id: string }>) {
      const key = recordKey(action.payload);
      return key in state.records ? { records: without(state.records, key) } : state;
    },
    /** Discard: every pending edit goes (spec: clear empties the store). */
    clearDataUpdates() {
      return initialDataUpdatesState;
    },
    /** The records whose jobs succeeded; after a full success that is all of them. */
    dataSaved(state, action: PayloadAction<string[]>) {
      let records = state.records;
      for (const key of action.payload) records = without(records, key);
      return { records };
    },
  },
  extraReducers: (builder) => {
    builder.addCase(rehydrate, (state, action) => {
      const stored = action.payload.dataUpdates as { records?: unknown } | undefined;
      if (!stored || typeof stored.records !== "object" || stored.records === null) return state;
      const records: Record<string, DataUpdate> = {};
      for (const value of Object.values(stored.records)) {
        const record = recordOf(value);
        if (record) records[recordKey(record)] = record;
      }
      return { records };
    });
    // The next person on this browser must not save the last one's edits.
    builder.addCase(logout, () => initialDataUpdatesState);
  },
});

export const { updateData, revertField, dropRecord, clearDataUpdates, dataSaved } = dataUpdatesSlice.actions;
export const dataUpdatesReducer = dataUpdatesSlice.reducer;

declare module "../../system/store/registry" {
  interface SliceStates {
    dataUpdates: DataUpdatesState;
  }
}

registerSlice("dataUpdates", dataUpdatesReducer, { persist: {} });

export const selectDataUpdates = (state: { dataUpdates?: DataUpdatesState }): DataUpdatesState =>
  state.dataUpdates ?? initialDataUpdatesState;

/** "N unsaved changes": each edited field, and each contact to remove, counts once. */
export function unsavedCount(state: DataUpdatesState): number {
  return Object.values(state.records).reduce(
    (n, r) => n + Object.keys(r.fields).length + (r.remove ? 1 : 0),
    0,
  );
}
