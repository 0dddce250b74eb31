import { date, index, integer, pgTable, text, time, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { campaignListings, campaigns } from "./campaigns";
import { surveyRatingEnum } from "./enums";
import { listings } from "./listings";
import { users } from "./users";

/** A broker's shortlist sent to a client for feedback. */
export const surveys = pgTable(
  "surveys",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    uuid: uuid("uuid").notNull().defaultRandom(),
    /** Identifier in an outside CRM, when synced. */
    externalId: text("external_id"),
    campaignId: integer("campaign_id")
      .notNull()
      .references(() => campaigns.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** When the broker sent it to the client; a draft until then (the client does not see it). */
    publishedAt: timestamp("published_at", { withTimezone: true }),
    createdById: integer("created_by_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("surveys_uuid_key").on(t.uuid),
    index("surveys_campaign_idx").on(t.campaignId),
    index("surveys_created_by_idx").on(t.createdById),
  ],
);

export const surveyListings = pgTable(
  "survey_listings",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    surveyId: integer("survey_id")
      .notNull()
      .references(() => surveys.id, { onDelete: "cascade" }),
    listingId: integer("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    /** The tourbook entry it came from; removing that entry with force removes this row too. */
    campaignListingId: integer("campaign_listing_id").references(() => campaignListings.id, {
      onDelete: "cascade",
    }),
    position: integer("position").notNull().default(0),
    /** The client's answer: interested or not (null until they answer). */
    clientRating: surveyRatingEnum("client_rating"),
    clientComment: text("client_comment"),
    ratedAt: timestamp("rated_at", { withTimezone: true }),
    ratedById: integer("rated_by_id").references(() => users.id, { onDelete: "set null" }),
    addedById: integer("added_by_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("survey_listings_survey_listing_key").on(t.surveyId, t.listingId),
    index("survey_listings_listing_idx").on(t.listingId),
    // removeListings looks entries up by their campaign entry, and deleting one cascades here.
    index("survey_listings_campaign_listing_idx").on(t.campaignListingId),
    index("survey_listings_added_by_idx").on(t.addedById),
    index("survey_listings_rated_by_idx").on(t.ratedById),
  ],
);

export const tours = pgTable(
  "tours",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    uuid: uuid("uuid").notNull().defaultRandom(),
    campaignId: integer("campaign_id")
      .notNull()
      .references(() => campaigns.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** The tour day (local to timeZone); null until the broker picks one. */
    date: date("date", { mode: "string" }),
    /** Where the party meets before the first stop. */
    meetingPoint: text("meeting_point"),
    notes: text("notes"),
    /** IANA zone the stops' times are in: the campaign's market's, set when the tour is created. */
    timeZone: text("time_zone").notNull().default("America/New_York"),
    /** When the broker sent it to the client; a draft until then. */
    scheduledAt: timestamp("scheduled_at", { withTimezone: true }),
    /** iCalendar SEQUENCE: raised each time a scheduled tour's date, stops or times change. */
    sequence: integer("sequence").notNull().default(0),
    createdById: integer("created_by_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("tours_uuid_key").on(t.uuid),
    index("tours_campaign_idx").on(t.campaignId, t.date),
    index("tours_created_by_idx").on(t.createdById),
  ],
);

export const tourListings = pgTable(
  "tour_listings",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    tourId: integer("tour_id")
      .notNull()
      .references(() => tours.id, { onDelete: "cascade" }),
    listingId: integer("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    campaignListingId: integer("campaign_listing_id").references(() => campaignListings.id, {
      onDelete: "cascade",
    }),
    position: integer("position").notNull().default(0),
    /** Local start time of the visit. */
    startTime: time("start_time"),
    /** How long the visit lasts; the calendar event ends after the last stop's. */
    durationMinutes: integer("duration_minutes").notNull().default(30),
    /** The broker's note for this stop (who meets them, which entrance). */
    notes: text("notes"),
    addedById: integer("added_by_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("tour_listings_tour_listing_key").on(t.tourId, t.listingId),
    index("tour_listings_listing_idx").on(t.listingId),
    index("tour_listings_campaign_listing_idx").on(t.campaignListingId),
    index("tour_listings_added_by_idx").on(t.addedById),
  ],
);
