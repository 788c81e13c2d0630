import { eq } from "drizzle-orm";
import type { DbContext, Session } from "../../context.ts";
import { courses, quizzes } from "../../db/schema/index.ts";
import { NotFound } from "../../lib/errors.ts";
import { can } from "../../policies/authorize.ts";
import { isCourseStaff } from "../catalog/repo.ts";

export type QuizRow = typeof quizzes.$inferSelect;
export type CourseRow = typeof courses.$inferSelect;

/** A quiz and its course (404 when either is gone). */
export async function quizWithCourse(ctx: DbContext, quizId: number): Promise<{ quiz: QuizRow; course: CourseRow }> {
  const [row] = await ctx.db
    .select({ quiz: quizzes, course: courses })
    .from(quizzes)
    .innerJoin(courses, eq(courses.id, quizzes.courseId))
    .where(eq(quizzes.id, quizId))
    .limit(1);
  if (!row) throw NotFound("That quiz");
  return row;
}

/** The course's staff: its owner, tutors and teaching assistants, and the world director. */
export async function isStaffOf(ctx: DbContext, session: Session, course: CourseRow): Promise<boolean> {
  if (session.user.role === "worlddirector") return true;
  return isCourseStaff(ctx.db, course, session.user.id);
}

/** Readers who are not staff meet only published quizzes of published courses; anything else does not exist for them. */
export function visibleToLearners(quiz: QuizRow, course: CourseRow): boolean {
  return quiz.status === "published" && course.status === "published";
}

/**
 * THE rule for who may take a quiz (exam or practice). Today: a student, for a published quiz of
 * a published course. Subscriptions (issue #5) change only this function: add the check that the
 * student's subscription covers the course (or the quiz's chapter) here, and every start, and
 * nothing else, follows.
 */
export async function mayTakeQuiz(
  _ctx: DbContext,
  session: Session,
  quiz: QuizRow,
  course: CourseRow,
): Promise<boolean> {
  return can(session, "quiz.take", null) && visibleToLearners(quiz, course);
}
