import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { contactTypeEnum, phoneTypeEnum } from "./enums";
import { markets, neighborhoods } from "./markets";
import { users } from "./users";

export const buildings = pgTable(
  "buildings",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** Stable natural key, "{state}/{city-slug}/{zip}/{address-slug}", used by importers. */
    identity: text("identity").notNull(),
    /** Street address; always starts with digits ("245 Park Avenue"). */
    address: text("address").notNull(),
    /** Slug of the address, unique inside a market, used in building and listing paths. */
    slug: text("slug").notNull(),
    /** Postal city (may differ from the market name, e.g. Stamford in Fairfield County). */
    city: text("city").notNull(),
    /** Lower-case two-letter state or province code. */
    state: text("state").notNull(),
    /** Digits only, as the building and listing routes require. */
    zip: text("zip").notNull(),
    /** The postal code as written locally (a Canadian FSA for Toronto); equals zip in the US. */
    postalCode: text("postal_code"),
    lat: doublePrecision("lat").notNull(),
    lng: doublePrecision("lng").notNull(),
    marketId: integer("market_id")
      .notNull()
      .references(() => markets.id, { onDelete: "restrict" }),
    neighborhoodId: integer("neighborhood_id").references(() => neighborhoods.id, { onDelete: "set null" }),
    propertyName: text("property_name"),
    yearBuilt: integer("year_built"),
    floors: integer("floors"),
    /** Building class: "A", "B" or "C". */
    classification: text("classification"),
    hasAttendedLobby: boolean("has_attended_lobby"),
    hasTurnstile: boolean("has_turnstile"),
    hasRoundTheClockAccess: boolean("has_round_the_clock_access"),
    description: text("description"),
    /** Broker-only. */
    privateDescription: text("private_description"),
    /** Editorial content (Markdown) for the building page. */
    cmsContent: text("cms_content"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("buildings_identity_key").on(t.identity),
    uniqueIndex("buildings_market_slug_key").on(t.marketId, t.slug),
    index("buildings_neighborhood_idx").on(t.neighborhoodId),
    index("buildings_slug_idx").on(t.slug),
    index("buildings_zip_idx").on(t.zip),
    // The buildings directory (/buildings/...) lists a market's or a neighbourhood's buildings by address.
    index("buildings_market_address_idx").on(t.marketId, t.address, t.id),
    index("buildings_neighborhood_address_idx").on(t.neighborhoodId, t.address, t.id),
  ],
);

/** People the research team keeps for a building: agents, listing departments, landlords. */
export const buildingContacts = pgTable(
  "building_contacts",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    displayName: text("display_name").notNull(),
    firstName: text("first_name"),
    lastName: text("last_name"),
    email: text("email"),
    title: text("title"),
    companyName: text("company_name"),
    phone: text("phone"),
    phoneType: phoneTypeEnum("phone_type"),
    cellPhone: text("cell_phone"),
    contactType: contactTypeEnum("contact_type").notNull().default("UNKNOWN"),
    createdById: integer("created_by_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("building_contacts_email_idx").on(t.email),
    index("building_contacts_name_idx").on(t.displayName),
    index("building_contacts_created_by_idx").on(t.createdById),
  ],
);

export const buildingContactBuildings = pgTable(
  "building_contact_buildings",
  {
    buildingId: integer("building_id")
      .notNull()
      .references(() => buildings.id, { onDelete: "cascade" }),
    contactId: integer("contact_id")
      .notNull()
      .references(() => buildingContacts.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.buildingId, t.contactId] }),
    index("building_contact_buildings_contact_idx").on(t.contactId),
  ],
);
