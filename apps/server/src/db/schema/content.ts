import { index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/** The LaTeX palette the world director manages (Manage Latex); feeds the editor and help page. */
export const latexSymbols = pgTable(
  "latex_symbols",
  {
    id: serial("id").primaryKey(),
    category: text("category").notNull(),
    label: text("label").notNull(),
    latex: text("latex").notNull(),
    position: integer("position").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("latex_symbols_category_idx").on(t.category, t.position)],
);

/** TikZ examples (Manage Tikz) shown on Drawing Diagrams with their sources. */
export const tikzExamples = pgTable("tikz_examples", {
  id: serial("id").primaryKey(),
  title: text("title").notNull(),
  description: text("description").notNull().default(""),
  source: text("source").notNull(),
  position: integer("position").notNull().default(0),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
