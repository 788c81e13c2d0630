import { boolean, index, integer, numeric, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { countries } from "./site.ts";
import { users } from "./users.ts";

/** `folder/{id}` pages: director-authored, sanitized HTML, shown to visitors once published. */
export const folderPages = pgTable("folder_pages", {
  id: serial("id").primaryKey(),
  title: text("title").notNull(),
  html: text("html").notNull(),
  published: boolean("published").notNull().default(false),
  createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Every change of a country's exchange rate (setcountry), newest read first. */
export const exchangeRateHistory = pgTable(
  "exchange_rate_history",
  {
    id: serial("id").primaryKey(),
    country: text("country")
      .notNull()
      .references(() => countries.code, { onDelete: "cascade" }),
    oldRate: numeric("old_rate", { precision: 18, scale: 6 }).notNull(),
    newRate: numeric("new_rate", { precision: 18, scale: 6 }).notNull(),
    changedBy: integer("changed_by").references(() => users.id, { onDelete: "set null" }),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("exchange_rate_history_country_idx").on(t.country, t.changedAt)],
);
