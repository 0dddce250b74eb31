import { index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { buildings } from "./buildings";
import { markets } from "./markets";
import { users } from "./users";

/** Landlord-side leasing managers (/leasing-managers); optionally a user who can sign in. */
export const leasingManagers = pgTable(
  "leasing_managers",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    companyName: text("company_name"),
    marketId: integer("market_id").references(() => markets.id, { onDelete: "set null" }),
    createdById: integer("created_by_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("leasing_managers_email_idx").on(t.email),
    index("leasing_managers_market_idx").on(t.marketId),
    index("leasing_managers_created_by_idx").on(t.createdById),
    index("leasing_managers_user_idx").on(t.userId),
  ],
);

export const leasingManagerBuildings = pgTable(
  "leasing_manager_buildings",
  {
    leasingManagerId: integer("leasing_manager_id")
      .notNull()
      .references(() => leasingManagers.id, { onDelete: "cascade" }),
    buildingId: integer("building_id")
      .notNull()
      .references(() => buildings.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.leasingManagerId, t.buildingId] }),
    index("leasing_manager_buildings_building_idx").on(t.buildingId),
  ],
);
