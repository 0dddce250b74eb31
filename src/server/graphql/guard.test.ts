import { describe, expect, it } from "vitest";
import { adminAccess, anonymousViewer, publicAccess, signedInAccess, type UserRow } from "../policies/policy";
import type { GraphQLContext } from "./context";
import type { Resolvers } from "./generated/resolverTypes";
import { guarded, policyOf, type SignedInContext } from "./guard";
import { allResolvers } from "./schema";

/** Every root resolver with its policy. */
function rootPolicies() {
  return allResolvers.flatMap((map) =>
    (["Query", "Mutation"] as const).flatMap((type) =>
      Object.entries((map as Resolvers)[type] ?? {}).map(([field, resolver]) => ({
        field: `${type}.${field}`,
        policy: policyOf(resolver),
      })),
    ),
  );
}

describe("guarded()", () => {
  it("lets everyone into a root field only through a policy declared with publicAccess", () => {
    const admin = { user: { id: 1, isAdmin: true, isBroker: true } as UserRow, sessionIdHash: null };
    const client = { user: { id: 2, isAdmin: false, isBroker: false } as UserRow, sessionIdHash: null };
    const everyone = [anonymousViewer, client, admin];
    const hidden = rootPolicies()
      .filter(({ policy }) => policy && everyone.every((v) => policy.allows(v, {})) && !policy.public)
      .map(({ field, policy }) => `${field} (${policy?.name})`);
    expect(hidden).toEqual([]);
  });

  it("lists the public root fields, so a new one is a visible decision", () => {
    const open = rootPolicies()
      .filter(({ policy }) => policy?.public)
      .map(({ field }) => field)
      .sort();
    expect(open).toEqual([
      "Mutation.confirmAccount",
      "Mutation.confirmAccountWithPassword",
      "Mutation.createAccount",
      "Mutation.recordEvents",
      "Mutation.requestPasswordReset",
      "Mutation.resetPassword",
      "Mutation.saveOnboardingProfile",
      "Mutation.signIn",
      "Mutation.submitContactForm",
      "Mutation.track",
      "Query.buildingByPath",
      "Query.buildingByShortPath",
      "Query.commuteCandidates",
      "Query.commuteEstimates",
      "Query.commuteMethod",
      "Query.contentIndex",
      "Query.contentPage",
      "Query.currentUser",
      "Query.featuredListings",
      "Query.invitation",
      "Query.listing",
      "Query.listingByPath",
      "Query.market",
      "Query.markets",
      "Query.onboardingProfile",
      "Query.ping",
      "Query.publicSurvey",
      "Query.search",
      "Query.serverInfo",
      "Query.sitemapBuildings",
      "Query.sitemapStates",
    ]);
  });

  it("hands a signed-in policy's resolver a viewer with a user; refuses a visitor before it runs", async () => {
    const log = { warn: () => {} } as unknown as GraphQLContext["log"];
    const resolver = guarded(
      signedInAccess("test.signedIn"),
      (_p, _a, ctx: SignedInContext) => ctx.viewer.user.id,
    );
    const signedIn = { viewer: { user: { id: 7 } as UserRow, sessionIdHash: null }, log } as GraphQLContext;
    expect(await resolver(null, undefined as never, signedIn, null as never)).toBe(7);
    const visitor = { viewer: anonymousViewer, log } as GraphQLContext;
    expect(() => resolver(null, undefined as never, visitor, null as never)).toThrow(
      expect.objectContaining({ extensions: { code: "UNAUTHENTICATED" } }),
    );
    const notAdmin = guarded(adminAccess("test.admin"), (_p, _a, ctx: SignedInContext) => ctx.viewer.user.id);
    expect(() => notAdmin(null, undefined as never, signedIn, null as never)).toThrow(
      expect.objectContaining({ extensions: { code: "FORBIDDEN" } }),
    );
  });

  it("does not type-check a resolver that assumes a user behind a public policy", () => {
    // @ts-expect-error: a public policy does not narrow the viewer
    guarded(publicAccess("test.public"), (_p, _a, ctx: SignedInContext) => ctx.viewer.user.id);
  });
});
