import { and, eq, isNotNull, sql } from "drizzle-orm";
import type { AttemptMode } from "@tq/contract/quiz-attempts";
import type { Role } from "@tq/contract/roles";
import type { DbContext, Session } from "../../context.ts";
import type { RequestMeta } from "../../lib/request-meta.ts";
import { findAttempt, listAnswers } from "../../modules/quizzes/taking/attempt-repo.ts";
import { withQuestions } from "../../modules/quizzes/taking/attempt-questions.ts";
import { saveAnswer, startAttempt, submitAttempt } from "../../modules/quizzes/taking/attempt-service.ts";
import { markAnswer, releaseResults } from "../../modules/quizzes/marking/marking-service.ts";
import type { Db } from "../client.ts";
import { attemptAnswers, quizAttempts, quizzes, users, type AttemptQuestion } from "../schema/index.ts";
import { demoResponse } from "./demo-answers.ts";

/**
 * The demo student's history: attempts made through the real services (start, save, submit,
 * mark, release), so grades, provisional marks and verification codes are genuine; then dated
 * back over the last weeks. Every quiz keeps attempts left, so the demo can still be taken.
 */

interface Marking {
  by: "ta@example.com" | "teacher@example.com";
  /** The marker's score for an answer the scheme suggested `suggested` for. */
  score: (suggested: number, max: number) => number;
  comment: string;
  /** Release the quiz's held results afterwards (release policy "after_marking"). */
  release?: boolean;
}

interface DemoAttempt {
  quizTitle: string;
  mode: AttemptMode;
  daysAgo: number;
  /** How long the student took (inside the quiz's time limit). */
  minutes: number;
  /** Which questions the student gets right. */
  right: (q: AttemptQuestion) => boolean;
  /** Null: the hand-marked answers stay waiting in the marking queue. */
  marking: Marking | null;
}

const all = () => true;
const byType =
  (...wrong: AttemptQuestion["grading"]["type"][]) =>
  (q: AttemptQuestion) =>
    !wrong.includes(q.grading.type);

const PLAN: DemoAttempt[] = [
  {
    quizTitle: "Expressions and Indices: check your understanding",
    mode: "practice",
    daysAgo: 24,
    minutes: 9,
    right: byType("multiple"),
    marking: null,
  },
  {
    quizTitle: "Equations and Inequalities: check your understanding",
    mode: "exam",
    daysAgo: 19,
    minutes: 16,
    right: all,
    marking: {
      by: "ta@example.com",
      score: (_suggested, max) => max - 1,
      comment:
        "Clear reason and a good example. For full marks, show that dividing reverses the sign too (for example −6 ÷ −2).",
    },
  },
  {
    quizTitle: "Quadratic Equations: check your understanding",
    mode: "exam",
    daysAgo: 12,
    minutes: 14,
    right: byType("numeric", "multiple"),
    marking: null,
  },
  {
    quizTitle: "Algebra: end-of-term test",
    mode: "exam",
    daysAgo: 6,
    minutes: 31,
    right: byType("twotier"),
    marking: {
      by: "teacher@example.com",
      score: (suggested) => suggested,
      comment: "Agreed with the marking scheme.",
      release: true,
    },
  },
  {
    quizTitle: "Trigonometry: check your understanding",
    mode: "exam",
    daysAgo: 2,
    minutes: 18,
    right: byType("subjective"),
    marking: null,
  },
];

/** Where the seed's actions come from, for the activity log. */
const SEED_META: RequestMeta = { ip: "127.0.0.1", userAgent: "demo seed" };

const DAY = 86_400_000;
const MINUTE = 60_000;

async function sessionOf(db: Db, email: string): Promise<Session> {
  const [u] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  if (!u) throw new Error(`demo account ${email} missing`);
  const { id, firstname, lastname, profession, country, status } = u;
  const role = u.role as Role;
  // No token stands behind a seed session: nothing revokes or touches it.
  return {
    user: { id, firstname, lastname, email, profession, country, role, status, originalId: 0 },
    tokenId: 0,
    realUserId: id,
  };
}

