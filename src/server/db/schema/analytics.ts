import { bigint, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { analyticsEventTypeEnum } from "./enums";
import { users } from "./users";

export const analyticsEvents = pgTable(
  "analytics_events",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    type: analyticsEventTypeEnum("type").notNull(),
    name: text("name"),
    properties: jsonb("properties").$type<Record<string, unknown>>().notNull().default({}),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    anonymousId: text("anonymous_id"),
    /** The load balancer's SERVERID cookie. */
    serverId: text("server_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("analytics_events_created_at_idx").on(t.createdAt),
    index("analytics_events_name_idx").on(t.name, t.createdAt),
    index("analytics_events_user_idx").on(t.userId),
  ],
);

/** Signed-out visitor profile (spec "Visitor profile": numberOfInteractions). */
export const visitorProfiles = pgTable(
  "visitor_profiles",
  {
    anonymousId: text("anonymous_id").primaryKey(),
    numberOfInteractions: integer("number_of_interactions").notNull().default(0),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("visitor_profiles_user_idx").on(t.userId)],
);
