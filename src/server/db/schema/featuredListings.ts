import { index, integer, pgTable, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { listings } from "./listings";
import { markets } from "./markets";
import { users } from "./users";

/** Listings an admin pins to a market's landing page, in position order. */
export const featuredListings = pgTable(
  "featured_listings",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    marketId: integer("market_id")
      .notNull()
      .references(() => markets.id, { onDelete: "cascade" }),
    listingId: integer("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
    createdById: integer("created_by_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("featured_listings_market_listing_key").on(t.marketId, t.listingId),
    index("featured_listings_market_position_idx").on(t.marketId, t.position),
    index("featured_listings_listing_idx").on(t.listingId),
    index("featured_listings_created_by_idx").on(t.createdById),
  ],
);
