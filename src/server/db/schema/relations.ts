import { relations } from "drizzle-orm";
import { buildingContactBuildings, buildingContacts, buildings } from "./buildings";
import { campaignListings, campaigns, requirementNeighborhoods, requirements } from "./campaigns";
import { featuredListings } from "./featuredListings";
import { importerJobs } from "./importerJobs";
import { listingHistory } from "./listingHistory";
import { brokerInsights, listings } from "./listings";
import { markets, neighborhoods, submarkets } from "./markets";
import { floorPlans } from "./media";
import { noteFiles, notes } from "./notes";
import { surveyListings, surveys, tourListings, tours } from "./surveys";
import { completedUserTasks, users } from "./users";

// Relations for `db.query.*` reads. Users have several foreign keys to markets and campaigns
// have two to users, so those are declared one-way only (no ambiguous reverse side).

export const usersRelations = relations(users, ({ one, many }) => ({
  brokerMarket: one(markets, { fields: [users.brokerMarketId], references: [markets.id] }),
  completedUserTasks: many(completedUserTasks),
}));

export const completedUserTasksRelations = relations(completedUserTasks, ({ one }) => ({
  user: one(users, { fields: [completedUserTasks.userId], references: [users.id] }),
}));

export const marketsRelations = relations(markets, ({ many }) => ({
  submarkets: many(submarkets),
  neighborhoods: many(neighborhoods),
  featuredListings: many(featuredListings),
}));

export const submarketsRelations = relations(submarkets, ({ one, many }) => ({
  market: one(markets, { fields: [submarkets.marketId], references: [markets.id] }),
  neighborhoods: many(neighborhoods),
}));

export const neighborhoodsRelations = relations(neighborhoods, ({ one }) => ({
  market: one(markets, { fields: [neighborhoods.marketId], references: [markets.id] }),
  submarket: one(submarkets, { fields: [neighborhoods.submarketId], references: [submarkets.id] }),
}));

export const buildingsRelations = relations(buildings, ({ one, many }) => ({
  market: one(markets, { fields: [buildings.marketId], references: [markets.id] }),
  neighborhood: one(neighborhoods, { fields: [buildings.neighborhoodId], references: [neighborhoods.id] }),
  listings: many(listings),
  contactLinks: many(buildingContactBuildings),
}));

export const buildingContactsRelations = relations(buildingContacts, ({ many }) => ({
  buildingLinks: many(buildingContactBuildings),
}));

export const buildingContactBuildingsRelations = relations(buildingContactBuildings, ({ one }) => ({
  building: one(buildings, { fields: [buildingContactBuildings.buildingId], references: [buildings.id] }),
  contact: one(buildingContacts, {
    fields: [buildingContactBuildings.contactId],
    references: [buildingContacts.id],
  }),
}));

export const listingsRelations = relations(listings, ({ one, many }) => ({
  building: one(buildings, { fields: [listings.buildingId], references: [buildings.id] }),
  market: one(markets, { fields: [listings.marketId], references: [markets.id] }),
  neighborhood: one(neighborhoods, { fields: [listings.neighborhoodId], references: [neighborhoods.id] }),
  subleaseContact: one(buildingContacts, {
    fields: [listings.subleaseContactId],
    references: [buildingContacts.id],
  }),
  brokerInsights: many(brokerInsights),
  history: many(listingHistory),
  floorPlans: many(floorPlans),
}));

export const brokerInsightsRelations = relations(brokerInsights, ({ one }) => ({
  listing: one(listings, { fields: [brokerInsights.listingId], references: [listings.id] }),
  author: one(users, { fields: [brokerInsights.authorId], references: [users.id] }),
}));

export const listingHistoryRelations = relations(listingHistory, ({ one }) => ({
  listing: one(listings, { fields: [listingHistory.listingId], references: [listings.id] }),
}));

export const floorPlansRelations = relations(floorPlans, ({ one }) => ({
  listing: one(listings, { fields: [floorPlans.listingId], references: [listings.id] }),
}));

export const importerJobsRelations = relations(importerJobs, ({ one }) => ({
  listing: one(listings, { fields: [importerJobs.listingId], references: [listings.id] }),
}));

export const campaignsRelations = relations(campaigns, ({ one, many }) => ({
  client: one(users, { fields: [campaigns.clientId], references: [users.id] }),
  broker: one(users, { fields: [campaigns.brokerId], references: [users.id] }),
  market: one(markets, { fields: [campaigns.marketId], references: [markets.id] }),
  campaignListings: many(campaignListings),
  requirements: many(requirements),
  surveys: many(surveys),
  tours: many(tours),
}));

export const campaignListingsRelations = relations(campaignListings, ({ one }) => ({
  campaign: one(campaigns, { fields: [campaignListings.campaignId], references: [campaigns.id] }),
  listing: one(listings, { fields: [campaignListings.listingId], references: [listings.id] }),
  addedBy: one(users, { fields: [campaignListings.addedById], references: [users.id] }),
}));

export const requirementsRelations = relations(requirements, ({ one, many }) => ({
  campaign: one(campaigns, { fields: [requirements.campaignId], references: [campaigns.id] }),
  market: one(markets, { fields: [requirements.marketId], references: [markets.id] }),
  neighborhoodLinks: many(requirementNeighborhoods),
}));

export const requirementNeighborhoodsRelations = relations(requirementNeighborhoods, ({ one }) => ({
  requirement: one(requirements, {
    fields: [requirementNeighborhoods.requirementId],
    references: [requirements.id],
  }),
  neighborhood: one(neighborhoods, {
    fields: [requirementNeighborhoods.neighborhoodId],
    references: [neighborhoods.id],
  }),
}));

export const surveysRelations = relations(surveys, ({ one, many }) => ({
  campaign: one(campaigns, { fields: [surveys.campaignId], references: [campaigns.id] }),
  surveyListings: many(surveyListings),
}));

export const surveyListingsRelations = relations(surveyListings, ({ one }) => ({
  survey: one(surveys, { fields: [surveyListings.surveyId], references: [surveys.id] }),
  listing: one(listings, { fields: [surveyListings.listingId], references: [listings.id] }),
}));

export const toursRelations = relations(tours, ({ one, many }) => ({
  campaign: one(campaigns, { fields: [tours.campaignId], references: [campaigns.id] }),
  tourListings: many(tourListings),
}));

export const tourListingsRelations = relations(tourListings, ({ one }) => ({
  tour: one(tours, { fields: [tourListings.tourId], references: [tours.id] }),
  listing: one(listings, { fields: [tourListings.listingId], references: [listings.id] }),
}));

export const featuredListingsRelations = relations(featuredListings, ({ one }) => ({
  market: one(markets, { fields: [featuredListings.marketId], references: [markets.id] }),
  listing: one(listings, { fields: [featuredListings.listingId], references: [listings.id] }),
}));

export const notesRelations = relations(notes, ({ one, many }) => ({
  author: one(users, { fields: [notes.authorId], references: [users.id] }),
  files: many(noteFiles),
}));

export const noteFilesRelations = relations(noteFiles, ({ one }) => ({
  note: one(notes, { fields: [noteFiles.noteId], references: [notes.id] }),
}));
