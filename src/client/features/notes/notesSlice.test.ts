import { describe, expect, it } from "vitest";
import {
  createNoteFailed,
  createNoteSubmitted,
  createNoteSucceeded,
  editNoteFailed,
  editNoteSubmitted,
  editNoteSucceeded,
  emptyNoteForm,
  initialNotesState,
  type NoteAttachment,
  type NotesState,
  notesReducer,
  selectListing,
  selectNoteToEdit,
  setAddFile,
  setAddText,
  setEditText,
} from "./notesSlice";

const defaults = notesReducer(undefined, { type: "@@init" });
const file: NoteAttachment = { name: "plan.pdf", size: 1024, mimeType: "application/pdf", uploadId: null };
const drafting = [setAddText("Great light"), setAddFile(file)].reduce(notesReducer, selectListingState("l1"));
const editing = notesReducer(drafting, selectNoteToEdit({ id: "n1", text: "Old text" }));

function selectListingState(listingId: string): NotesState {
  return notesReducer(defaults, selectListing(listingId));
}

describe("notesSlice (spec section 4: shared notes)", () => {
  it("add and edit forms each start empty with request status idle", () => {
    expect(defaults).toEqual({
      listingId: null,
      addForm: { text: "", file: null, requestStatus: "idle" },
      editForm: { text: "", file: null, requestStatus: "idle" },
      editingNoteId: null,
    });
  });

  it("the add form carries text and a file", () => {
    expect(drafting.addForm).toEqual({ text: "Great light", file, requestStatus: "idle" });
  });

  it("submitting the add form sets its request status to pending", () => {
    expect(notesReducer(drafting, createNoteSubmitted()).addForm.requestStatus).toBe("pending");
  });

  it("create success resets the add form (status success)", () => {
    const state = notesReducer(notesReducer(drafting, createNoteSubmitted()), createNoteSucceeded());
    expect(state.addForm).toEqual({ text: "", file: null, requestStatus: "success" });
  });

  it("create failure keeps the text and sets failure", () => {
    const state = notesReducer(notesReducer(drafting, createNoteSubmitted()), createNoteFailed());
    expect(state.addForm).toEqual({ text: "Great light", file, requestStatus: "failure" });
  });

  it("selecting a note to edit fills the edit text and sets idle", () => {
    const failed = notesReducer(notesReducer(editing, editNoteSubmitted()), editNoteFailed());
    const reselected = notesReducer(failed, selectNoteToEdit({ id: "n2", text: "Other note" }));
    expect(reselected.editingNoteId).toBe("n2");
    expect(reselected.editForm).toEqual({ text: "Other note", file: null, requestStatus: "idle" });
  });

  it("selecting no note clears the edit form", () => {
    const state = notesReducer(editing, selectNoteToEdit(null));
    expect(state.editingNoteId).toBeNull();
    expect(state.editForm).toEqual(emptyNoteForm);
  });

  it("edit success resets the edit form and clears the note being edited", () => {
    const changed = notesReducer(editing, setEditText("New text"));
    const state = notesReducer(notesReducer(changed, editNoteSubmitted()), editNoteSucceeded());
    expect(state.editingNoteId).toBeNull();
    expect(state.editForm).toEqual({ text: "", file: null, requestStatus: "success" });
    expect(state.addForm).toEqual(drafting.addForm);
  });

  it("edit failure keeps the note open with status failure", () => {
    const state = notesReducer(notesReducer(editing, editNoteSubmitted()), editNoteFailed());
    expect(state.editingNoteId).toBe("n1");
    expect(state.editForm.requestStatus).toBe("failure");
  });

  it("selecting a listing resets the whole notes state", () => {
    const state = notesReducer(editing, selectListing("l2"));
    expect(state).toEqual({ ...initialNotesState, listingId: "l2" });
  });
});
