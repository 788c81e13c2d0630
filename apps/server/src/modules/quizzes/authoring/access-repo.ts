import { eq } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import {
  chapters,
  questionOptions,
  questions,
  quizSections,
  quizSelectors,
  quizzes,
  subjects,
} from "../../../db/schema/index.ts";
import type { QuizPart } from "./access.ts";

/**
 * The SQL behind checkQuizPart (access.ts): which course a quiz part belongs to. The course and
 * its staff are read as authoring reads them (modules/authoring/access-repo.ts).
 */

/** The course that holds a chapter, subject, quiz or part of a quiz (null: no such thing). */
export async function courseIdOf(db: Db, part: QuizPart, id: number): Promise<number | null> {
  const one = async (rows: Promise<{ courseId: number }[]>) => (await rows)[0]?.courseId ?? null;
  const quizCourse = { courseId: quizzes.courseId };
  switch (part) {
    case "chapter":
      return one(
        db
          .select({ courseId: subjects.courseId })
          .from(chapters)
          .innerJoin(subjects, eq(subjects.id, chapters.subjectId))
          .where(eq(chapters.id, id))
          .limit(1),
      );
    case "subject":
      return one(db.select({ courseId: subjects.courseId }).from(subjects).where(eq(subjects.id, id)).limit(1));
    case "quiz":
      return one(db.select(quizCourse).from(quizzes).where(eq(quizzes.id, id)).limit(1));
    case "section":
      return one(
        db
          .select(quizCourse)
          .from(quizSections)
          .innerJoin(quizzes, eq(quizzes.id, quizSections.quizId))
          .where(eq(quizSections.id, id))
          .limit(1),
      );
    case "selector":
      return one(
        db
          .select(quizCourse)
          .from(quizSelectors)
          .innerJoin(quizSections, eq(quizSections.id, quizSelectors.sectionId))
          .innerJoin(quizzes, eq(quizzes.id, quizSections.quizId))
          .where(eq(quizSelectors.id, id))
          .limit(1),
      );
    case "question":
      return one(
        db
          .select(quizCourse)
          .from(questions)
          .innerJoin(quizSections, eq(quizSections.id, questions.sectionId))
          .innerJoin(quizzes, eq(quizzes.id, quizSections.quizId))
          .where(eq(questions.id, id))
          .limit(1),
      );
    case "option":
      return one(
        db
          .select(quizCourse)
          .from(questionOptions)
          .innerJoin(questions, eq(questions.id, questionOptions.questionId))
          .innerJoin(quizSections, eq(quizSections.id, questions.sectionId))
          .innerJoin(quizzes, eq(quizzes.id, quizSections.quizId))
          .where(eq(questionOptions.id, id))
          .limit(1),
      );
  }
}
