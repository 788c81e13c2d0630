import type { AuthoringQuiz, AuthoringSection, AuthoringSelector } from "@tq/contract/quizzes";
import type { Db } from "../../../db/client.ts";
import { NotFound } from "../../../lib/errors.ts";
import { courseHeader, subjectChapters, subjectHeader, subjectLevels } from "./place-repo.ts";
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
  const subject = await subjectHeader(db, subjectId);
  if (!subject) throw NotFound("That subject");
  const course = await courseHeader(db, subject.courseId);
  if (!course) throw NotFound("That course");
  const chapterRows = await subjectChapters(db, subjectId);
  const levelRows = await subjectLevels(db, subjectId);
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
