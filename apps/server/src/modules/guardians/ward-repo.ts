import { and, desc, eq, inArray, isNotNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { courses, quizAttempts, quizzes, subscriptions } from "../../db/schema/index.ts";

/** How many results guardianpage shows per ward (the newest). */
export const RESULTS_SHOWN = 20;

/** A ward's newest results released to them (a held result stays hidden from the guardian too). */
export async function wardResults(db: Db, wardId: number) {
  return db
    .select({
      attemptId: quizAttempts.id,
      quizTitle: quizzes.title,
      mode: quizAttempts.mode,
      submittedAt: quizAttempts.submittedAt,
      percent: quizAttempts.percent,
      passed: quizAttempts.passed,
      status: quizAttempts.status,
      releasedAt: quizAttempts.releasedAt,
      provisional: quizAttempts.provisional,
    })
    .from(quizAttempts)
    .innerJoin(quizzes, eq(quizzes.id, quizAttempts.quizId))
    .where(
      and(
        eq(quizAttempts.userId, wardId),
        eq(quizAttempts.status, "submitted"),
        isNotNull(quizAttempts.releasedAt),
        inArray(quizAttempts.mode, ["exam", "practice"]),
      ),
    )
    .orderBy(desc(quizAttempts.submittedAt), desc(quizAttempts.id))
    .limit(RESULTS_SHOWN);
}

export async function wardSubscriptions(db: Db, wardIds: readonly number[]) {
  if (wardIds.length === 0) return [];
  return db
    .select({
      id: subscriptions.id,
      wardId: subscriptions.userId,
      courseTitle: courses.title,
      status: subscriptions.status,
      expiresAt: subscriptions.expiresAt,
    })
    .from(subscriptions)
    .innerJoin(courses, eq(courses.id, subscriptions.courseId))
    .where(inArray(subscriptions.userId, [...wardIds]))
    .orderBy(desc(subscriptions.expiresAt), desc(subscriptions.id));
}
