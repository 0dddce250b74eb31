import { analyticsEvents, visitorProfiles } from "./schema/analytics";
import { authTokens } from "./schema/authTokens";
import { buildingContactBuildings, buildingContacts, buildings } from "./schema/buildings";
import { campaignListings, campaigns, requirementNeighborhoods, requirements } from "./schema/campaigns";
import { contactSubmissions } from "./schema/contactSubmissions";
import { emailOutbox } from "./schema/emailOutbox";
import { featuredListings } from "./schema/featuredListings";
import { importerJobs } from "./schema/importerJobs";
import { invitations } from "./schema/invitations";
import { leasingManagerBuildings, leasingManagers } from "./schema/leasingManagers";
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
import { surveyListings, surveys, tourListings, tours } from "./schema/surveys";
import { completedUserTasks, users } from "./schema/users";

/** Every table, in dependency order (parents first). */
export const tables = {
  markets,
  submarkets,
  neighborhoods,
  users,
  completedUserTasks,
  sessions,
  authTokens,
  buildings,
  buildingContacts,
  buildingContactBuildings,
  listings,
  brokerInsights,
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
