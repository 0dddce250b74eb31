import { defaultFieldResolver, type GraphQLSchema } from "graphql";
import { CATALOGUE, type CatalogueKind } from "../changes/catalogue";
import { safeError } from "../logging/safeLog";
import type { GraphQLContext } from "./context";

/*
 * Every mutation is in exactly one of these lists (announceChanges.test.ts), so a new one is a
 * decision: does it change what a cached page or the market directory shows?
 */

/** Mutations whose success changes public pages: announced to every process once they commit. */
export const CATALOGUE_MUTATIONS: Readonly<Record<string, CatalogueKind>> = {
  mergeBuildings: "building",
  saveFeaturedListings: "featured",
  reorderPhotos: "media",
  setCoverPhoto: "media",
  setPhotoCaption: "media",
  deletePhoto: "media",
  reorderFloorPlans: "media",
  deleteFloorPlan: "media",
};

/** Mutations whose change is an importer job: the job announces it as it applies (runImporterJob.ts). */
export const IMPORTER_MUTATIONS: ReadonlySet<string> = new Set([
  "userChangeListing",
  "userChangeBuilding",
  "userChangeBrokerInsight",
  "userChangeContact",
  "retryImporterJobs",
  "reviewListings",
  "researchAddListing",
]);

/**
 * Mutations that change nothing a visitor's page or the market directory shows: accounts,
 * sessions, tourbooks, campaigns, surveys, tours, notes, onboarding, leasing managers and vendors
 * (shown on admin screens only), analytics, contact messages and the maintenance switch (cached
 * on its own for a few seconds).
 */
export const QUIET_MUTATIONS: ReadonlySet<string> = new Set([
  "track",
  "recordEvents",
  "signIn",
  "signOut",
  "createAccount",
  "requestPasswordReset",
  "resetPassword",
  "confirmAccount",
  "confirmAccountWithPassword",
  "endSession",
  "endOtherSessions",
  "updateSettings",
  "changeEmail",
  "changePassword",
  "sendClientLoginNotification",
  "setUserRoles",
  "setUserDisabled",
  "resendConfirmation",
  "setMaintenanceSwitch",
  "createVendor",
  "setVendorTrusted",
  "setUserVendor",
  "submitContactForm",
  "acceptInvitation",
  "joinSurvey",
  "startCampaign",
  "createLeasingManager",
  "updateLeasingManager",
  "setLeasingManagerBuilding",
  "addListings",
  "deleteSharedNote",
  "saveOnboardingProfile",
  "completeOnboarding",
  "setContactSubmissionHandled",
  "createSurvey",
  "publishSurvey",
  "answerSurveyListing",
  "sendSurveyVisitEmail",
  "moveCampaignListings",
  "removeListings",
  "createTour",
  "updateTour",
  "scheduleTour",
  "cancelTour",
]);

/**
 * Wraps the catalogue mutations' resolvers: once one answers (its transaction committed), the change
 * is announced. A failed announcement does not fail the mutation, whose write is done: the caches
 * still expire on their own.
 */
export function announceCatalogueMutations(schema: GraphQLSchema): GraphQLSchema {
  const fields = schema.getMutationType()?.getFields() ?? {};
  for (const [name, kind] of Object.entries(CATALOGUE_MUTATIONS)) {
    const field = fields[name];
    if (!field) throw new Error(`CATALOGUE_MUTATIONS names no mutation ${name}`);
    const resolve = field.resolve ?? defaultFieldResolver;
    field.resolve = async (source, args, context: GraphQLContext, info) => {
      const result = await resolve(source, args, context, info);
      try {
        await context.services.changes.publish(CATALOGUE, { kind });
      } catch (err) {
        context.log.warn({ err: safeError(err), mutation: name }, "change not announced");
      }
      return result;
    };
  }
  return schema;
}

/** Mutations in none of the lists, or in more than one (a test keeps this empty). */
export function unclassifiedMutations(schema: GraphQLSchema): string[] {
  const names = Object.keys(schema.getMutationType()?.getFields() ?? {});
  return names.filter((name) => {
    const lists = [name in CATALOGUE_MUTATIONS, IMPORTER_MUTATIONS.has(name), QUIET_MUTATIONS.has(name)];
    return lists.filter(Boolean).length !== 1;
  });
}
