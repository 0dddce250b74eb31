import type { RequestStatus } from "../../../common/enums";
import { registerSlice } from "../../system/store/lazySlices";
import { createSlice, type PayloadAction } from "../../system/store/toolkit";

/*
 * The shared note forms of a listing (spec sections 3 and 4): one form to add a note and one to
 * edit an existing note, each with its own request status.
 */

/**
 * What the store keeps of an attached file. The File object itself stays in the component (Redux
 * state must be serialisable); uploadId is set once the upload has been stored.
 */
export interface NoteAttachment {
  name: string;
  size: number;
  mimeType: string;
  uploadId: string | null;
}

export interface NoteForm {
  text: string;
  file: NoteAttachment | null;
  requestStatus: RequestStatus;
}

export interface NotesState {
  /** The listing whose notes are shown; switching listings starts over. */
  listingId: string | null;
  addForm: NoteForm;
  editForm: NoteForm;
  editingNoteId: string | null;
}

export const emptyNoteForm: NoteForm = { text: "", file: null, requestStatus: "idle" };

/** A successful save empties the form and leaves "success" behind for the confirmation. */
const savedNoteForm: NoteForm = { ...emptyNoteForm, requestStatus: "success" };

export const initialNotesState: NotesState = {
  listingId: null,
  addForm: emptyNoteForm,
  editForm: emptyNoteForm,
  editingNoteId: null,
};

const notesSlice = createSlice({
  name: "notes",
  initialState: initialNotesState,
  reducers: {
    selectListing(_state, action: PayloadAction<string | null>) {
      return { ...initialNotesState, listingId: action.payload };
    },
    setAddText(state, action: PayloadAction<string>) {
      state.addForm.text = action.payload;
    },
    setAddFile(state, action: PayloadAction<NoteAttachment | null>) {
      state.addForm.file = action.payload;
    },
    createNoteSubmitted(state) {
      state.addForm.requestStatus = "pending";
    },
    createNoteSucceeded(state) {
      state.addForm = savedNoteForm;
    },
    createNoteFailed(state) {
      state.addForm.requestStatus = "failure";
    },
    /** Opens a note for editing with its current text; null closes the edit form. */
    selectNoteToEdit(state, action: PayloadAction<{ id: string; text: string } | null>) {
      if (action.payload === null) {
        state.editingNoteId = null;
        state.editForm = emptyNoteForm;
        return;
      }
      state.editingNoteId = action.payload.id;
      state.editForm = { text: action.payload.text, file: null, requestStatus: "idle" };
    },
    setEditText(state, action: PayloadAction<string>) {
      state.editForm.text = action.payload;
    },
    setEditFile(state, action: PayloadAction<NoteAttachment | null>) {
      state.editForm.file = action.payload;
    },
    editNoteSubmitted(state) {
      state.editForm.requestStatus = "pending";
    },
    editNoteSucceeded(state) {
      state.editForm = savedNoteForm;
      state.editingNoteId = null;
    },
    editNoteFailed(state) {
      state.editForm.requestStatus = "failure";
    },
  },
});

export const {
  selectListing,
  setAddText,
  setAddFile,
  createNoteSubmitted,
  createNoteSucceeded,
  createNoteFailed,
  selectNoteToEdit,
  setEditText,
  setEditFile,
  editNoteSubmitted,
  editNoteSucceeded,
  editNoteFailed,
} = notesSlice.actions;
export const notesReducer = notesSlice.reducer;
// Joins the store when this module loads: only the screens that use it carry it.
registerSlice("notes", notesReducer);

type WithNotes = { notes: NotesState };

export const selectNotes = (state: WithNotes): NotesState => state.notes;
export const selectAddNoteForm = (state: WithNotes): NoteForm => state.notes.addForm;
export const selectEditNoteForm = (state: WithNotes): NoteForm => state.notes.editForm;
