import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Failed password checks, shared by every app process. One row per subject: an (account, IP) pair,
 * an account, or an IP. `nextAllowedAt` is only used on pair rows: the progressive delay.
 * Rows untouched for a day are forgotten (deleted now and then).
 */
export const passwordCheckThrottles = pgTable(
  "password_check_throttles",
  {
    key: text("key").primaryKey(),
    failures: integer("failures").notNull().default(0),
    nextAllowedAt: timestamp("next_allowed_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("password_check_throttles_updated_idx").on(t.updatedAt)],
);
