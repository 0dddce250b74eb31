import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { markets } from "./markets";
import { vendors } from "./vendors";

export const users = pgTable(
  "users",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    uuid: uuid("uuid").notNull().defaultRandom(),
    salesforceId: text("salesforce_id"),
    email: text("email").notNull(),
    unconfirmedEmail: text("unconfirmed_email"),
    passwordHash: text("password_hash"),
    firstName: text("first_name").notNull().default(""),
    lastName: text("last_name").notNull().default(""),
    phone: text("phone"),
    e164Phone: text("e164_phone"),
    companyName: text("company_name"),
    isRenter: boolean("is_renter").notNull().default(true),
    isBroker: boolean("is_broker").notNull().default(false),
    isAdmin: boolean("is_admin").notNull().default(false),
    isVerified: boolean("is_verified").notNull().default(false),
    isResearch: boolean("is_research").notNull().default(false),
    featureFlags: text("feature_flags").array().notNull().default(sql`'{}'::text[]`),
    profilePicUrl: text("profile_pic_url"),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    cityOfInterest: text("city_of_interest"),
    brokerMarketId: integer("broker_market_id").references(() => markets.id),
    marketOfInterestId: integer("market_of_interest_id").references(() => markets.id),
    /** Set by an admin: the account cannot sign in and its sessions are dead (null: active). */
    disabledAt: timestamp("disabled_at", { withTimezone: true }),
    /** The vendor this user uploads CSVs for, if any. */
    vendorId: integer("vendor_id").references(() => vendors.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("users_email_key").on(sql`lower(${t.email})`),
    uniqueIndex("users_uuid_key").on(t.uuid),
    index("users_broker_market_idx").on(t.brokerMarketId),
    index("users_market_of_interest_idx").on(t.marketOfInterestId),
    index("users_vendor_idx").on(t.vendorId),
  ],
);

export const completedUserTasks = pgTable(
  "completed_user_tasks",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    task: text("task").notNull(),
    completedAt: timestamp("completed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("completed_user_tasks_user_task_key").on(t.userId, t.task)],
);
