import type { UserRow } from "../../policies/policy";
import { userSubject } from "../../policies/subjects";
import { currentUserPolicy } from "../../policies/userPolicy";
import type { GraphQLContext } from "../context";
import { vendorOfUser } from "../csvImport/vendorOfUser";
import type { Resolvers } from "../generated/resolverTypes";
import { guarded } from "../guard";
import { ruledField } from "../ruledField";

type Ctx = GraphQLContext;

/** A private field: the `user` rule `readPrivate` (the user themselves and admins), else null. */
function privateField<T>(read: (user: UserRow, ctx: Ctx) => T | Promise<T>) {
  return ruledField("readPrivate", userSubject, read);
}

export function displayName(user: Pick<UserRow, "firstName" | "lastName" | "email">): string {
  const name = `${user.firstName} ${user.lastName}`.trim();
  return name || user.email.split("@")[0];
}

export const accountResolvers = {
  Query: {
    currentUser: guarded(currentUserPolicy, (_p, _a, ctx: Ctx) => ctx.viewer.user),
  },
  User: {
    id: (u: UserRow) => String(u.id),
    displayName: (u: UserRow) => displayName(u),
    profilePicURL: (u: UserRow) => u.profilePicUrl,
    salesforceId: privateField((u) => u.salesforceId),
    email: privateField((u) => u.email),
    phone: privateField((u) => u.phone),
    e164Phone: privateField((u) => u.e164Phone),
    companyName: privateField((u) => u.companyName),
    hasPassword: privateField((u) => u.passwordHash !== null),
    featureFlags: privateField((u) => u.featureFlags),
    confirmed: privateField((u) => u.confirmedAt !== null),
    unconfirmedEmail: privateField((u) => u.unconfirmedEmail),
    cityOfInterest: privateField((u) => u.cityOfInterest),
    brokerMarket: async (u: UserRow, _a: unknown, ctx: Ctx) => {
      if (u.brokerMarketId === null) return null;
      // Markets come from the directory every page already holds: no query of their own.
      const market = (await ctx.services.marketDirectory.get()).marketById.get(u.brokerMarketId) ?? null;
      return market && { id: String(market.id), name: market.name, state: market.state };
    },
    vendor: privateField((u, ctx) => vendorOfUser(ctx, u)),
    completedUserTasks: privateField(
      async (u, ctx) => (await ctx.loaders.summaryByUser.load(u.id)).completedTasks,
    ),
    marketOfInterest: privateField(async (u, ctx) => {
      if (u.marketOfInterestId === null) return null;
      const market = (await ctx.services.marketDirectory.get()).marketById.get(u.marketOfInterestId) ?? null;
      return (
        market && { id: String(market.id), name: market.name, position: { lat: market.lat, lng: market.lng } }
      );
    }),
    tours: privateField(async (u, ctx) => (await ctx.loaders.summaryByUser.load(u.id)).tours),
    latestCampaign: privateField(
      async (u, ctx) => (await ctx.loaders.summaryByUser.load(u.id)).latestCampaign,
    ),
  },
} satisfies Resolvers;
