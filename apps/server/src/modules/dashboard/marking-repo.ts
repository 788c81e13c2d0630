import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { attemptAnswers, quizAttempts, quizzes } from "../../db/schema/index.ts";
import { waitingSql } from "../quizzes/marking/marking-repo.ts";

/**
 * Answers waiting in the marking queue of these courses (null: every course): the same rows
 * GET /api/marking/queue lists with status "waiting", counted.
 */
export async function countWaitingAnswers(db: Db, courseIds: number[] | null): Promise<number> {
  if (courseIds !== null && courseIds.length === 0) return 0;
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(attemptAnswers)
    .innerJoin(quizAttempts, eq(quizAttempts.id, attemptAnswers.attemptId))
    .innerJoin(quizzes, eq(quizzes.id, quizAttempts.quizId))
    .where(
      and(
        eq(quizAttempts.status, "submitted"),
        eq(quizAttempts.mode, "exam"),
        courseIds === null ? undefined : inArray(quizzes.courseId, courseIds),
        waitingSql,
      ),
    );
  return row?.n ?? 0;
}
