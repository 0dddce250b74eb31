import { integer, pgTable, primaryKey } from "drizzle-orm/pg-core";
import { propertyTypeEnum } from "./enums";

/**
 * How many AVAILABLE listings each market has per property type and neighbourhood (0: none), kept by
 * statement-level triggers on listings (migration 0019, hand-written part), so an unfiltered search
 * reads its total and its neighbourhood facets here instead of counting 100,000+ index entries.
 * Every write path (the importer, broker edits, the seed's COPY, merges, deletes) goes through
 * them; TRUNCATE of listings empties it. No foreign keys: a derived figure, rebuilt by the migration.
 */
export const listingCounts = pgTable(
  "listing_counts",
  {
    marketId: integer("market_id").notNull(),
    propertyType: propertyTypeEnum("property_type").notNull(),
    /** 0 for listings without a neighbourhood (a primary key cannot hold NULL). */
    neighborhoodId: integer("neighborhood_id").notNull(),
    n: integer("n").notNull(),
  },
  (t) => [primaryKey({ columns: [t.marketId, t.propertyType, t.neighborhoodId] })],
);
