import { asc, eq } from "drizzle-orm";
import type { AuthoringQuiz, AuthoringSection, AuthoringSelector } from "@tq/contract/quizzes";
import type { Db } from "../../../db/client.ts";
import { chapters, courses, levels, subjects } from "../../../db/schema/index.ts";
import { NotFound } from "../../../lib/errors.ts";
import { presentQuizSettings, presentSection, presentSelector } from "./presenter.ts";
import { loadQuestions } from "./question-read.ts";
import { findQuiz } from "./quiz-repo.ts";
import { listSections, listSelectors, poolSize, type SelectorRow } from "./section-repo.ts";

/** Reads that several services answer with: a quiz's whole tree, a section's, a selector's. */

export async function selectorsOut(db: Db, subjectId: number, rows: SelectorRow[]): Promise<AuthoringSelector[]> {
  const out: AuthoringSelector[] = [];
  for (const s of rows) out.push(presentSelector(s, await poolSize(db, subjectId, s)));
  return out;
}

/** The sections of a quiz (or one of them), with questions and selectors. */
export async function sectionsOf(
  db: Db,
  quizId: number,
  subjectId: number,
  only?: number,
): Promise<AuthoringSection[]> {
  const rows = (await listSections(db, quizId)).filter((s) => only === undefined || s.id === only);
  const ids = rows.map((s) => s.id);
  const questionList = await loadQuestions(db, { sectionIds: ids });
  const selectors = await selectorsOut(db, subjectId, await listSelectors(db, ids));
  return rows.map((s) => presentSection(s, questionList, selectors));
}

export async function sectionOf(db: Db, quizId: number, subjectId: number, id: number): Promise<AuthoringSection> {
  const [section] = await sectionsOf(db, quizId, subjectId, id);
  if (!section) throw NotFound("That section");
  return section;
}

/** The subject's chapters and levels (for question levels and selectors) and the names around the quiz. */
export async function surroundings(db: Db, subjectId: number, chapterId: number | null) {
  const [subject] = await db
    .select({ id: subjects.id, title: subjects.title, courseId: subjects.courseId })
    .from(subjects)
    .where(eq(subjects.id, subjectId))
    .limit(1);
  if (!subject) throw NotFound("That subject");
  const [course] = await db
    .select({ id: courses.id, title: courses.title })
    .from(courses)
    .where(eq(courses.id, subject.courseId))
    .limit(1);
  if (!course) throw NotFound("That course");
  const chapterRows = await db
    .select({ id: chapters.id, number: chapters.number, title: chapters.title })
    .from(chapters)
    .where(eq(chapters.subjectId, subjectId))
    .orderBy(asc(chapters.number));
  const levelRows = await db
    .select({ id: levels.id, name: levels.name })
    .from(levels)
    .where(eq(levels.subjectId, subjectId))
    .orderBy(asc(levels.position), asc(levels.id));
  return {
    course,
    subject: { id: subject.id, title: subject.title },
    chapter: chapterRows.find((c) => c.id === chapterId) ?? null,
    chapters: chapterRows,
    levels: levelRows,
  };
}

/** GET /api/quizzes/{quizId}: settings, sections, questions with answer keys, selectors with pools. */
export async function quizTree(db: Db, quizId: number): Promise<AuthoringQuiz> {
  const quiz = await findQuiz(db, quizId);
  if (!quiz) throw NotFound("That quiz");
  const around = await surroundings(db, quiz.subjectId, quiz.chapterId);
  const sections = await sectionsOf(db, quiz.id, quiz.subjectId);
  const totalMarks = sections.flatMap((s) => s.questions).reduce((sum, q) => sum + q.marks, 0);
  return {
    ...presentQuizSettings(quiz),
    ...around,
    sections,
    totalMarks: Math.round(totalMarks * 100) / 100,
  };
}
