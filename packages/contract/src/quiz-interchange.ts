import { z } from "zod";
import { QuestionInput } from "./quiz-questions.ts";

/**
 * Question banks in the formats teachers already have (PRODUCT.md §3, ADR 0018): GIFT and
 * Moodle XML. Import reads a file into `ImportedQuestion`s plus a report of what was skipped
 * and why; export writes questions back. The mapping of each format is in ADR 0018.
 */

export const QUESTION_BANK_FORMATS = ["gift", "moodlexml"] as const;
export const QuestionBankFormat = z.enum(QUESTION_BANK_FORMATS, { error: "Choose GIFT or Moodle XML." });
export type QuestionBankFormat = z.infer<typeof QuestionBankFormat>;

export const QUESTION_BANK_FORMAT_LABELS: Record<QuestionBankFormat, string> = {
  gift: "GIFT",
  moodlexml: "Moodle XML",
};
/** The file name ending each format is exported with (Moodle's own choices). */
export const QUESTION_BANK_FILE_EXTENSIONS: Record<QuestionBankFormat, string> = {
  gift: ".txt",
  moodlexml: ".xml",
};

/** Largest file read (UTF-8 bytes): a bank of a thousand questions with HTML fits easily. */
export const MAX_QUESTION_BANK_BYTES = 5 * 1024 * 1024;
/** Most questions one file may hold; larger banks are split by the teacher. */
export const MAX_QUESTIONS_PER_BANK = 1000;
export const MAX_QUESTION_TITLE = 255;

/** Moodle's question name; our questions may carry it (kept for a later export). */
export const QuestionTitle = z.string().trim().min(1).max(MAX_QUESTION_TITLE);

/** What import produces: the contract's `QuestionInput` plus the name the file gave it. */
export const ImportedQuestion = z.intersection(QuestionInput, z.object({ title: QuestionTitle.optional() }));
/** A question as read from a file (defaults filled in). */
export type ImportedQuestion = z.output<typeof ImportedQuestion>;
/** A question to export: any valid `QuestionInput`, with its name when it has one. */
export type ExportableQuestion = z.input<typeof ImportedQuestion>;

/** A question of the file that was not imported. */
export const SkippedQuestion = z.object({
  /** 1-based position among the file's questions (category lines are not counted). */
  index: z.number().int().positive(),
  title: z.string().optional(),
  /** 1-based line where the question starts (or where its error is). */
  line: z.number().int().positive(),
  reason: z.string(),
});
export type SkippedQuestion = z.infer<typeof SkippedQuestion>;

/** Something an imported question lost on the way in (per-answer feedback, a penalty…). */
export const ImportNote = z.object({
  /** The question it is about (1-based position), or null when it is about the whole file. */
  index: z.number().int().positive().nullable(),
  line: z.number().int().positive().nullable(),
  title: z.string().optional(),
  message: z.string(),
});
export type ImportNote = z.infer<typeof ImportNote>;

/** The import endpoint's answer: counts and reasons; the questions on a dry run (preview). */
export const QuestionBankImportReport = z.object({
  imported: z.number().int().min(0),
  skipped: z.array(SkippedQuestion),
  notes: z.array(ImportNote),
  questions: z.array(ImportedQuestion).optional(),
});
export type QuestionBankImportReport = z.infer<typeof QuestionBankImportReport>;

/**
 * POST /api/quizzes/sections/{sectionId}/import (multipart: `file`, optional `format`; without
 * it, a file starting with `<` is read as Moodle XML, anything else as GIFT): the report and the
 * ids of the questions stored, in file order.
 */
export const QuestionBankImportResult = QuestionBankImportReport.omit({ questions: true }).extend({
  questionIds: z.array(z.number().int().positive()),
});
export type QuestionBankImportResult = z.infer<typeof QuestionBankImportResult>;

/** GET /api/quizzes/{quizId}/export?format=gift|moodlexml: the quiz's questions as a file. */
export const QuestionBankExportQuery = z.object({ format: QuestionBankFormat });
export type QuestionBankExportQuery = z.infer<typeof QuestionBankExportQuery>;

/** The content type each format is served with. */
export const QUESTION_BANK_CONTENT_TYPES: Record<QuestionBankFormat, string> = {
  gift: "text/plain; charset=utf-8",
  moodlexml: "application/xml; charset=utf-8",
};
