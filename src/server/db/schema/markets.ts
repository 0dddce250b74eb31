import { doublePrecision, index, integer, numeric, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";

/** A city market such as New York (/office-space/ny/new-york). `state` is the lower-case 2-letter code. */
export const markets = pgTable(
  "markets",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    externalId: text("external_id"),
    name: text("name").notNull(),
    state: text("state").notNull(),
    slug: text("slug").notNull(),
    lat: doublePrecision("lat").notNull(),
    lng: doublePrecision("lng").notNull(),
    /** Display order for lists of markets. */
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [uniqueIndex("markets_state_slug_key").on(t.state, t.slug)],
);

export const submarkets = pgTable(
  "submarkets",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    marketId: integer("market_id")
      .notNull()
      .references(() => markets.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
  },
  (t) => [uniqueIndex("submarkets_market_slug_key").on(t.marketId, t.slug)],
);

export const neighborhoods = pgTable(
  "neighborhoods",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    marketId: integer("market_id")
      .notNull()
      .references(() => markets.id, { onDelete: "cascade" }),
    submarketId: integer("submarket_id").references(() => submarkets.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    /** Typical asking rent in dollars per square foot per year. */
    yearlyPricePerFoot: numeric("yearly_price_per_foot", { precision: 8, scale: 2, mode: "number" }),
    lat: doublePrecision("lat").notNull(),
    lng: doublePrecision("lng").notNull(),
  },
  (t) => [
    uniqueIndex("neighborhoods_market_slug_key").on(t.marketId, t.slug),
    index("neighborhoods_submarket_idx").on(t.submarketId),
  ],
);
