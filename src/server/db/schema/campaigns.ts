import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { campaignListingStageEnum, leaseTermEnum, priceUnitEnum } from "./enums";
import { listings } from "./listings";
import { markets, neighborhoods } from "./markets";
import { users } from "./users";

/** A client's search, called a tourbook in the UI. */
export const campaigns = pgTable(
  "campaigns",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    uuid: uuid("uuid").notNull().defaultRandom(),
    displayName: text("display_name").notNull(),
    /** Short human reference used by brokers, e.g. "ACME-ROBOTICS-NY". */
    identifier: text("identifier").notNull(),
    clientId: integer("client_id").references(() => users.id, { onDelete: "set null" }),
    brokerId: integer("broker_id").references(() => users.id, { onDelete: "set null" }),
    marketId: integer("market_id").references(() => markets.id, { onDelete: "set null" }),
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("campaigns_uuid_key").on(t.uuid),
    uniqueIndex("campaigns_identifier_key").on(t.identifier),
    index("campaigns_client_idx").on(t.clientId, t.createdAt),
    index("campaigns_broker_idx").on(t.brokerId, t.createdAt),
    index("campaigns_market_idx").on(t.marketId),
  ],
);

export const campaignListings = pgTable(
  "campaign_listings",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    campaignId: integer("campaign_id")
      .notNull()
      .references(() => campaigns.id, { onDelete: "cascade" }),
    listingId: integer("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    stage: campaignListingStageEnum("stage").notNull().default("SAVED"),
    addedById: integer("added_by_id").references(() => users.id, { onDelete: "set null" }),
    position: integer("position").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("campaign_listings_campaign_listing_key").on(t.campaignId, t.listingId),
    index("campaign_listings_listing_idx").on(t.listingId),
    index("campaign_listings_added_by_idx").on(t.addedById),
  ],
);

/** What the client is looking for; one row per campaign is the current active one. */
export const requirements = pgTable(
  "requirements",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    campaignId: integer("campaign_id")
      .notNull()
      .references(() => campaigns.id, { onDelete: "cascade" }),
    isCurrentActive: boolean("is_current_active").notNull().default(true),
    marketId: integer("market_id").references(() => markets.id, { onDelete: "set null" }),
    minPsf: numeric("min_psf", { precision: 8, scale: 2, mode: "number" }),
    maxPsf: numeric("max_psf", { precision: 8, scale: 2, mode: "number" }),
    minSquareFeet: integer("min_square_feet"),
    maxSquareFeet: integer("max_square_feet"),
    minMonthlyBudget: numeric("min_monthly_budget", { precision: 12, scale: 2, mode: "number" }),
    maxMonthlyBudget: numeric("max_monthly_budget", { precision: 12, scale: 2, mode: "number" }),
    numEmployees: integer("num_employees"),
    /** Which size filter the client uses: "SQUARE_FEET" or "OCCUPANCY". */
    activeSizeFilter: text("active_size_filter"),
    activePriceFilter: priceUnitEnum("active_price_filter"),
    minOccupancy: integer("min_occupancy"),
    maxOccupancy: integer("max_occupancy"),
    leaseTerm: leaseTermEnum("lease_term"),
    /** Free-text areas the client named that are not neighbourhoods ("near Penn Station"). */
    areas: text("areas").array().notNull().default(sql`'{}'::text[]`),
    createdById: integer("created_by_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("requirements_campaign_idx").on(t.campaignId),
    uniqueIndex("requirements_current_active_key").on(t.campaignId).where(sql`${t.isCurrentActive}`),
    index("requirements_created_by_idx").on(t.createdById),
    index("requirements_market_idx").on(t.marketId),
  ],
);

export const requirementNeighborhoods = pgTable(
  "requirement_neighborhoods",
  {
    requirementId: integer("requirement_id")
      .notNull()
      .references(() => requirements.id, { onDelete: "cascade" }),
    neighborhoodId: integer("neighborhood_id")
      .notNull()
      .references(() => neighborhoods.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.requirementId, t.neighborhoodId] }),
    index("requirement_neighborhoods_neighborhood_idx").on(t.neighborhoodId),
  ],
);
