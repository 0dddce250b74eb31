import { z } from "zod";
import { can } from "../../policies/can";
import { mailOutboxPolicy, myMailPolicy, outboxMailPolicy } from "../../policies/mailPolicy";
import { linksOf, type Reveal, redactSecrets } from "../../services/mail/mailRedaction";
import {
  listMailTo,
  listOutbox,
  MAIL_STATUS_VALUES,
  type MailPage,
  type MailRow,
  mailById,
  mailStatus,
  mailSubject,
} from "../../services/mail/outboxRead";
import type { GraphQLContext } from "../context";
import type { Resolvers } from "../generated/resolverTypes";
import { guarded, type SignedInContext } from "../guard";
import { parseArgs } from "../validate";

const idArg = z
  .string()
  .regex(/^\d{1,9}$/)
  .transform(Number);

const pageArgs = {
  limit: z.number().int().min(1).max(100).nullish(),
  before: idArg.nullish(),
};

const outboxArgs = z.object({
  filter: z
    .object({
      recipient: z.string().trim().max(200).nullish(),
      status: z.enum(MAIL_STATUS_VALUES).nullish(),
      days: z.number().int().min(1).max(365).nullish(),
    })
    .nullish(),
  ...pageArgs,
});

const subjectOf = (ctx: GraphQLContext, row: MailRow) => mailSubject(row, ctx.services.config.demoMode);

/** What of the message's secrets this viewer may see. */
function revealFor(ctx: GraphQLContext, row: MailRow): Reveal {
  const subject = subjectOf(ctx, row);
  return {
    invitations: can(ctx.viewer, "readInvitationLinks", subject),
    tokens: can(ctx.viewer, "readTokenLinks", subject),
  };
}

/** The message part as the viewer may see it; null for a status-only reader. */
function part(ctx: GraphQLContext, row: MailRow, which: "html" | "text"): string | null {
  if (!can(ctx.viewer, "read", subjectOf(ctx, row))) return null;
  return redactSecrets(row[which], revealFor(ctx, row));
}

const pageOf = (ctx: GraphQLContext, page: MailPage) => ({
  entries: page.rows,
  hasMore: page.hasMore,
  deliveryEnabled: Boolean(ctx.services.config.smtpUrl),
});

/** The outbox as admins, demo-mode recipients and brokers may see it (issue 25). */
export const mailResolvers = {
  OutboxMail: {
    id: (row: MailRow) => String(row.id),
    status: (row: MailRow) => mailStatus(row),
    html: (row: MailRow, _a: unknown, ctx: GraphQLContext) => part(ctx, row, "html"),
    text: (row: MailRow, _a: unknown, ctx: GraphQLContext) => part(ctx, row, "text"),
    links: (row: MailRow, _a: unknown, ctx: GraphQLContext) => {
      const text = part(ctx, row, "text");
      return text === null ? null : linksOf(text);
    },
    redacted: (row: MailRow, _a: unknown, ctx: GraphQLContext) => {
      const text = part(ctx, row, "text");
      return text !== null && text !== row.text;
    },
  },
  Query: {
    mailOutbox: guarded(mailOutboxPolicy, async (_p, raw: unknown, ctx: SignedInContext) => {
      const { filter, limit, before } = parseArgs(outboxArgs, raw);
      const page = await listOutbox(
        ctx.db,
        { recipient: filter?.recipient || null, status: filter?.status ?? null, days: filter?.days ?? null },
        { before: before ?? null, limit: limit ?? 50 },
      );
      return pageOf(ctx, page);
    }),
    myMail: guarded(myMailPolicy, async (_p, raw: unknown, ctx: SignedInContext) => {
      const { limit, before } = parseArgs(z.object(pageArgs), raw);
      // Outside demo mode an address is not proven by having signed up with it (issue 24): nothing.
      if (!ctx.services.config.demoMode) return pageOf(ctx, { rows: [], hasMore: false });
      const page = await listMailTo(ctx.db, ctx.viewer.user.email, {
        before: before ?? null,
        limit: limit ?? 50,
      });
      // The query is scoped to the address; the rule decides each row all the same.
      const rows = page.rows.filter((row) => can(ctx.viewer, "read", subjectOf(ctx, row)));
      return pageOf(ctx, { rows, hasMore: page.hasMore });
    }),
    outboxMail: guarded(outboxMailPolicy, async (_p, raw: unknown, ctx: SignedInContext) => {
      const { id } = parseArgs(z.object({ id: idArg }), raw);
      const row = await mailById(ctx.db, id);
      return row && can(ctx.viewer, "read", subjectOf(ctx, row)) ? row : null;
    }),
  },
} satisfies Resolvers;
