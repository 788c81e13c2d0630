import { normalizeCode, type MyAttempts, type VerifiedResult } from "@tq/contract/quiz-attempts";
import type { AppContext, Session } from "../../../context.ts";
import { NotFound } from "../../../lib/errors.ts";
import { authorize } from "../../../policies/authorize.ts";
import { quizWithCourse, visibleToLearners } from "./attempt-access.ts";
import { settle } from "./attempt-finish.ts";
import { examAttemptsUsed, findByCode, listOwnAttempts } from "./attempt-repo.ts";

/** A student's own attempts at a quiz, and the public check of a verification code. */

/** GET /api/quizzes/{quizId}/my-attempts */
export async function myAttempts(ctx: AppContext, session: Session, quizId: number): Promise<MyAttempts> {
  authorize(session, "quiz.take", null, "Only students take quizzes.");
  const { quiz, course } = await quizWithCourse(ctx, quizId);
  const rows = await Promise.all((await listOwnAttempts(ctx.db, quiz.id, session.user.id)).map((a) => settle(ctx, a)));
  // A quiz since withdrawn still shows the student's own records; otherwise it does not exist for them.
  if (rows.length === 0 && !visibleToLearners(quiz, course)) throw NotFound("That quiz");
  const used = await examAttemptsUsed(ctx.db, quiz.id, session.user.id);
  const allowed = quiz.attemptsAllowed;
  const attempts = rows.map((a) => {
    const released = a.status === "submitted" && a.releasedAt !== null;
    return {
      id: a.id,
      mode: a.mode as MyAttempts["attempts"][number]["mode"],
      status: a.status as MyAttempts["attempts"][number]["status"],
      startedAt: a.startedAt.toISOString(),
      submittedAt: a.submittedAt?.toISOString() ?? null,
      released,
      score: released ? a.score : null,
      maxScore: released ? a.maxScore : null,
      percent: released ? a.percent : null,
      passed: released ? a.passed : null,
      verificationCode: a.mode === "exam" && a.status === "submitted" ? a.verificationCode : null,
    };
  });
  let best: MyAttempts["best"] = null;
  for (const a of attempts) {
    if (a.mode !== "exam" || a.score === null || a.maxScore === null || a.percent === null) continue;
    if (!best || a.percent > best.percent)
      best = { attemptId: a.id, score: a.score, maxScore: a.maxScore, percent: a.percent };
  }
  return {
    quizId: quiz.id,
    quizTitle: quiz.title,
    attemptsAllowed: allowed,
    used,
    attemptsLeft: allowed === null ? null : Math.max(0, allowed - used),
    inProgress: attempts.filter((a) => a.status === "in_progress").map((a) => ({ id: a.id, mode: a.mode })),
    best,
    attempts,
  };
}

/** GET /api/results/verify/{code}: public, limited per address (codes are unguessable; the limit keeps it so). */
export async function verifyCode(ctx: AppContext, ip: string, code: string): Promise<VerifiedResult> {
  await ctx.limits.consume("verifyCodeIp", ip);
  const row = await findByCode(ctx.db, normalizeCode(code));
  const a = row?.attempt;
  if (!row || !a?.submittedAt) throw NotFound("That verification code");
  const released = a.releasedAt !== null;
  return {
    code: a.verificationCode,
    studentName: `${row.firstname} ${row.lastname}`.trim(),
    courseTitle: row.courseTitle,
    quizTitle: row.quizTitle,
    score: released ? a.score : null,
    maxScore: released ? a.maxScore : null,
    percent: released ? a.percent : null,
    passed: released ? a.passed : null,
    submittedAt: a.submittedAt.toISOString(),
  };
}
