import { index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { authTokenKindEnum } from "./enums";
import { users } from "./users";

/** Single-use e-mail tokens (confirm account, reset password, change e-mail); only a hash is stored. */
export const authTokens = pgTable(
  "auth_tokens",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    kind: authTokenKindEnum("kind").notNull(),
    tokenHash: text("token_hash").notNull(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The new address for change_email. */
    email: text("email"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("auth_tokens_token_hash_key").on(t.tokenHash),
    index("auth_tokens_user_idx").on(t.userId, t.kind),
  ],
);
