import { type SQL, sql } from "drizzle-orm";
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { buildingContacts, buildings } from "./buildings";
import {
  availabilityOptionEnum,
  floorMaterialEnum,
  leaseTermEnum,
  leaseTypeEnum,
  listingStatusEnum,
  priceUnitEnum,
  propertyTypeEnum,
  qualityEnum,
  sharingEnum,
} from "./enums";
import { floorSlugSql } from "./floorSlugSql";
import { markets, neighborhoods } from "./markets";
import { users } from "./users";
import { vendors } from "./vendors";

/** Free-form extra facts about a listing (ceiling height, kitchen, bike storage...). */
export type ListingDetails = Record<string, unknown>;

export const listings = pgTable(
  "listings",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    uuid: uuid("uuid").notNull().defaultRandom(),
    /** Stable natural key, "{building identity}/{floor-and-suite slug}", used by importers. */
    identity: text("identity").notNull(),
    buildingId: integer("building_id")
      .notNull()
      .references(() => buildings.id, { onDelete: "restrict" }),
    // Denormalised from the building so search filters never join.
    marketId: integer("market_id")
      .notNull()
      .references(() => markets.id, { onDelete: "restrict" }),
    neighborhoodId: integer("neighborhood_id").references(() => neighborhoods.id, { onDelete: "set null" }),
    lat: doublePrecision("lat").notNull(),
    lng: doublePrecision("lng").notNull(),
    propertyType: propertyTypeEnum("property_type").notNull().default("office"),
    /** Street address, copied from the building; starts with digits. */
    address: text("address").notNull(),
    floorAndSuite: text("floor_and_suite").notNull().default(""),
    /**
     * The floor/suite segment of the listing's URL ("Floor 2, Suite 200" -> "floor-2-suite-200"),
     * computed by the database on every write; unique per building (issue 25), so no two listings
     * of a building share a URL.
     */
    floorSlug: text("floor_slug")
      .notNull()
      .generatedAlwaysAs((): SQL => floorSlugSql(listings.floorAndSuite)),
    /** Broker-only real floor and suite when the public label is vaguer. */
    privateFloor: text("private_floor"),
    privateSuite: text("private_suite"),
    squareFeet: integer("square_feet").notNull(),
    maxOccupancy: integer("max_occupancy"),
    accurateMonthlyPrice: numeric("accurate_monthly_price", { precision: 12, scale: 2, mode: "number" }),
    estimatedMonthlyPrice: numeric("estimated_monthly_price", { precision: 12, scale: 2, mode: "number" }),
    /** Yearly dollars per square foot. */
    accuratePsf: numeric("accurate_psf", { precision: 8, scale: 2, mode: "number" }),
    estimatedPsf: numeric("estimated_psf", { precision: 8, scale: 2, mode: "number" }),
    /** The price shown and sorted on: the accurate figure when known. */
    psf: numeric("psf", { precision: 8, scale: 2, mode: "number" }).generatedAlwaysAs(
      (): SQL => sql`coalesce(${listings.accuratePsf}, ${listings.estimatedPsf})`,
    ),
    monthlyPrice: numeric("monthly_price", { precision: 12, scale: 2, mode: "number" }).generatedAlwaysAs(
      (): SQL => sql`coalesce(${listings.accurateMonthlyPrice}, ${listings.estimatedMonthlyPrice})`,
    ),
    // The figure of the price model is the given one, the other derived from it and the size
    // (common/listingFields/listingPrices.ts); the CHECK listings_price_pairs_check (migration 0015,
    // hand-written: it must follow its backfill) refuses a contradictory pair.
    priceModel: priceUnitEnum("price_model").notNull().default("PER_SQUARE_FOOT"),
    status: listingStatusEnum("status").notNull().default("VETTING"),
    details: jsonb("details").$type<ListingDetails>().notNull().default({}),
    leaseTerm: leaseTermEnum("lease_term"),
    /** Null means available immediately. */
    dateAvailable: date("date_available", { mode: "string" }),
    conferenceRooms: integer("conference_rooms"),
    conferenceRoomAccess: sharingEnum("conference_room_access"),
    floorMaterial: floorMaterialEnum("floor_material"),
    naturalLight: qualityEnum("natural_light"),
    hasWetPantry: boolean("has_wet_pantry"),
    hasExposedCeiling: boolean("has_exposed_ceiling"),
    hasPrivateBathroom: boolean("has_private_bathroom"),
    /** Number of private (enclosed) offices in the space. */
    officeSpace: integer("office_space"),
    amenities: text("amenities").array().notNull().default(sql`'{}'::text[]`),
    furnished: availabilityOptionEnum("furnished"),
    servicesIncluded: availabilityOptionEnum("services_included"),
    leaseType: leaseTypeEnum("lease_type").notNull().default("DIRECT"),
    description: text("description"),
    /** Broker-only. */
    privateDescription: text("private_description"),
    /** Broker-only. */
    brokerNotes: text("broker_notes"),
    /** The 3D tour SDK's model id; null when the listing has no 3D tour. */
    tour3dModelId: text("tour3d_model_id"),
    /**
     * The vendor whose CSV feed created the listing (null: a broker, the research team, the seed).
     * A vendor's file may update only the listings its own feed created.
     */
    vendorId: integer("vendor_id").references(() => vendors.id, { onDelete: "set null" }),
    subleaseContactId: integer("sublease_contact_id").references(() => buildingContacts.id, {
      onDelete: "set null",
    }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** When a renter-visible fact (price, size, status...) last changed. */
    dataChangedAt: timestamp("data_changed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("listings_uuid_key").on(t.uuid),
    uniqueIndex("listings_identity_key").on(t.identity),
    index("listings_market_status_idx").on(t.marketId, t.status),
    index("listings_neighborhood_status_idx").on(t.neighborhoodId, t.status),
    // No single-column indexes on square_feet or the prices (dropped in 0001): across all markets
    // they tempted the planner into walking every listing in price or size order for a search.
    index("listings_updated_at_idx").on(t.updatedAt),
    // One URL, one listing (issue 25): a building's listings differ in their floor/suite slug. It
    // serves the listing page's look-up and the importer's match (listingUpsertStages.ts,
    // listingUpsertBatch.ts) in one probe, and by its leading column every look-up by building
    // (it replaces issue 24's listings_building_floor_idx on lower(floor_and_suite)).
    uniqueIndex("listings_building_floor_slug_key").on(t.buildingId, t.floorSlug),
    index("listings_sublease_contact_idx").on(t.subleaseContactId),
    index("listings_vendor_idx").on(t.vendorId, t.status),
    // The research team's review queue: feed listings waiting in VETTING, oldest first.
    index("listings_vendor_review_idx")
      .on(t.createdAt, t.id)
      .where(sql`${t.status} = 'VETTING' and ${t.vendorId} is not null`),
    // Search: AVAILABLE listings by market, type and neighbourhood, with every filter and sort
    // column as a trailing key (drizzle has no INCLUDE), so counts and pages are index-only scans.
    index("listings_search_idx")
      .on(
        t.marketId,
        t.propertyType,
        t.neighborhoodId,
        t.id,
        t.squareFeet,
        t.psf,
        t.monthlyPrice,
        t.leaseType,
        t.dateAvailable,
        t.lat,
        t.lng,
        t.accuratePsf,
        t.createdAt,
      )
      .where(sql`${t.status} = 'AVAILABLE'`),
    // Issue 26 adds one index per sort the search offers, listings_search_{recommended, newest, size,
    // psf_asc, psf_desc, monthly_asc, monthly_desc}_idx, hand-written in migration 0019 (drizzle-kit
    // cannot write a key's direction per index): (market, type, the sort's keys, id, then the filter
    // columns, checked inside the index), AVAILABLE only, so a page is a range scan with LIMIT.
    // Sitemaps page through AVAILABLE listings by id.
    index("listings_available_id_idx").on(t.id).where(sql`${t.status} = 'AVAILABLE'`),
  ],
);

export const brokerInsights = pgTable(
  "broker_insights",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    listingId: integer("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    authorId: integer("author_id").references(() => users.id, { onDelete: "set null" }),
    content: text("content").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("broker_insights_listing_idx").on(t.listingId),
    index("broker_insights_author_idx").on(t.authorId),
  ],
);
