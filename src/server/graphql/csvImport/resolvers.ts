import { eq } from "drizzle-orm";
import { GraphQLError } from "graphql";
import { z } from "zod";
import { csvReportPath } from "../../../common/csvImport/csvColumns";
import { vendors } from "../../db/schema/vendors";
import { can } from "../../policies/can";
import { csvImportPolicy, vendorPolicy } from "../../policies/csvImportPolicy";
import { csvImportSubject, vendorSubject } from "../../policies/subjects";
import { CSV_ROWS_PAGE_MAX, csvRowsPage } from "../../services/csvImport/csvReport";
import { type CsvImportRow, findCsvImport, findVendorBySlug } from "../../services/csvImport/vendors";
import type { GraphQLContext } from "../context";
import type { Resolvers } from "../generated/resolverTypes";
import { guarded, type SignedInContext } from "../guard";
import { parseArgs } from "../validate";

const vendorArgs = z.object({ slug: z.string().max(100) });
const importArgs = z.object({ id: z.string().max(100) });
const rowsArgs = z.object({
  afterLine: z.number().int().min(0).nullish(),
  limit: z
    .number()
    .int()
    .min(1)
    .max(CSV_ROWS_PAGE_MAX, `Ask for at most ${CSV_ROWS_PAGE_MAX} rows.`)
    .nullish(),
  onlyProblems: z.boolean().nullish(),
});

export const csvImportResolvers = {
  Query: {
    vendor: guarded(vendorPolicy, async (_p, raw: unknown, ctx: SignedInContext) => {
      const { slug } = parseArgs(vendorArgs, raw);
      const vendor = await findVendorBySlug(ctx.db, slug);
      return vendor && can(ctx.viewer, "read", vendorSubject(vendor)) ? vendor : null;
    }),
    csvImport: guarded(csvImportPolicy, async (_p, raw: unknown, ctx: SignedInContext) => {
      const { id } = parseArgs(importArgs, raw);
      const row = await findCsvImport(ctx.db, id);
      // Another vendor's import answers as a missing one: an id says nothing.
      return row && can(ctx.viewer, "read", csvImportSubject(row)) ? row : null;
    }),
  },
  Vendor: {
    id: (row) => String(row.id),
    viewerCanUpload: (row, _a, ctx) => can(ctx.viewer, "uploadCsv", vendorSubject(row)),
    // Its uploaders are told how their new rows land; whom else a vendor trusts is no one's business.
    trusted: (row, _a, ctx) => (can(ctx.viewer, "uploadCsv", vendorSubject(row)) ? row.trusted : null),
  },
  CsvImport: {
    id: (row) => row.uuid,
    reportUrl: (row) => csvReportPath(row.uuid),
    vendor: async (row: CsvImportRow, _a: unknown, ctx: GraphQLContext) => {
      const [vendor] = await ctx.db.select().from(vendors).where(eq(vendors.id, row.vendorId));
      if (!vendor)
        throw new GraphQLError("This vendor no longer exists.", { extensions: { code: "NOT_FOUND" } });
      return vendor;
    },
    rows: (row: CsvImportRow, raw: unknown, ctx: GraphQLContext) => {
      const args = parseArgs(rowsArgs, raw);
      return csvRowsPage(ctx.db, row.id, {
        afterLine: args.afterLine ?? 0,
        limit: args.limit ?? 50,
        onlyProblems: args.onlyProblems ?? false,
      });
    },
  },
} satisfies Resolvers;
