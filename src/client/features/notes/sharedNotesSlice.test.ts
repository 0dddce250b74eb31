import { describe, expect, it } from "vitest";
import {
  addNoteChanged,
  addNoteFailed,
  addNoteRequested,
  addNoteSucceeded,
  editNoteChanged,
  editNoteFailed,
  editNoteRequested,
  editNoteSelected,
  editNoteSucceeded,
  notesListingSelected,
  sharedNotesReducer as reduce,
  type SharedNotesState,
} from "./sharedNotesSlice";

const initial = reduce(undefined, { type: "@@init" });
const idle = { text: "", file: null, requestStatus: "idle" };
const typed = reduce(
  reduce(initial, addNoteChanged({ text: "Landlord flexible" })),
  addNoteChanged({ file: "terms.pdf" }),
);
const editing = reduce(initial, editNoteSelected({ id: "7", text: "Old text" }));

describe("sharedNotesSlice (spec section 4: shared notes)", () => {
  it("starts with idle, empty add and edit forms and no note being edited", () => {
    expect(initial).toEqual({
      listingId: null,
      addForm: idle,
      editForm: { ...idle, removeFile: false },
      editingNoteId: null,
    });
  });

  it("add form: pending, then success resets it; failure keeps what was typed", () => {
    expect(typed.addForm).toEqual({ text: "Landlord flexible", file: "terms.pdf", requestStatus: "idle" });
    const pending = reduce(typed, addNoteRequested());
    expect(pending.addForm.requestStatus).toBe("pending");
    expect(reduce(pending, addNoteSucceeded()).addForm).toEqual({
      text: "",
      file: null,
      requestStatus: "success",
    });
    expect(reduce(pending, addNoteFailed()).addForm).toEqual({ ...typed.addForm, requestStatus: "failure" });
  });

  it("selecting a note to edit fills the edit text and sets idle; selecting none clears it", () => {
    expect(editing.editingNoteId).toBe("7");
    expect(editing.editForm).toEqual({
      text: "Old text",
      file: null,
      requestStatus: "idle",
      removeFile: false,
    });
    const failed = reduce(reduce(editing, editNoteRequested()), editNoteFailed());
    expect(failed.editForm.requestStatus).toBe("failure");
    // Choosing another note starts idle again with its text.
    const other = reduce(failed, editNoteSelected({ id: "8", text: "Other" }));
    expect([other.editingNoteId, other.editForm.text, other.editForm.requestStatus]).toEqual([
      "8",
      "Other",
      "idle",
    ]);
    const none = reduce(other, editNoteSelected(null));
    expect([none.editingNoteId, none.editForm]).toEqual([null, { ...idle, removeFile: false }]);
  });

  it("edit success resets the form and clears the note being edited; failure keeps both", () => {
    const changed = reduce(editing, editNoteChanged({ text: "New text", file: "plan.png" }));
    const pending = reduce(changed, editNoteRequested());
    expect(pending.editForm.requestStatus).toBe("pending");
    const done = reduce(pending, editNoteSucceeded());
    expect([done.editingNoteId, done.editForm]).toEqual([
      null,
      { ...idle, requestStatus: "success", removeFile: false },
    ]);
    const failed = reduce(pending, editNoteFailed());
    expect([failed.editingNoteId, failed.editForm.text, failed.editForm.file]).toEqual([
      "7",
      "New text",
      "plan.png",
    ]);
    // The add form is its own: editing never touches it.
    expect(reduce(typed, editNoteSucceeded()).addForm).toEqual(typed.addForm);
  });

  it("selecting a listing resets the whole notes state", () => {
    const busy: SharedNotesState = reduce(
      reduce(typed, editNoteSelected({ id: "7", text: "x" })),
      addNoteRequested(),
    );
    expect(reduce(busy, notesListingSelected("42"))).toEqual({ ...initial, listingId: "42" });
  });
});
