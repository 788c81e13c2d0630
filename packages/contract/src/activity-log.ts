import { z } from "zod";
import { Id } from "./fields.ts";

/**
 * View Log (viewlog, issue #6; ADR 0034): the audit log for the world director, filtered and
 * paged by a keyset cursor over (created_at, id), newest first, and its CSV export.
 */

/** How many entries one page of viewlog holds. */
export const LOG_PAGE_SIZE = 50;
/** The most entries one CSV export holds (narrow the filters for more). */
export const LOG_CSV_MAX_ROWS = 10_000;

const day = z.iso.date({ error: "Use a date like 2026-01-31." });

/**
 * A person filter: an account id (digits) or part of a name or email address.
 * Digits alone are read as the id, so "42" finds account 42, not someone named 42.
 */
const PersonFilter = z.string().trim().min(1).max(100, "Keep the search under 100 characters.");

/**
 * An action filter: an exact action ("contact.answered"), or a prefix when it ends with "*"
 * ("contact.*" matches every contact action).
 */
const ActionFilter = z
  .string()
  .trim()
  .min(1)
  .max(80, "Keep the action under 80 characters.")
  .regex(/^[a-zA-Z0-9_.-]+\*?$/, "Use an action such as contact.answered, or a prefix such as contact.*");

/** The cursor of the next page: the id of the last entry shown (the server reads its time). */
const Cursor = Id;

/** GET /api/activity-log and /api/activity-log.csv: the filters (dates are UTC days, both included). */
export const LogQuery = z
  .object({
    actor: PersonFilter.optional(),
    realActor: PersonFilter.optional(),
    action: ActionFilter.optional(),
    targetType: z.string().trim().min(1).max(60).optional(),
    targetId: z.string().trim().min(1).max(60).optional(),
    from: day.optional(),
    to: day.optional(),
    /** Only entries where someone acted as another (impersonation, a guardian acting as a ward). */
    actingAs: z
      .enum(["true", "false"])
      .transform((v) => v === "true")
      .optional(),
    cursor: Cursor.optional(),
  })
  .refine((f) => !f.from || !f.to || f.from <= f.to, { message: "The first day comes after the last.", path: ["to"] })
  .refine((f) => !f.targetId || f.targetType, { message: "Choose the target's type too.", path: ["targetType"] });
export type LogQuery = z.input<typeof LogQuery>;
export type LogFilters = z.output<typeof LogQuery>;

/** A person as the log shows them; null id when the account was deleted since. */
export const LogPerson = z.object({ id: z.number().int().nullable(), name: z.string(), email: z.string() });
export type LogPerson = z.infer<typeof LogPerson>;

export const LogEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  /** The effective user (null: a visitor, or a failed sign-in). */
  actor: LogPerson.nullable(),
  /** Who really acted, only when it is not the actor (an admin or a guardian acting as them). */
  realActor: LogPerson.nullable(),
  action: z.string(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  ip: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
});
export type LogEntry = z.infer<typeof LogEntry>;

export const LogPage = z.object({
  entries: z.array(LogEntry),
  /** Pass as `cursor` for the next (older) page; null on the last page. */
  nextCursor: z.number().int().nullable(),
});
export type LogPage = z.infer<typeof LogPage>;

/** GET /api/activity-log/choices: the filters' select lists. */
export const LogChoices = z.object({
  actions: z.array(z.string()),
  targetTypes: z.array(z.string()),
});
export type LogChoices = z.infer<typeof LogChoices>;
