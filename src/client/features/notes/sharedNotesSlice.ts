import type { RequestStatus } from "../../../common/enums";
import { registerSlice } from "../../system/store/registry";
import { createSlice, type PayloadAction } from "../../system/store/toolkit";

/**
 * Spec section 3 (shared note form: text, file, requestStatus) and section 4 (shared notes). The
 * chosen file itself (a browser File) is not serialisable, so the store keeps its name and the
 * form component keeps the File beside it.
 */
export interface SharedNoteForm {
  text: string;
  /** The chosen file's name, or null. */
  file: string | null;
  requestStatus: RequestStatus;
}

export interface SharedNotesState {
  listingId: string | null;
  addForm: SharedNoteForm;
  editForm: SharedNoteForm & { removeFile: boolean };
  /** The note being edited, or null. */
  editingNoteId: string | null;
}

const emptyForm: SharedNoteForm = { text: "", file: null, requestStatus: "idle" };
const initialState: SharedNotesState = {
  listingId: null,
  addForm: emptyForm,
  editForm: { ...emptyForm, removeFile: false },
  editingNoteId: null,
};

const sharedNotesSlice = createSlice({
  name: "sharedNotes",
  initialState,
  reducers: {
    /** Selecting a listing resets the whole notes state. */
    notesListingSelected(_state, action: PayloadAction<string | null>) {
      return { ...initialState, listingId: action.payload };
    },
    addNoteChanged(state, action: PayloadAction<Partial<Pick<SharedNoteForm, "text" | "file">>>) {
      return { ...state, addForm: { ...state.addForm, ...action.payload } };
    },
    addNoteRequested(state) {
      return { ...state, addForm: { ...state.addForm, requestStatus: "pending" } };
    },
    /** Create success resets the form (the status says it succeeded, for the notice). */
    addNoteSucceeded(state) {
      return { ...state, addForm: { ...emptyForm, requestStatus: "success" } };
    },
    /** A failure keeps what was typed and chosen. */
    addNoteFailed(state) {
      return { ...state, addForm: { ...state.addForm, requestStatus: "failure" } };
    },
    /** Selecting a note fills the edit text and sets idle; selecting none clears it. */
    editNoteSelected(state, action: PayloadAction<{ id: string; text: string } | null>) {
      const note = action.payload;
      return {
        ...state,
        editingNoteId: note?.id ?? null,
        editForm: { ...emptyForm, removeFile: false, text: note?.text ?? "" },
      };
    },
    editNoteChanged(
      state,
      action: PayloadAction<Partial<Pick<SharedNotesState["editForm"], "text" | "file" | "removeFile">>>,
    ) {
      return { ...state, editForm: { ...state.editForm, ...action.payload } };
    },
    editNoteRequested(state) {
      return { ...state, editForm: { ...state.editForm, requestStatus: "pending" } };
    },
    /** Edit success resets the form and clears the note being edited. */
    editNoteSucceeded(state) {
      return {
        ...state,
        editForm: { ...emptyForm, removeFile: false, requestStatus: "success" },
        editingNoteId: null,
      };
    },
    editNoteFailed(state) {
      return { ...state, editForm: { ...state.editForm, requestStatus: "failure" } };
    },
  },
});

export const {
  notesListingSelected,
  addNoteChanged,
  addNoteRequested,
  addNoteSucceeded,
  addNoteFailed,
  editNoteSelected,
  editNoteChanged,
  editNoteRequested,
  editNoteSucceeded,
  editNoteFailed,
} = sharedNotesSlice.actions;
export const sharedNotesReducer = sharedNotesSlice.reducer;

declare module "../../system/store/registry" {
  interface SliceStates {
    sharedNotes: SharedNotesState;
  }
}

registerSlice("sharedNotes", sharedNotesReducer);

export const selectSharedNotes = (state: { sharedNotes: SharedNotesState }): SharedNotesState =>
  state.sharedNotes;
