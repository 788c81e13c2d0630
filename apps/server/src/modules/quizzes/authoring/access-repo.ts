import { and, eq } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import {
  chapters,
  courseStaff,
  courses,
  questionOptions,
  questions,
  quizSections,
  quizSelectors,
  quizzes,
  subjects,
} from "../../../db/schema/index.ts";
import type { CourseRow, QuizPart } from "./access.ts";

/** The SQL behind checkQuizPart (access.ts): which course a quiz part belongs to, and its staff. */

export async function assistantIds(db: Db, courseId: number): Promise<number[]> {
  const rows = await db
    .select({ userId: courseStaff.userId })
    .from(courseStaff)
    .where(and(eq(courseStaff.courseId, courseId), eq(courseStaff.role, "assistant")));
  return rows.map((r) => r.userId);
}

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

export async function findCourse(db: Db, id: number): Promise<CourseRow | undefined> {
  const [course] = await db.select().from(courses).where(eq(courses.id, id)).limit(1);
  return course;
}
