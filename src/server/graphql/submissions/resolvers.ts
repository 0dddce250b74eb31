import { GraphQLError } from "graphql";
import { z } from "zod";
import { type ContactFormKind, FORM_KINDS } from "../../content/renderMarkdown";
import { contactSubmissionsPolicy } from "../../policies/accountPolicy";
import {
  type ContactSubmissionRow,
  listContactSubmissions,
  setSubmissionHandled,
} from "../../services/admin/contactSubmissions";
import type { GraphQLContext } from "../context";
import type { Resolvers } from "../generated/resolverTypes";
import { guarded, type SignedInContext } from "../guard";
import { parseArgs } from "../validate";

const idArg = z
  .string()
  .regex(/^\d{1,9}$/)
  .transform(Number);
const text = z.string().trim().max(200).nullish();

const listArgs = z.object({
  filter: z
    .object({
      kind: z.enum(FORM_KINDS).nullish(),
      search: text,
      handled: z.boolean().nullish(),
      from: z.coerce.date().nullish(),
      to: z.coerce.date().nullish(),
    })
    .nullish(),
  limit: z.number().int().min(1).max(100).nullish(),
  before: idArg.nullish(),
});

/** Messages from the public forms, for admins: read, filtered, marked handled. */
export const submissionResolvers = {
  ContactSubmission: {
    id: (row: ContactSubmissionRow) => String(row.id),
    // The column is text, written only by submitContactForm from a checked ContactFormKind.
    kind: (row: ContactSubmissionRow) => row.kind as ContactFormKind,
  },
  Query: {
    contactSubmissions: guarded(contactSubmissionsPolicy, async (_p, raw: unknown, ctx: GraphQLContext) => {
      const { filter, limit, before } = parseArgs(listArgs, raw);
      const page = await listContactSubmissions(
        ctx.db,
        {
          kind: filter?.kind ?? null,
          search: filter?.search || null,
          handled: filter?.handled ?? null,
          from: filter?.from ?? null,
          to: filter?.to ?? null,
        },
        { before: before ?? null, limit: limit ?? 50 },
      );
      return { entries: page.rows, hasMore: page.hasMore };
    }),
  },
  Mutation: {
    setContactSubmissionHandled: guarded(
      contactSubmissionsPolicy,
      async (_p, raw: unknown, ctx: SignedInContext) => {
        const { id, handled } = parseArgs(z.object({ id: idArg, handled: z.boolean() }), raw);
        const row = await setSubmissionHandled(ctx.db, ctx.viewer.user, id, handled);
        if (!row)
          throw new GraphQLError("That message does not exist.", { extensions: { code: "NOT_FOUND" } });
        return row;
      },
    ),
  },
} satisfies Resolvers;
