import { desc, eq, or } from "drizzle-orm";
import { z } from "zod";
import { campaigns } from "../../db/schema/campaigns";
import { maintenancePolicy, manageUserPolicy, readAuditLogPolicy } from "../../policies/accountPolicy";
import { isAdmin, type UserRow } from "../../policies/policy";
import { type AuditRow, listAudit } from "../../services/admin/auditLog";
import { resendConfirmation, setUserDisabled } from "../../services/admin/userAccounts";
import { accountDeps, refreshViewer } from "../account/sessionCookie";
import type { GraphQLContext } from "../context";
import type { Resolvers } from "../generated/resolverTypes";
import { guarded, type SignedInContext } from "../guard";
import { parseArgs } from "../validate";

const userIdArg = z
  .string()
  .regex(/^\d{1,9}$/, "Unknown user.")
  .transform(Number);
const text = z.string().trim().max(200).nullish();
const auditArgs = z.object({
  filter: z
    .object({
      action: text,
      actorEmail: text,
      subjectKind: text,
      subjectId: text,
      from: z.coerce.date().nullish(),
      to: z.coerce.date().nullish(),
    })
    .nullish(),
  limit: z.number().int().min(1).max(100).nullish(),
  before: z
    .string()
    .regex(/^\d{1,9}$/)
    .transform(Number)
    .nullish(),
});

/** User admin's extra mutations and the audit log; every field refuses non-admins on the server. */
export const adminResolvers = {
  User: {
    disabledAt: (user: UserRow, _a: unknown, ctx: GraphQLContext) =>
      isAdmin(ctx.viewer) ? user.disabledAt : null,
    adminCampaigns: async (user: UserRow, args: { limit?: number | null }, ctx: GraphQLContext) => {
      if (!isAdmin(ctx.viewer)) return null;
      const { limit } = parseArgs(z.object({ limit: z.number().int().min(1).max(50).nullish() }), args);
      const rows = await ctx.db
        .select({
          id: campaigns.id,
          displayName: campaigns.displayName,
          brokerId: campaigns.brokerId,
          updatedAt: campaigns.updatedAt,
        })
        .from(campaigns)
        .where(or(eq(campaigns.clientId, user.id), eq(campaigns.brokerId, user.id)))
        .orderBy(desc(campaigns.updatedAt), desc(campaigns.id))
        .limit(limit ?? 20);
      return rows.map((c) => ({
        id: String(c.id),
        displayName: c.displayName,
        updatedAt: c.updatedAt,
        role: c.brokerId === user.id ? "BROKER" : "CLIENT",
      }));
    },
  },
  AuditLogEntry: {
    id: (row: AuditRow) => String(row.id),
    before: (row: AuditRow) => row.before,
    after: (row: AuditRow) => row.after,
  },
  Query: {
    auditLog: guarded(readAuditLogPolicy, async (_p, raw: unknown, ctx: GraphQLContext) => {
      const { filter, limit, before } = parseArgs(auditArgs, raw);
      const page = await listAudit(ctx.db, {
        action: filter?.action || null,
        actorEmail: filter?.actorEmail || null,
        subjectKind: filter?.subjectKind || null,
        subjectId: filter?.subjectId || null,
        from: filter?.from ?? null,
        to: filter?.to ?? null,
        before: before ?? null,
        limit: limit ?? 50,
      });
      return { entries: page.rows, hasMore: page.hasMore };
    }),
    maintenanceSwitch: guarded(maintenancePolicy, (_p, _a: unknown, ctx: GraphQLContext) =>
      ctx.services.maintenanceSwitch.isOn(),
    ),
  },
  Mutation: {
    setMaintenanceSwitch: guarded(maintenancePolicy, (_p, raw: unknown, ctx: SignedInContext) => {
      const { on } = parseArgs(z.object({ on: z.boolean() }), raw);
      return ctx.services.maintenanceSwitch.set(ctx.viewer, on);
    }),
    setUserDisabled: guarded(manageUserPolicy, async (_p, raw: unknown, ctx: SignedInContext) => {
      const { userId, disabled } = parseArgs(z.object({ userId: userIdArg, disabled: z.boolean() }), raw);
      const result = await setUserDisabled(accountDeps(ctx), ctx.viewer, { userId, disabled });
      if (!result.ok) return { user: null, error: result.error };
      refreshViewer(ctx, result.value);
      return { user: result.value, error: null };
    }),
    resendConfirmation: guarded(manageUserPolicy, async (_p, raw: unknown, ctx: SignedInContext) => {
      const { userId } = parseArgs(z.object({ userId: userIdArg }), raw);
      const result = await resendConfirmation(accountDeps(ctx), ctx.viewer, userId);
      if (!result.ok) return { user: null, error: result.error };
      return { user: result.value, error: null };
    }),
  },
} satisfies Resolvers;
