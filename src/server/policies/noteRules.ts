import { isAdmin, isBroker, type Viewer } from "./policy";
import type { NoteSubject } from "./subjects";

/**
 * Shared notes on a listing are for brokers (reading and adding them is the listing's `readPrivate`
 * right). A note is changed or deleted by the broker who wrote it, or by an admin; another broker
 * adds a note of their own rather than rewrite a colleague's words (docs/decisions.md, stop 20).
 */
const authorOrAdmin = (v: Viewer, n: NoteSubject) =>
  isAdmin(v) || (isBroker(v) && n.authorId !== null && v.user?.id === n.authorId);

export const noteRules = {
  update: authorOrAdmin,
  delete: authorOrAdmin,
};
