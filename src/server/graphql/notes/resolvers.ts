import DataLoader from "dataloader";
import { GraphQLError } from "graphql";
import { z } from "zod";
import { can } from "../../policies/can";
import { signedInAccess } from "../../policies/policy";
import { listingSubject, noteSubject } from "../../policies/subjects";
import { deleteSharedNote, findNote, type SharedNote, sharedNotesOf } from "../../services/notes/sharedNotes";
import type { GraphQLContext } from "../context";
import type { Resolvers } from "../generated/resolverTypes";
import { deny, guarded } from "../guard";
import { rowId } from "../idArgs";
import type { ListingRow } from "../listing/listingLoaders";
import { parseArgs } from "../validate";

/** One loader per request (keyed by its context), batching the notes of every listing asked for. */
const loaders = new WeakMap<GraphQLContext, DataLoader<number, SharedNote[]>>();
function notesLoader(ctx: GraphQLContext) {
  let loader = loaders.get(ctx);
  if (!loader) {
    loader = new DataLoader(async (ids) => {
      const rows = await sharedNotesOf(ctx.db, ids);
      return ids.map((id) => rows.filter((r) => r.recordId === id));
    });
    loaders.set(ctx, loader);
  }
  return loader;
}

const deleteArgs = z.object({ noteId: rowId });

export const noteResolvers = {
  Listing: {
    sharedNotes: (l: ListingRow, _a: unknown, ctx: GraphQLContext) =>
      can(ctx.viewer, "readPrivate", listingSubject(l)) ? notesLoader(ctx).load(l.id) : null,
  },
  SharedNote: {
    id: (n) => String(n.id),
    author: (n) => (n.authorName === null ? null : { displayName: n.authorName }),
    file: (n) =>
      n.file
        ? {
            id: String(n.file.id),
            filename: n.file.filename,
            contentType: n.file.contentType ?? "application/octet-stream",
            byteSize: n.file.byteSize ?? 0,
            url: `/media/note-files/${n.file.id}`,
          }
        : null,
    viewerCanEdit: (n, _a, ctx) => can(ctx.viewer, "update", noteSubject(n)),
  },
  Mutation: {
    deleteSharedNote: guarded(signedInAccess("note.delete"), async (_p, args: unknown, ctx) => {
      const { noteId } = parseArgs(deleteArgs, args);
      const note = await findNote(ctx.db, noteId);
      if (!note) throw new GraphQLError("That note does not exist.", { extensions: { code: "NOT_FOUND" } });
      if (!can(ctx.viewer, "delete", noteSubject(note))) deny(ctx, "note.delete");
      await deleteSharedNote(ctx.db, ctx.services.storage, note);
      return String(note.id);
    }),
  },
} satisfies Resolvers;
