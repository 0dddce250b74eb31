import { sql } from "drizzle-orm";
import { index, integer, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { leaseTermEnum, moveInTimeframeEnum, onboardingPhaseEnum } from "./enums";
import { markets } from "./markets";
import { users } from "./users";

/**
 * The guided profile (/profile/size ... /profile/results). Visitors have one before they sign up,
 * keyed by onboardingId (kept in their browser) and anonymousId; it is linked to the user later.
 * areasOfInterest is the market plus neighborhoodIds. Defaults are the spec's.
 */
export const onboardingProfiles = pgTable(
  "onboarding_profiles",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    onboardingId: uuid("onboarding_id").notNull().defaultRandom(),
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    anonymousId: text("anonymous_id"),
    phase: onboardingPhaseEnum("phase").notNull().default("NOT_STARTED"),
    lastActiveScreenIndex: integer("last_active_screen_index").notNull().default(0),
    city: text("city").notNull().default("New York"),
    marketId: integer("market_id").references(() => markets.id, { onDelete: "set null" }),
    neighborhoodIds: integer("neighborhood_ids").array().notNull().default(sql`'{}'::integer[]`),
    numEmployees: integer("num_employees"),
    psfPerEmployee: integer("psf_per_employee").notNull().default(150),
    totalSquareFeet: integer("total_square_feet").notNull().default(0),
    // Null for both when the visitor skipped the budget ("Flexible").
    budgetPsf: numeric("budget_psf", { precision: 8, scale: 2, mode: "number" }).default(50),
    budgetMonthly: numeric("budget_monthly", { precision: 12, scale: 2, mode: "number" }).default(12500),
    leaseTerm: leaseTermEnum("lease_term").notNull().default("THREE_TO_FIVE_YEARS"),
    moveInDate: moveInTimeframeEnum("move_in_date").notNull().default("FLEXIBLE"),
    name: text("name"),
    companyName: text("company_name"),
    email: text("email"),
    phone: text("phone"),
    renterComments: text("renter_comments"),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("onboarding_profiles_onboarding_id_key").on(t.onboardingId),
    index("onboarding_profiles_user_idx").on(t.userId),
    index("onboarding_profiles_anonymous_idx").on(t.anonymousId),
    index("onboarding_profiles_market_idx").on(t.marketId),
  ],
);
