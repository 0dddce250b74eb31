import { z } from "zod";
import { JOB_STATUS_FILTER_VALUES } from "../../../common/admin/importerJobFilters";
import { can } from "../../policies/can";
import { importerAdminPolicy, importerRetryPolicy } from "../../policies/importerAdminPolicy";
import { importerJobSubject, listingSubject } from "../../policies/subjects";
import {
  ADMIN_JOBS_PAGE_MAX,
  type AdminJobRow,
  findAdminJob,
  listAdminJobs,
  listVendors,
  RETRY_MAX,
  RETRYABLE_STATUSES,
  retryImporterJobs,
} from "../../services/importer/adminJobs";
import type { GraphQLContext } from "../context";
import type { Resolvers } from "../generated/resolverTypes";
import { deny, guarded, type SignedInContext } from "../guard";
import { rowId } from "../idArgs";
import { visibleJobJson } from "../importer/jobStageInput";
import { parseArgs } from "../validate";

const jobsArgs = z
  .object({
    filter: z
      .object({
        status: z.enum(JOB_STATUS_FILTER_VALUES).nullish(),
        vendorId: rowId.nullish(),
        from: z.date().nullish(),
        to: z.date().nullish(),
      })
      .nullish(),
    limit: z
      .number()
      .int()
      .min(1, `limit must be between 1 and ${ADMIN_JOBS_PAGE_MAX}.`)
      .max(ADMIN_JOBS_PAGE_MAX, `limit must be between 1 and ${ADMIN_JOBS_PAGE_MAX}.`)
      .nullish(),
    after: rowId.nullish(),
  })
  .refine((a) => !a.filter?.from || !a.filter?.to || a.filter.from < a.filter.to, {
    message: "The start of the date range must come before its end.",
    path: ["filter", "to"],
  });

const retryArgs = z.object({
  ids: z
    .array(rowId)
    .min(1, "Choose at least one job.")
    .max(RETRY_MAX, `Retry at most ${RETRY_MAX} jobs at once.`)
    .transform((v) => [...new Set(v)]),
});

type IdArgs = { id: string };

/** /importer (issue 12): admins only, on every root field; each retry is also a `can()` rule. */
export const importerAdminResolvers = {
  Query: {
    adminImporterJobs: guarded(importerAdminPolicy, async (_p, raw: unknown, ctx: SignedInContext) => {
      const { filter, limit, after } = parseArgs(jobsArgs, raw);
      const page = await listAdminJobs(ctx.db, {
        status: filter?.status ?? null,
        vendorId: filter?.vendorId ?? null,
        from: filter?.from ?? null,
        to: filter?.to ?? null,
        after: after ?? null,
        limit: limit ?? 50,
      });
      const jobs = page.rows.filter((r) => can(ctx.viewer, "read", importerJobSubject(r)));
      return { jobs, hasMore: page.hasMore };
    }),
    adminImporterJob: guarded(importerAdminPolicy, async (_p, raw: IdArgs, ctx: SignedInContext) => {
      const parsed = rowId.safeParse(raw.id);
      if (!parsed.success) return null;
      const row = await findAdminJob(ctx.db, parsed.data);
      return row && can(ctx.viewer, "read", importerJobSubject(row)) ? row : null;
    }),
    importerVendors: guarded(importerAdminPolicy, async (_p, _a: unknown, ctx: SignedInContext) =>
      (await listVendors(ctx.db)).map((v) => ({ ...v, id: String(v.id) })),
    ),
  },
  Mutation: {
    retryImporterJobs: guarded(importerRetryPolicy, async (_p, raw: unknown, ctx: SignedInContext) => {
      const { ids } = parseArgs(retryArgs, raw);
      // The rule reads no more than the id today; it is asked per job so a narrower rule stays honest.
      for (const id of ids) {
        if (!can(ctx.viewer, "retry", importerJobSubject({ id, createdById: null }))) {
          deny(ctx, "importerJob.retry");
        }
      }
      const outcome = await retryImporterJobs(ctx.services, ctx.viewer.user, ids);
      ctx.loaders.listingById.clearAll();
      return {
        retried: outcome.retried.map(String),
        skipped: outcome.skipped.map((s) => ({ id: String(s.id), reason: s.reason })),
      };
    }),
  },
  AdminImporterJob: {
    id: (j: AdminJobRow) => String(j.id),
    recordId: (j: AdminJobRow) => (j.recordId === null ? null : String(j.recordId)),
    // Admins read every field today; the same rule as every job record, should that change.
    lastStageInput: (j: AdminJobRow, _a: unknown, ctx: GraphQLContext) =>
      visibleJobJson(j, j.lastStageInput, ctx),
    input: async (j: AdminJobRow, _a: unknown, ctx: GraphQLContext) =>
      (await visibleJobJson(j, j.input, ctx)) ?? {},
    listing: async (j: AdminJobRow, _a: unknown, ctx: GraphQLContext) => {
      if (j.listingId === null) return null;
      const listing = await ctx.loaders.listingById.load(j.listingId);
      return listing && can(ctx.viewer, "read", listingSubject(listing)) ? listing : null;
    },
    vendor: (j: AdminJobRow) =>
      j.vendorId === null || j.vendorName === null || j.vendorSlug === null
        ? null
        : { id: String(j.vendorId), name: j.vendorName, slug: j.vendorSlug },
    csvImport: (j: AdminJobRow) =>
      j.csvImportId === null || j.csvFilename === null
        ? null
        : { id: String(j.csvImportId), filename: j.csvFilename },
    retryable: (j: AdminJobRow) => RETRYABLE_STATUSES.includes(j.status),
  },
} satisfies Resolvers;
