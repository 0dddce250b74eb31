import type { GraphQLSchema } from "graphql";
import { createSchema } from "graphql-yoga";
import { accountAdminResolvers } from "./account/adminResolvers";
import { accountMutations } from "./account/mutations";
import { accountResolvers } from "./account/resolvers";
import { accountSessionResolvers } from "./account/sessionResolvers";
import { adminResolvers } from "./admin/resolvers";
import { vendorAdminResolvers } from "./admin/vendorResolvers";
import { analyticsResolvers } from "./analytics/resolvers";
import { announceCatalogueMutations } from "./announceChanges";
import { baseResolvers } from "./base/resolvers";
import { buildingAdminResolvers } from "./buildingAdmin/resolvers";
import { commuteResolvers } from "./commutes/resolvers";
import { contentResolvers } from "./content/resolvers";
import type { GraphQLContext } from "./context";
import { capListSizes } from "./cost/capListSizes";
import { csvImportResolvers } from "./csvImport/resolvers";
import { featuredAdminResolvers } from "./featuredAdmin/resolvers";
import type { Resolvers } from "./generated/resolverTypes";
import { policyOf } from "./guard";
import { importerResolvers } from "./importer/resolvers";
import { importerAdminResolvers } from "./importerAdmin/resolvers";
import { invitationResolvers } from "./invitations/resolvers";
import { leasingManagerResolvers } from "./leasingManagers/resolvers";
import { buildingFields } from "./listing/buildingFields";
import { listingFields } from "./listing/listingFields";
import { listingResolvers } from "./listing/resolvers";
import { listingReviewResolvers } from "./listingReview/resolvers";
import { mailResolvers } from "./mail/resolvers";
import { marketResolvers } from "./market/resolvers";
import { mediaResolvers } from "./media/resolvers";
import { noteResolvers } from "./notes/resolvers";
import { onboardingResolvers } from "./onboarding/resolvers";
import { researchResolvers } from "./research/resolvers";
import type { UncoveredFields } from "./resolverCoverage";
import { loadSdl } from "./sdl";
import { searchResolvers } from "./search/resolvers";
import { sitemapResolvers } from "./sitemap/resolvers";
import { submissionResolvers } from "./submissions/resolvers";
import { surveyResolvers } from "./surveys/resolvers";
import { tourbookResolvers } from "./tourbook/resolvers";
import { tourResolvers } from "./tours/resolvers";

type ResolverMap = Record<string, Record<string, unknown> | unknown>;

export const allResolvers = [
  baseResolvers,
  accountResolvers,
  accountMutations,
  accountAdminResolvers,
  adminResolvers,
  vendorAdminResolvers,
  accountSessionResolvers,
  marketResolvers,
  analyticsResolvers,
  listingResolvers,
  listingFields,
  buildingFields,
  searchResolvers,
  sitemapResolvers,
  commuteResolvers,
  contentResolvers,
  onboardingResolvers,
  tourbookResolvers,
  surveyResolvers,
  mailResolvers,
  tourResolvers,
  invitationResolvers,
  importerResolvers,
  importerAdminResolvers,
  featuredAdminResolvers,
  mediaResolvers,
  noteResolvers,
  submissionResolvers,
  buildingAdminResolvers,
  leasingManagerResolvers,
  researchResolvers,
  listingReviewResolvers,
  csvImportResolvers,
] as const satisfies readonly Resolvers[];

/** Root fields (Query.x, Mutation.y) whose resolver has no policy. Must be empty. */
export function unguardedRootFields(
  schema: GraphQLSchema,
  resolvers: readonly ResolverMap[] = allResolvers,
): string[] {
  const missing: string[] = [];
  for (const type of [schema.getQueryType(), schema.getMutationType()]) {
    if (!type) continue;
    for (const field of Object.keys(type.getFields())) {
      const resolver = resolvers
        .map((r) => (r[type.name] as Record<string, unknown> | undefined)?.[field])
        .find((r) => r !== undefined);
      if (!policyOf(resolver)) missing.push(`${type.name}.${field}`);
    }
  }
  return missing;
}

export function buildSchema(): GraphQLSchema {
  const schema = createSchema<GraphQLContext>({
    typeDefs: loadSdl(),
    resolvers: [...allResolvers],
  });
  const missing = unguardedRootFields(schema);
  if (missing.length) throw new Error(`Root fields without a policy: ${missing.join(", ")}`);
  return capListSizes(announceCatalogueMutations(schema));
}

/**
 * `tsc` fails here, naming each field, when an object type's field has no resolver and the
 * default resolver would not find it on the parent (resolverCoverage.ts).
 */
export const everyFieldResolved: [UncoveredFields<(typeof allResolvers)[number]>] extends [never]
  ? true
  : UncoveredFields<(typeof allResolvers)[number]> = true;
