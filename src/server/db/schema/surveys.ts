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
    /**
     * Retired (issue 24): one answer per listing let an invitee overwrite the client's. The answers
     * live in `survey_answers` now, one per respondent; migration 0011 copied these there and
     * emptied them. Nothing reads or writes them; a later migration drops them.
     */
    legacyClientRating: surveyRatingEnum("client_rating"),
    legacyClientComment: text("client_comment"),
    legacyRatedAt: timestamp("rated_at", { withTimezone: true }),
    legacyRatedById: integer("rated_by_id").references(() => users.id, { onDelete: "set null" }),
    addedById: integer("added_by_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("survey_listings_survey_listing_key").on(t.surveyId, t.listingId),
    index("survey_listings_listing_idx").on(t.listingId),
    // removeListings looks entries up by their campaign entry, and deleting one cascades here.
    index("survey_listings_campaign_listing_idx").on(t.campaignListingId),
    index("survey_listings_added_by_idx").on(t.addedById),
    index("survey_listings_rated_by_idx").on(t.legacyRatedById),
  ],
);

/**
 * One person's answer to one listing of a published survey (issue 24): the client's and each
 * invitee's are kept apart, so nobody overwrites anyone else's, and the broker sees who said what.
 * An answer outlives its author's account (the respondent becomes null): the broker keeps the word.
 */
export const surveyAnswers = pgTable(
  "survey_answers",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    surveyListingId: integer("survey_listing_id")
      .notNull()
      .references(() => surveyListings.id, { onDelete: "cascade" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    /** Interested or not; null when only a note was left. */
    rating: surveyRatingEnum("rating"),
    comment: text("comment"),
    answeredAt: timestamp("answered_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One answer per respondent per listing; it also serves the look-up of an entry's answers.
    uniqueIndex("survey_answers_entry_user_key").on(t.surveyListingId, t.userId),
    // Deleting a user sets its answers' respondent to null.
    index("survey_answers_user_idx").on(t.userId),
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
