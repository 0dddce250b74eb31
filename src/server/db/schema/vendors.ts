import { boolean, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

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
    /**
     * Set by an admin: the feed's new listings go on the market at once. Otherwise they wait in the
     * research team's review queue (status VETTING) until someone publishes them.
     */
    trusted: boolean("trusted").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("vendors_slug_key").on(t.slug)],
);
