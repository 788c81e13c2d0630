import { index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./users.ts";

export const courses = pgTable(
  "courses",
  {
    id: serial("id").primaryKey(),
    title: text("title").notNull(),
    /** Plain-text teaser for cards; the rich description is sanitized HTML. */
    summary: text("summary").notNull().default(""),
    descriptionHtml: text("description_html").notNull().default(""),
    logoUrl: text("logo_url"),
    /** Price in the platform's base currency, integer minor units. */
    basePriceMinor: integer("base_price_minor").notNull(),
    months: integer("months").notNull(),
    status: text("status").notNull().default("draft"),
    ownerId: integer("owner_id")
      .notNull()
      .references(() => users.id),
    /** The world director's order for `home` (lower first). */
    displayOrder: integer("display_order").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("courses_order_idx").on(t.status, t.displayOrder)],
);
