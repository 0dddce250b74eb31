import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { campaigns } from "./campaigns";
import { invitationKindEnum } from "./enums";
import { surveys, tours } from "./surveys";
import { users } from "./users";

/** An invitation to join a campaign, survey or tour (/invitation/{uuid}, /tour-invitation/{uuid}). */
export const invitations = pgTable(
  "invitations",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    uuid: uuid("uuid").notNull().defaultRandom(),
    kind: invitationKindEnum("kind").notNull(),
    campaignId: integer("campaign_id")
      .notNull()
      .references(() => campaigns.id, { onDelete: "cascade" }),
    surveyId: integer("survey_id").references(() => surveys.id, { onDelete: "cascade" }),
    tourId: integer("tour_id").references(() => tours.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    firstName: text("first_name"),
    lastName: text("last_name"),
    invitedById: integer("invited_by_id").references(() => users.id, { onDelete: "set null" }),
    acceptedById: integer("accepted_by_id").references(() => users.id, { onDelete: "set null" }),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("invitations_uuid_key").on(t.uuid),
    index("invitations_campaign_idx").on(t.campaignId),
    index("invitations_email_idx").on(t.email),
    index("invitations_accepted_by_idx").on(t.acceptedById),
    index("invitations_invited_by_idx").on(t.invitedById),
    index("invitations_survey_idx").on(t.surveyId),
    index("invitations_tour_idx").on(t.tourId),
  ],
);
