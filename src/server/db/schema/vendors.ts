import { integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/**
 * A listing source that uploads CSVs at /{vendor}/csv-upload: a landlord's feed, a brokerage partner.
 * Users who belong to a vendor (users.vendor_id) upload for it; admins upload on any vendor's behalf.
 */
export const vendors = pgTable(
  "vendors",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** The {vendor} path segment: lower-case letters, digits and hyphens. */
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("vendors_slug_key").on(t.slug)],
);