async function quizId(db: Db, title: string): Promise<number> {
  const [q] = await db.select({ id: quizzes.id }).from(quizzes).where(eq(quizzes.title, title)).limit(1);
  if (!q) throw new Error(`demo quiz ${title} missing`);
  return q.id;
}

/** Scores every answer waiting for a marker, as the marker of `plan` would. */
async function markWaiting(ctx: DbContext, attemptId: number, plan: Marking, marker: Session): Promise<void> {
  for (const a of await listAnswers(ctx.db, attemptId)) {
    if (a.gradeStatus !== "provisional" && a.gradeStatus !== "pending") continue;
    const score = plan.score(a.score ?? 0, a.maxScore ?? 0);
    await markAnswer(ctx, marker, attemptId, a.questionKey, { score, comment: plan.comment }, SEED_META);
  }
}

/** The services stamp "now": the attempt moves back to `daysAgo`, its saves, marks and release with it. */
async function dateBack(db: Db, attemptId: number, plan: DemoAttempt, now: Date): Promise<void> {
  const row = await findAttempt(db, attemptId);
  if (!row) throw new Error(`demo attempt ${attemptId} missing`);
  // Late afternoon, when students do homework.
  const start = new Date(Math.floor((now.getTime() - plan.daysAgo * DAY) / DAY) * DAY + 16 * 60 * MINUTE);
  const submitted = new Date(start.getTime() + plan.minutes * MINUTE);
  const markedAt = new Date(submitted.getTime() + DAY);
  const limit = row.deadlineAt ? row.deadlineAt.getTime() - row.startedAt.getTime() : null;
  await db
    .update(quizAttempts)
    .set({
      startedAt: start,
      submittedAt: submitted,
      deadlineAt: limit === null ? null : new Date(start.getTime() + limit),
      releasedAt: row.releasedAt ? (plan.marking?.release ? markedAt : submitted) : null,
    })
    .where(eq(quizAttempts.id, attemptId));
  const perQuestion = Math.floor((plan.minutes * 60) / Math.max(1, row.draw.length));
  await db
    .update(attemptAnswers)
    .set({
      savedAt: sql`${start.toISOString()}::timestamptz + ${perQuestion} * ${attemptAnswers.questionKey} * interval '1 second'`,
    })
    .where(eq(attemptAnswers.attemptId, attemptId));
  await db
    .update(attemptAnswers)
    .set({ overrideAt: markedAt })
    .where(and(eq(attemptAnswers.attemptId, attemptId), isNotNull(attemptAnswers.overrideAt)));
}

/** Seeds the demo student's attempts (after the demo quizzes); answers how many it made. */
export async function seedDemoAttempts(db: Db, now = new Date()): Promise<number> {
  const ctx: DbContext = { db };
  const student = await sessionOf(db, "student@example.com");
  const markers = {
    "ta@example.com": await sessionOf(db, "ta@example.com"),
    "teacher@example.com": await sessionOf(db, "teacher@example.com"),
  };
  const made: number[] = [];
  for (const plan of PLAN) {
    const id = await quizId(db, plan.quizTitle);
    const { view } = await startAttempt(ctx, student, id, plan.mode);
    const found = await findAttempt(db, view.id);
    if (!found) throw new Error(`demo attempt of ${plan.quizTitle} missing`);
    const attempt = await withQuestions(db, found);
    let clientSeq = 0;
    for (const q of attempt.questions) {
      const response = demoResponse(q, plan.right(q));
      await saveAnswer(ctx, student, attempt.id, q.key, { response, clientSeq: ++clientSeq });
    }
    await submitAttempt(ctx, student, attempt.id);
    if (plan.marking) {
      const marker = markers[plan.marking.by];
      await markWaiting(ctx, attempt.id, plan.marking, marker);
      if (plan.marking.release) await releaseResults(ctx, marker, id, SEED_META);
    }
    made.push(attempt.id);
  }
  // Dated back only at the end: a release stamps every held attempt of the quiz.
  for (const [i, attemptId] of made.entries()) {
    const plan = PLAN[i];
    if (plan) await dateBack(db, attemptId, plan, now);
  }
  return made.length;
}
