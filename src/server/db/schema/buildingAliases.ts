import { index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { buildings } from "./buildings";
import { markets } from "./markets";
import { users } from "./users";

/**
 * What a building merged away was called: its path slug in its market and its importer identity. The
 * building page answers an alias with a 301 to the building it went into, and an importer row naming
 * the old identity matches that building instead of creating the duplicate again.
 */
export const buildingAliases = pgTable(
  "building_aliases",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    buildingId: integer("building_id")
      .notNull()
      .references(() => buildings.id, { onDelete: "cascade" }),
    marketId: integer("market_id")
      .notNull()
      .references(() => markets.id, { onDelete: "cascade" }),
    slug: text("slug").notNull(),
    identity: text("identity").notNull(),
    /** The merged building's id, kept for the audit trail and old /buildings links by id. */
    formerBuildingId: integer("former_building_id").notNull(),
    mergedById: integer("merged_by_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("building_aliases_market_slug_key").on(t.marketId, t.slug),
    uniqueIndex("building_aliases_identity_key").on(t.identity),
    index("building_aliases_building_idx").on(t.buildingId),
    index("building_aliases_merged_by_idx").on(t.mergedById),
  ],
);
