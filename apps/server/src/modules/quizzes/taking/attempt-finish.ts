import type { DbContext } from "../../../context.ts";
import { NotFound } from "../../../lib/errors.ts";
import { gradeAttempt } from "../grading/grade.ts";
import { attemptQuestions } from "./attempt-questions.ts";
import { findAttempt, listAnswers, storeGrade, type AttemptRow } from "./attempt-repo.ts";

/** An in-progress attempt whose deadline has passed (the server submits it on the next touch). */
export function isExpired(a: AttemptRow, now: Date): boolean {
  return a.status === "in_progress" && a.deadlineAt !== null && a.deadlineAt.getTime() <= now.getTime();
}

/**
 * Submits and grades an attempt, exactly once: the attempt's row is locked, so of many
 * simultaneous submits one grades and the others find it submitted and answer the stored grade.
 * A deadline submission is dated at the deadline (when the attempt really ended).
 */
export async function finishAttempt(
  ctx: DbContext,
  attemptId: number,
  by: "student" | "deadline",
  now = new Date(),
): Promise<AttemptRow> {
  return ctx.db.transaction(async (tx) => {
    const attempt = await findAttempt(tx, attemptId, true);
    if (!attempt) throw NotFound("That attempt");
    if (attempt.status !== "in_progress") return attempt;
    const answers = await listAnswers(tx, attempt.id);
    const responses = new Map(answers.map((a) => [a.questionKey, a.response]));
    const rules = attempt.rules;
    // Read in the transaction (a submit waiting for another connection could wait for ever).
    const questions = await attemptQuestions(ctx.db, attempt, tx);
    const grade = gradeAttempt(
      questions.map((q) => ({ ...q.grading, id: q.key })),
      responses,
      { negativeMarking: rules.negativeMarking, requiresReview: rules.requiresReview },
    );
    const submittedAt = by === "deadline" && attempt.deadlineAt ? attempt.deadlineAt : now;
    // Practice and previews are feedback, never held back; exams follow the quiz's release policy.
    const released = attempt.mode !== "exam" || rules.releasePolicy === "immediately";
    return storeGrade(
      tx,
      { id: attempt.id, submittedAt, submittedBy: by, releasedAt: released ? now : null },
      grade,
      grade.percent >= rules.passPercent,
    );
  });
}

/** Submits an expired attempt (by the deadline) before anything reads or writes it; answers the current row. */
export async function settle(ctx: DbContext, attempt: AttemptRow, now = new Date()): Promise<AttemptRow> {
  return isExpired(attempt, now) ? finishAttempt(ctx, attempt.id, "deadline", now) : attempt;
}
