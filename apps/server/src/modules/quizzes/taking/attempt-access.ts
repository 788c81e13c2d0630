import type { AttemptMode } from "@tq/contract/quiz-attempts";
import type { DbContext, Session } from "../../../context.ts";
import type { courses, quizzes } from "../../../db/schema/index.ts";
import { NotFound, SESSION_ENDED, Unauthenticated } from "../../../lib/errors.ts";
import { can } from "../../../policies/authorize.ts";
import { isCourseStaff } from "../../catalog/repo.ts";
import { activeSubscription } from "../../enrolment/subscriptions-repo.ts";
import { findQuizWithCourse, findStartContext, tokenIsLive } from "./attempt-repo.ts";

export type QuizRow = typeof quizzes.$inferSelect;
export type CourseRow = typeof courses.$inferSelect;
/** What the access rules read of a course (a start reads no more of it). */
export type CourseAccess = Pick<CourseRow, "id" | "status" | "ownerId">;

/** A quiz and its course (404 when either is gone). */
export async function quizWithCourse(ctx: DbContext, quizId: number): Promise<{ quiz: QuizRow; course: CourseRow }> {
  const row = await findQuizWithCourse(ctx.db, quizId);
  if (!row) throw NotFound("That quiz");
  return row;
}

/**
 * What a start must know (attempt-repo's findStartContext, one statement): whether the session's
 * token is still live, the quiz and its course (404 when either is gone), its structure version,
 * whether the caller staffs the course or is subscribed to it, their attempt in progress of this
 * mode, and their exam attempts. The start's session may be one looked up a moment ago (the
 * route's `sessionCheckedByStatement`, ADR 0073): a revoked token ends here, before anything is
 * read or written for it, with the answer a fresh lookup would have given.
 */
export async function startContext(ctx: DbContext, session: Session, quizId: number, mode: AttemptMode) {
  // A session no token stands behind (the demo seed's) has nothing to check.
  const tokenId = session.tokenId > 0 ? session.tokenId : null;
  const row = await findStartContext(ctx.db, quizId, session.user.id, tokenId, mode);
  const live = row ? row.tokenLive : tokenId === null || (await tokenIsLive(ctx.db, tokenId, session.user.id));
  if (!live) throw Unauthenticated(SESSION_ENDED);
  if (!row) throw NotFound("That quiz");
  return row;
}

/**
 * The course's staff: its owner, tutors and teaching assistants, and the world director.
 * `staff`: isCourseStaff's answer when it was read already (a start's context).
 */
export async function isStaffOf(
  ctx: DbContext,
  session: Session,
  course: CourseAccess,
  staff?: boolean,
): Promise<boolean> {
  if (session.user.role === "worlddirector") return true;
  return staff ?? isCourseStaff(ctx.db, course, session.user.id);
}

/** Readers who are not staff meet only published quizzes of published courses; anything else does not exist for them. */
export function visibleToLearners(quiz: QuizRow, course: CourseAccess): boolean {
  return quiz.status === "published" && course.status === "published";
}

/**
 * The subscription answers of one request, per course: a list of many quizzes (GET
 * /api/quizzes/available) asks the database once per course, not once per quiz.
 */
export type SubscriptionMemo = Map<number, Promise<boolean>>;

export const newSubscriptionMemo = (): SubscriptionMemo => new Map();

/**
 * THE rule for who may take a quiz (exam or practice): a student with an active subscription to
 * the course (issue #5), for a published quiz of a published course. Every start, the available
 * list and the chapter box follow this function.
 */
export async function mayTakeQuiz(
  ctx: DbContext,
  session: Session,
  quiz: QuizRow,
  course: CourseAccess,
  subscribed: SubscriptionMemo = newSubscriptionMemo(),
): Promise<boolean> {
  if (!can(session, "quiz.take", null) || !visibleToLearners(quiz, course)) return false;
  let answer = subscribed.get(course.id);
  if (!answer) {
    answer = activeSubscription(ctx.db, session.user.id, course.id);
    subscribed.set(course.id, answer);
  }
  return answer;
}
