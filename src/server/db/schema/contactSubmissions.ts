import { index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./users";

/** Messages from /contact-us, "list with us", referrals and similar public forms. */
export const contactSubmissions = pgTable(
  "contact_submissions",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** Which form: "contact", "list-with-us", "referral", "move-in-services"... */
    kind: text("kind").notNull(),
    name: text("name"),
    email: text("email").notNull(),
    phone: text("phone"),
    companyName: text("company_name"),
    message: text("message"),
    /** Extra form fields. */
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull().default({}),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    handledAt: timestamp("handled_at", { withTimezone: true }),
  },
  (t) => [
    index("contact_submissions_created_at_idx").on(t.createdAt),
    index("contact_submissions_user_idx").on(t.userId),
  ],
);
