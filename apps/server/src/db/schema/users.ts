import { sql } from "drizzle-orm";
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    /** Stored lower-cased and trimmed; unique. */
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    firstname: text("firstname").notNull(),
    lastname: text("lastname").notNull(),
    profession: text("profession").notNull(),
    country: text("country").notNull(),
    role: text("role").notNull(),
    status: text("status").notNull().default("active"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp("last_login_at", { withTimezone: true }),
    /** The sign-in before the current one: what "last sign-in" means to the person. */
    previousLoginAt: timestamp("previous_login_at", { withTimezone: true }),
    passwordChangedAt: timestamp("password_changed_at", { withTimezone: true }),
    /** A tutor's public biography (plain text, userpage); null for everyone else. */
    bio: text("bio"),
  },
  (t) => [uniqueIndex("users_email_key").on(t.email), index("users_role_idx").on(t.role)],
);

/** Bearer tokens: only the SHA-256 of the token is stored. */
export const apiTokens = pgTable(
  "api_tokens",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    /** "own", "ward" (a guardian acting as a ward) or "impersonation" (an admin acting). */
    kind: text("kind").notNull().default("own"),
    /** The guardian or admin who opened this session for `userId`; null for one's own. */
    originalUserId: integer("original_user_id").references(() => users.id, { onDelete: "cascade" }),
    /** An impersonation's admin token: signing out of the impersonation ends it too (the client drops it). */
    parentTokenId: integer("parent_token_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    ip: text("ip"),
    userAgent: text("user_agent"),
  },
  (t) => [
    uniqueIndex("api_tokens_hash_key").on(t.tokenHash),
    index("api_tokens_user_idx")
      .on(t.userId)
      .where(sql`${t.revokedAt} is null`),
  ],
);

export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("password_reset_tokens_hash_key").on(t.tokenHash)],
);
