import { and, asc, eq, inArray, notInArray, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import {
  questionOptions,
  questionSchemes,
  questionSubOptions,
  questions,
  quizSections,
} from "../../../db/schema/index.ts";

/**
 * The SQL of questions, their options, reasons (sub-options) and marking schemes. What goes in
 * (QuestionData → columns) is question-store's; what comes out (rows → AuthoringQuestion), question-read's.
 */

export type QuestionRow = typeof questions.$inferSelect;
export type SchemeRow = typeof questionSchemes.$inferSelect;

/** A question's own columns, as question-store computes them from its data. */
export type QuestionColumns = Omit<
  typeof questions.$inferInsert,
  "id" | "sectionId" | "position" | "revision" | "createdAt" | "updatedAt"
>;

/** The columns of an option or a reason (sub-option) of it. */
export interface OptionColumns {
  html: string;
  rendered: string;
  correct: boolean;
  position: number;
}

// Questions

const nextPosition = (sectionId: number) =>
  sql<number>`(select coalesce(max(${questions.position}), 0) + 1 from ${questions} where ${questions.sectionId} = ${sectionId})`;

/** A new question row, last in its section (or at `position`); answers its id. */
export async function insertQuestionRow(
  db: Db,
  sectionId: number,
  columns: QuestionColumns,
  position?: number,
): Promise<number> {
  const [row] = await db
    .insert(questions)
    .values({ ...columns, sectionId, position: position ?? nextPosition(sectionId) })
    .returning({ id: questions.id });
  if (!row) throw new Error("question insert returned nothing");
  return row.id;
}

/** Sets a question's columns if it is still at `baseRevision` (its revision bumps); false on a conflict. */
export async function updateQuestionRow(
  db: Db,
  id: number,
  columns: Partial<QuestionColumns>,
  baseRevision: number,
): Promise<boolean> {
  const [row] = await db
    .update(questions)
    .set({ ...columns, revision: sql`${questions.revision} + 1`, updatedAt: new Date() })
    .where(and(eq(questions.id, id), eq(questions.revision, baseRevision)))
    .returning({ id: questions.id });
  return row !== undefined;
}

/** A question's revision bumps (one of its parts was edited alone). */
export const bumpRevision = (db: Db, questionId: number) =>
  db
    .update(questions)
    .set({ revision: sql`${questions.revision} + 1`, updatedAt: new Date() })
    .where(eq(questions.id, questionId));

export async function deleteQuestionRow(db: Db, id: number): Promise<void> {
  await db.delete(questions).where(eq(questions.id, id));
}

/** Puts a question in another section, at `position`. */
export async function moveQuestionRow(db: Db, id: number, sectionId: number, position: number): Promise<void> {
  await db.update(questions).set({ sectionId, position }).where(eq(questions.id, id));
}

// Options and their reasons

export async function findOption(db: Db, optionId: number) {
  const [option] = await db.select().from(questionOptions).where(eq(questionOptions.id, optionId)).limit(1);
  return option;
}

export async function optionIdsOf(db: Db, questionId: number): Promise<number[]> {
  const existing = await db
    .select({ id: questionOptions.id })
    .from(questionOptions)
    .where(eq(questionOptions.questionId, questionId));
  return existing.map((o) => o.id);
}

export async function insertOption(db: Db, questionId: number, values: OptionColumns): Promise<number> {
  const [row] = await db
    .insert(questionOptions)
    .values({ ...values, questionId })
    .returning({ id: questionOptions.id });
  if (!row) throw new Error("option insert returned nothing");
  return row.id;
}

export async function updateOption(db: Db, id: number, values: OptionColumns): Promise<void> {
  await db.update(questionOptions).set(values).where(eq(questionOptions.id, id));
}

/** Deletes a question's options but the `kept` ones. */
export async function deleteOptionsBut(db: Db, questionId: number, kept: number[]): Promise<void> {
  await db
    .delete(questionOptions)
    .where(
      and(eq(questionOptions.questionId, questionId), kept.length ? notInArray(questionOptions.id, kept) : undefined),
    );
}

export async function subOptionIdsOf(db: Db, optionId: number): Promise<number[]> {
  const existing = await db
    .select({ id: questionSubOptions.id })
    .from(questionSubOptions)
    .where(eq(questionSubOptions.optionId, optionId));
  return existing.map((s) => s.id);
}

export async function updateSubOption(db: Db, id: number, values: OptionColumns): Promise<void> {
  await db.update(questionSubOptions).set(values).where(eq(questionSubOptions.id, id));
}

export async function insertSubOption(db: Db, optionId: number, values: OptionColumns): Promise<number> {
  const [row] = await db
    .insert(questionSubOptions)
    .values({ ...values, optionId })
    .returning({ id: questionSubOptions.id });
  if (!row) throw new Error("sub-option insert returned nothing");
  return row.id;
}

/** Deletes an option's reasons but the `kept` ones. */
export async function deleteSubOptionsBut(db: Db, optionId: number, kept: number[]): Promise<void> {
  await db
    .delete(questionSubOptions)
    .where(
      and(eq(questionSubOptions.optionId, optionId), kept.length ? notInArray(questionSubOptions.id, kept) : undefined),
    );
}

// Marking schemes

export async function deleteScheme(db: Db, questionId: number): Promise<void> {
  await db.delete(questionSchemes).where(eq(questionSchemes.questionId, questionId));
}

export async function upsertScheme(
  db: Db,
  questionId: number,
  values: { modelAnswerHtml: string; modelAnswerRendered: string; rules: string; updatedAt: Date },
): Promise<void> {
  await db
    .insert(questionSchemes)
    .values({ ...values, questionId })
    .onConflictDoUpdate({ target: questionSchemes.questionId, set: values });
}

// Reading

/**
 * The rows of some sections' questions (each section's in order) or of some questions, with
 * their options, reasons and schemes: question-read turns them into AuthoringQuestions.
 */
export async function questionRows(
  db: Db,
  where: { sectionIds: readonly number[] } | { questionIds: readonly number[] },
) {
  const filter =
    "sectionIds" in where
      ? where.sectionIds.length && inArray(questions.sectionId, [...where.sectionIds])
      : where.questionIds.length && inArray(questions.id, [...where.questionIds]);
  const none = { rows: [], optionRows: [], subRows: [], schemeRows: [] };
  if (!filter) return none;
  const rows = await db
    .select({ q: questions, quizId: quizSections.quizId })
    .from(questions)
    .innerJoin(quizSections, eq(quizSections.id, questions.sectionId))
    .where(filter)
    .orderBy(asc(quizSections.position), asc(questions.position), asc(questions.id));
  if (rows.length === 0) return none;
  const ids = rows.map((r) => r.q.id);
  const optionRows = await db
    .select()
    .from(questionOptions)
    .where(inArray(questionOptions.questionId, ids))
    .orderBy(asc(questionOptions.position), asc(questionOptions.id));
  const subRows = optionRows.length
    ? await db
        .select()
        .from(questionSubOptions)
        .where(
          inArray(
            questionSubOptions.optionId,
            optionRows.map((o) => o.id),
          ),
        )
        .orderBy(asc(questionSubOptions.position), asc(questionSubOptions.id))
    : [];
  const schemeRows = await db.select().from(questionSchemes).where(inArray(questionSchemes.questionId, ids));
  return { rows, optionRows, subRows, schemeRows };
}
