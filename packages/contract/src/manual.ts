import { z } from "zod";
import { Id, plainText } from "./fields.ts";

// The site manual for staff (issue #6): `manual` reads it, `manualupdate` (world director)
// writes it. Every save of a section is a revision; restoring one saves its text again.

/** The longest section source the server takes (characters of editor HTML). */
export const MANUAL_HTML_MAX = 200_000;

/** One section as staff read it: rendered HTML (sanitized, formulas drawn by KaTeX). */
export const ManualSection = z.object({
  id: z.number().int(),
  title: z.string(),
  renderedHtml: z.string(),
  revision: z.number().int(),
  updatedAt: z.string(),
  /** Who saved the current revision ("Ada Lovelace"), null when that account is gone. */
  updatedBy: z.string().nullable(),
});
export type ManualSection = z.infer<typeof ManualSection>;

/** GET /api/manual: every section in order. */
export const Manual = z.object({ sections: z.array(ManualSection) });
export type Manual = z.infer<typeof Manual>;

/** GET /api/manual/sections/{id} (world director): the section with the source the editor loads. */
export const ManualSectionSource = ManualSection.extend({ bodyHtml: z.string() });
export type ManualSectionSource = z.infer<typeof ManualSectionSource>;

const Title = plainText(1, 120, "Enter the section's title.");
const BodyHtml = z
  .string({ error: "Write the section." })
  .max(MANUAL_HTML_MAX, `A section has at most ${MANUAL_HTML_MAX.toLocaleString("en")} characters of HTML.`);

/** POST /api/manual/sections: a new section, placed last; its first revision. */
export const NewManualSection = z.object({ title: Title, bodyHtml: BodyHtml });
export type NewManualSection = z.infer<typeof NewManualSection>;

/**
 * PATCH /api/manual/sections/{id}: a new title and/or text (a new revision). `baseRevision` is
 * the revision the editor started from: another save since then answers 409, not a silent overwrite.
 */
export const ManualSectionPatch = z
  .object({
    title: Title.optional(),
    bodyHtml: BodyHtml.optional(),
    baseRevision: z.number().int().positive().optional(),
  })
  .refine((b) => b.title !== undefined || b.bodyHtml !== undefined, { error: "Change the title or the text." });
export type ManualSectionPatch = z.infer<typeof ManualSectionPatch>;

/** PUT /api/manual/sections/order: every section's id once, in the new order. */
export const ManualOrderBody = z.object({
  ids: z
    .array(Id, { error: "Send the ids in their new order." })
    .min(1, "Send the ids in their new order.")
    .max(1000)
    .refine((ids) => new Set(ids).size === ids.length, { error: "Each id may appear only once." }),
});
export type ManualOrderBody = z.infer<typeof ManualOrderBody>;

/** One line of a section's history. */
export const ManualRevisionSummary = z.object({
  id: z.number().int(),
  number: z.number().int(),
  title: z.string(),
  author: z.string().nullable(),
  createdAt: z.string(),
  /** The revision number this one copied back, when it was a restore. */
  restoredFrom: z.number().int().nullable(),
});
export type ManualRevisionSummary = z.infer<typeof ManualRevisionSummary>;

/** GET /api/manual/sections/{id}/revisions: newest first. */
export const ManualHistory = z.object({
  section: z.object({ id: z.number().int(), title: z.string(), revision: z.number().int() }),
  revisions: z.array(ManualRevisionSummary),
});
export type ManualHistory = z.infer<typeof ManualHistory>;

/** GET /api/manual/sections/{id}/revisions/{revisionId}: one saved state, rendered. */
export const ManualRevision = ManualRevisionSummary.extend({ renderedHtml: z.string() });
export type ManualRevision = z.infer<typeof ManualRevision>;
