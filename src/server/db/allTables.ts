import { analyticsEvents, visitorProfiles } from "./schema/analytics";
import { auditLog } from "./schema/auditLog";
import { authTokens } from "./schema/authTokens";
import { buildingAliases } from "./schema/buildingAliases";
import { buildingContactBuildings, buildingContacts, buildings } from "./schema/buildings";
import { campaignListings, campaigns, requirementNeighborhoods, requirements } from "./schema/campaigns";
import { contactSubmissions } from "./schema/contactSubmissions";
import { csvImports } from "./schema/csvImports";
import { emailOutbox } from "./schema/emailOutbox";
import { featuredListings } from "./schema/featuredListings";
import { importerJobs } from "./schema/importerJobs";
import { invitations } from "./schema/invitations";
import { leasingManagerBuildings, leasingManagers } from "./schema/leasingManagers";
import { listingCounts } from "./schema/listingCounts";
import { listingHistory } from "./schema/listingHistory";
import { brokerInsights, listings } from "./schema/listings";
import { markets, neighborhoods, submarkets } from "./schema/markets";
import { floorPlans, imageUploads } from "./schema/media";
import { noteFiles, notes } from "./schema/notes";
import { onboardingProfiles } from "./schema/onboarding";
import { passwordCheckThrottles } from "./schema/passwordCheckThrottles";
import { rateLimitCounters } from "./schema/rateLimits";
import {
  brokerInsightsRelations,
  buildingContactBuildingsRelations,
  buildingContactsRelations,
  buildingsRelations,
  campaignListingsRelations,
  campaignsRelations,
  completedUserTasksRelations,
  featuredListingsRelations,
  floorPlansRelations,
  importerJobsRelations,
  listingHistoryRelations,
  listingsRelations,
  marketsRelations,
  neighborhoodsRelations,
  noteFilesRelations,
  notesRelations,
  requirementNeighborhoodsRelations,
  requirementsRelations,
  submarketsRelations,
  surveyListingsRelations,
  surveysRelations,
  tourListingsRelations,
  toursRelations,
  usersRelations,
} from "./schema/relations";
import { sessions } from "./schema/sessions";
import { siteSettings } from "./schema/siteSettings";
import { surveyAnswers, surveyListings, surveys, tourListings, tours } from "./schema/surveys";
import { completedUserTasks, users } from "./schema/users";
import { vendors } from "./schema/vendors";

/** Every table, in dependency order (parents first). */
export const tables = {
  markets,
  submarkets,
  neighborhoods,
  vendors,
  users,
  completedUserTasks,
  sessions,
  authTokens,
  buildings,
  buildingContacts,
  buildingContactBuildings,
  buildingAliases,
  listings,
  listingCounts,
  brokerInsights,
  csvImports,
  importerJobs,
  listingHistory,
  imageUploads,
  floorPlans,
  campaigns,
  campaignListings,
  requirements,
  requirementNeighborhoods,
  surveys,
  surveyListings,
  surveyAnswers,
  tours,
  tourListings,
  invitations,
  onboardingProfiles,
  featuredListings,
  leasingManagers,
  leasingManagerBuildings,
  notes,
  noteFiles,
  emailOutbox,
  analyticsEvents,
  visitorProfiles,
  rateLimitCounters,
  passwordCheckThrottles,
  contactSubmissions,
  auditLog,
  siteSettings,
};

export const schema = {
  ...tables,
  usersRelations,
  completedUserTasksRelations,
  marketsRelations,
  submarketsRelations,
  neighborhoodsRelations,
  buildingsRelations,
  buildingContactsRelations,
  buildingContactBuildingsRelations,
  listingsRelations,
  brokerInsightsRelations,
  listingHistoryRelations,
  floorPlansRelations,
  importerJobsRelations,
  campaignsRelations,
  campaignListingsRelations,
  requirementsRelations,
  requirementNeighborhoodsRelations,
  surveysRelations,
  surveyListingsRelations,
  toursRelations,
  tourListingsRelations,
  featuredListingsRelations,
  notesRelations,
  noteFilesRelations,
};
