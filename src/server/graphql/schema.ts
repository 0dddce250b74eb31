import type { GraphQLSchema } from "graphql";
import { createSchema } from "graphql-yoga";
import { accountAdminResolvers } from "./account/adminResolvers";
import { accountMutations } from "./account/mutations";
import { accountResolvers } from "./account/resolvers";
import { accountSessionResolvers } from "./account/sessionResolvers";
import { analyticsResolvers } from "./analytics/resolvers";
import { baseResolvers } from "./base/resolvers";
import { commuteResolvers } from "./commutes/resolvers";
import { contentResolvers } from "./content/resolvers";
import type { GraphQLContext } from "./context";
import { capListSizes } from "./cost/capListSizes";
import { policyOf } from "./guard";
import { buildingFields } from "./listing/buildingFields";
import { listingFields } from "./listing/listingFields";
import { listingResolvers } from "./listing/resolvers";
import { marketResolvers } from "./market/resolvers";
import { onboardingResolvers } from "./onboarding/resolvers";
import { loadSdl } from "./sdl";
import { searchResolvers } from "./search/resolvers";
import { sitemapResolvers } from "./sitemap/resolvers";

type ResolverMap = Record<string, Record<string, unknown> | unknown>;

export const allResolvers: ResolverMap[] = [
  baseResolvers,
  accountResolvers,
  accountMutations,
  accountAdminResolvers,
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
];

/** Root fields (Query.x, Mutation.y) whose resolver has no policy. Must be empty. */
export function unguardedRootFields(
  schema: GraphQLSchema,
  resolvers: ResolverMap[] = allResolvers,
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
    // biome-ignore lint/suspicious/noExplicitAny: resolver maps are typed per domain; Yoga's map type is looser
    resolvers: allResolvers as any,
  });
  const missing = unguardedRootFields(schema);
  if (missing.length) throw new Error(`Root fields without a policy: ${missing.join(", ")}`);
  return capListSizes(schema);
}
