import { and, eq } from "drizzle-orm";
import type { AppContext, Session } from "../../../context.ts";
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
import { NotFound } from "../../../lib/errors.ts";
import { authorize, type CourseResource } from "../../../policies/authorize.ts";
import { requireAuthor } from "../../authoring/access.ts";

export type QuizRow = typeof quizzes.$inferSelect;
export type CourseRow = typeof courses.$inferSelect;

/** What the quiz authoring calls act on: a course its caller may write quizzes for. */
export interface QuizAccess {
  course: CourseRow;
  resource: CourseResource;
}

/** What an id in a quiz URL names. */
export type QuizPart = "chapter" | "subject" | "quiz" | "section" | "selector" | "question" | "option";

const NAMES: Record<QuizPart, string> = {
  chapter: "That chapter",
  subject: "That subject",
  quiz: "That quiz",
  section: "That section",
  selector: "That selector",
  question: "That question",
  option: "That option",
};

async function assistantIds(db: Db, courseId: number): Promise<number[]> {
  const rows = await db
    .select({ userId: courseStaff.userId })
    .from(courseStaff)
    .where(and(eq(courseStaff.courseId, courseId), eq(courseStaff.role, "assistant")));
  return rows.map((r) => r.userId);
}

/** The course that holds a chapter, subject, quiz or part of a quiz (null: no such thing). */
async function courseIdOf(db: Db, part: QuizPart, id: number): Promise<number | null> {
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

/**
 * The first line of every quiz authoring call: a role that authors (else 403), a thing that
 * exists (else 404), and a course the caller writes for (owner, its teaching assistants, the
 * world director: policy `quiz.author`; else 403 with the reason).
 */
export async function checkQuizPart(
  ctx: AppContext,
  session: Session,
  part: QuizPart,
  id: number,
): Promise<QuizAccess> {
  requireAuthor(session);
  const courseId = await courseIdOf(ctx.db, part, id);
  if (courseId === null) throw NotFound(NAMES[part]);
  const [course] = await ctx.db.select().from(courses).where(eq(courses.id, courseId)).limit(1);
  if (!course) throw NotFound(NAMES[part]);
  const resource: CourseResource = { ownerId: course.ownerId, assistantIds: await assistantIds(ctx.db, course.id) };
  authorize(
    session,
    "quiz.author",
    resource,
    `Only the owner of "${course.title}", its teaching assistants or the world director can write its quizzes.`,
  );
  return { course, resource };
}
