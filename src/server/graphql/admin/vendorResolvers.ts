import { z } from "zod";
import { manageVendorsPolicy } from "../../policies/accountPolicy";
import {
  createVendor,
  listAdminVendors,
  setUserVendor,
  setVendorTrusted,
  VENDOR_SLUG,
  VENDOR_SLUG_MESSAGE,
} from "../../services/admin/vendorAccounts";
import { accountDeps, refreshViewer } from "../account/sessionCookie";
import type { Resolvers } from "../generated/resolverTypes";
import { guarded, type SignedInContext } from "../guard";
import { parseArgs } from "../validate";

const idArg = (message: string) =>
  z
    .string()
    .regex(/^\d{1,9}$/, message)
    .transform(Number);
const createArgs = z.object({
  input: z.object({
    name: z.string().trim().min(1, "Enter the vendor's name.").max(120),
    slug: z.string().trim().toLowerCase().regex(VENDOR_SLUG, VENDOR_SLUG_MESSAGE),
    trusted: z.boolean(),
  }),
});
const trustedArgs = z.object({ vendorId: idArg("Unknown vendor."), trusted: z.boolean() });
const userVendorArgs = z.object({
  userId: idArg("Unknown user."),
  vendorId: idArg("Unknown vendor.").nullish(),
});

/**
 * User admin's vendors (issue 24): create one, trust it, link a user to it. Admins only on the
 * server (manageVendorsPolicy); each change is audited by its service.
 */
export const vendorAdminResolvers = {
  Query: {
    adminVendors: guarded(manageVendorsPolicy, (_p, _a: unknown, ctx: SignedInContext) =>
      listAdminVendors(ctx.db),
    ),
  },
  Mutation: {
    createVendor: guarded(manageVendorsPolicy, async (_p, raw: unknown, ctx: SignedInContext) => {
      const { input } = parseArgs(createArgs, raw);
      const result = await createVendor(accountDeps(ctx), ctx.viewer, input);
      return result.ok ? { vendor: result.value, error: null } : { vendor: null, error: result.error };
    }),
    setVendorTrusted: guarded(manageVendorsPolicy, async (_p, raw: unknown, ctx: SignedInContext) => {
      const input = parseArgs(trustedArgs, raw);
      const result = await setVendorTrusted(accountDeps(ctx), ctx.viewer, input);
      return result.ok ? { vendor: result.value, error: null } : { vendor: null, error: result.error };
    }),
    setUserVendor: guarded(manageVendorsPolicy, async (_p, raw: unknown, ctx: SignedInContext) => {
      const { userId, vendorId } = parseArgs(userVendorArgs, raw);
      const result = await setUserVendor(accountDeps(ctx), ctx.viewer, {
        userId,
        vendorId: vendorId ?? null,
      });
      if (!result.ok) return { user: null, error: result.error };
      refreshViewer(ctx, result.value);
      return { user: result.value, error: null };
    }),
  },
} satisfies Resolvers;
