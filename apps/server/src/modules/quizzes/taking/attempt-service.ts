import type {
  AnswerSaveBody,
  AnswerSaved,
  AttemptMode,
  AttemptResult,
  AttemptView,
  LatestAttempt,
  TakingMode,
} from "@tq/contract/quiz-attempts";
import { QUESTION_TYPE_LABELS, type ResponseValue } from "@tq/contract/quiz-questions";
import type { DbContext, Session } from "../../../context.ts";
import { Conflict, Forbidden, Invalid, NotFound, SESSION_ENDED, Unauthenticated } from "../../../lib/errors.ts";
import { authorize } from "../../../policies/authorize.ts";
import { gradeQuestion, type GradableQuestion } from "../grading/grade.ts";
import {
  isStaffOf,
  mayTakeQuiz,
  quizWithCourse,
  startContext,
  visibleToLearners,
  type QuizRow,
  type SubscriptionMemo,
} from "./attempt-access.ts";
import { newVerificationCode } from "./attempt-code.ts";
import { finishAttempt, settle } from "./attempt-finish.ts";
import { storeFrozen, withQuestions } from "./attempt-questions.ts";
import { forgetFrozenAttempt, frozenAttempt, rememberFrozenAttempt } from "./attempt-frozen-cache.ts";
import { presentResult, presentView } from "./attempt-presenter.ts";
import {
  findAttempt,
  findLatestAttempt,
  findOpenAttempt,
  insertAttempt,
  listAnswers,
  saveAnswerIfOpen,
  saveRefusal,
  tokenIsLive,
  type AnswerSave,
  type AttemptRow,
  type AttemptWithQuestions,
} from "./attempt-repo.ts";
import { buildSnapshot } from "./attempt-snapshot.ts";
import { inTurn } from "./attempt-start-gate.ts";

/** Taking a quiz: start, reopen, read, save answers, submit (ADR 0019, 0044). */

const TIME_UP = "Time is up: the attempt was submitted at its deadline.";
const SUBMITTED = "This attempt has been submitted; its answers can no longer change.";
const STAFF_READ_ONLY = "Course staff can read a student's attempt, not change it.";

async function viewOf(ctx: DbContext, row: AttemptRow, quiz: QuizRow, readOnly: boolean): Promise<AttemptView> {
  const attempt = await withQuestions(ctx.db, row);
  // Saves follow a start, a resume or a reload: they find the snapshot in memory.
  rememberFrozenAttempt(ctx.db, attempt);
  const review = await mayReview(ctx, attempt);
  return presentView(attempt, quiz, await listAnswers(ctx.db, attempt.id), { readOnly, now: new Date(), review });
}

/** An attempt just created: nothing is saved in it yet, nothing to read back. */
function newView(ctx: DbContext, attempt: AttemptWithQuestions, quiz: QuizRow): AttemptView {
  rememberFrozenAttempt(ctx.db, attempt);
  return presentView(attempt, quiz, [], { readOnly: false, now: new Date() });
}

/** A submitted attempt's keys and explanations stay hidden while its student has an exam of that quiz open (ADR 0023). */
async function mayReview(ctx: DbContext, attempt: AttemptRow): Promise<boolean> {
  if (attempt.status !== "submitted") return false;
  return !(await findOpenAttempt(ctx.db, attempt.quizId, attempt.userId, "exam"));
}

function checkWindow(quiz: QuizRow, now: Date): void {
  const from = quiz.availableFrom;
  const until = quiz.availableUntil;
  if ((from && now < from) || (until && now >= until)) {
    const fields: Record<string, string> = {};
    if (from) fields.availableFrom = from.toISOString();
    if (until) fields.availableUntil = until.toISOString();
    const message =
      from && now < from
        ? `This quiz opens on ${from.toISOString()}.`
        : `This quiz closed on ${(until as Date).toISOString()}.`;
    throw Conflict(message, fields);
  }
}

/** The earliest of the time limit (exam, preview) and the end of the window (exam, practice); null: untimed. */
function deadlineOf(quiz: QuizRow, mode: AttemptMode, now: Date): Date | null {
  const ends: number[] = [];
  if (quiz.timeLimitMinutes !== null && mode !== "practice") ends.push(now.getTime() + quiz.timeLimitMinutes * 60_000);
  if (quiz.availableUntil && mode !== "preview") ends.push(quiz.availableUntil.getTime());
  return ends.length ? new Date(Math.min(...ends)) : null;
}

async function checkMayStart(
  ctx: DbContext,
  session: Session,
  mode: AttemptMode,
  { quiz, course, ...known }: Awaited<ReturnType<typeof startContext>>,
) {
  const staff = await isStaffOf(ctx, session, course, known.staff);
  if (!staff && !visibleToLearners(quiz, course)) throw NotFound("That quiz");
  // The subscription was read with the quiz: mayTakeQuiz finds it in its memo.
  const subscribed: SubscriptionMemo = new Map([[course.id, Promise.resolve(known.subscribed)]]);
  if (mode === "preview") {
    authorize(session, "quiz.preview", { courseStaff: staff }, "Only the course's staff can preview its quizzes.");
  } else if (!(await mayTakeQuiz(ctx, session, quiz, course, subscribed))) {
    throw Forbidden(
      staff ? "Course staff preview quizzes; exams and practice are for students." : "You cannot take this quiz.",
    );
  }
}

/**
 * POST /api/quizzes/{quizId}/attempts: the explicit "Start attempt" (ADR 0044), the only way an
 * attempt is created: a new one (counted in exam mode, within the attempts allowed), or the one
 * of this mode already in progress (a double click or a second tab starts nothing more). A few
 * run at a time, the others wait their turn (attempt-start-gate.ts).
 */
export function startAttempt(
  ctx: DbContext,
  session: Session,
  quizId: number,
  mode: AttemptMode,
): Promise<{ view: AttemptView; created: boolean }> {
  return inTurn(ctx.db, () => start(ctx, session, quizId, mode));
}

async function start(
  ctx: DbContext,
  session: Session,
  quizId: number,
  mode: AttemptMode,
): Promise<{ view: AttemptView; created: boolean }> {
  const context = await startContext(ctx, session, quizId, mode);
  const { quiz, structureVersion } = context;
  await checkMayStart(ctx, session, mode, context);
  const userId = session.user.id;
  const open = context.openId === null ? undefined : await findAttempt(ctx.db, context.openId);
  if (open) {
    const current = await settle(ctx, open);
    if (current.status === "in_progress") return { view: await viewOf(ctx, current, quiz, false), created: false };
  }
  const now = new Date();
  if (mode !== "preview") checkWindow(quiz, now);
  const allowed = quiz.attemptsAllowed;
  if (mode === "exam" && allowed !== null && context.examAttempts >= allowed) {
    throw Conflict(`You have used your ${allowed} attempt${allowed === 1 ? "" : "s"}.`);
  }
  const snapshot = await buildSnapshot(ctx.db, quiz, structureVersion);
  if (snapshot.questions.length === 0) throw Conflict("This quiz has no questions yet.");
  // What the attempt refers to is stored first (once for a class: attempt-questions.ts).
  await storeFrozen(ctx.db, snapshot.frozen);
  const row = await insertAttempt(ctx.db, {
    quizId: quiz.id,
    userId,
    mode,
    startedAt: now,
    deadlineAt: deadlineOf(quiz, mode, now),
    verificationCode: newVerificationCode(),
    draw: snapshot.draw,
    rules: {
      negativeMarking: quiz.negativeMarking,
      requiresReview: quiz.requiresReview,
      passPercent: quiz.passPercent,
      releasePolicy: quiz.releasePolicy === "after_marking" ? "after_marking" : "immediately",
    },
  });
  if (row) return { view: newView(ctx, { ...row, questions: snapshot.questions }, quiz), created: true };
  // Another start of the same quiz and mode won the race: answer that attempt.
  const winner = await findOpenAttempt(ctx.db, quiz.id, userId, mode);
  if (!winner) throw Conflict("The attempt could not be started. Try again.");
  return { view: await viewOf(ctx, winner, quiz, false), created: false };
}

/**
 * GET /api/quizzes/{quizId}/attempts/latest: what the player's URL reopens (a reload, the back
 * button, a second tab): the attempt in progress with its own clock, else the latest submitted
 * one's result, else null. It never starts or counts an attempt (ADR 0044).
 */
export async function latestAttempt(
  ctx: DbContext,
  session: Session,
  quizId: number,
  mode: TakingMode,
): Promise<LatestAttempt> {
  authorize(session, "quiz.take", null, "Only students take quizzes.");
  const { quiz, course } = await quizWithCourse(ctx, quizId);
  const found = await findLatestAttempt(ctx.db, quiz.id, session.user.id, mode);
  // A quiz since withdrawn still reopens the student's own attempt; otherwise it does not exist for them.
  if (!found) {
    if (!visibleToLearners(quiz, course)) throw NotFound("That quiz");
    return { attempt: null };
  }
  // Past its deadline, the open attempt is submitted now and its result is what reopens.
  return { attempt: await viewOf(ctx, await settle(ctx, found), quiz, false) };
}

/**
 * An attempt its caller may see: the owner's, or (read-only) a student's of a course the
 * caller staffs. Anyone else is told it does not exist. An expired one is submitted first.
 */
async function openAttempt(ctx: DbContext, session: Session, attemptId: number, purpose: "read" | "write") {
  authorize(session, "attempt.open", null, "Only students take quizzes.");
  const found = await findAttempt(ctx.db, attemptId);
  if (!found) throw NotFound("That attempt");
  const { quiz, course } = await quizWithCourse(ctx, found.quizId);
  const own = found.userId === session.user.id;
  if (!own && !(await isStaffOf(ctx, session, course))) throw NotFound("That attempt");
  if (purpose === "write" && !own) throw Forbidden(STAFF_READ_ONLY);
  return { attempt: await settle(ctx, found), quiz, own };
}

/** GET /api/attempts/{attemptId} */
export async function getAttempt(ctx: DbContext, session: Session, attemptId: number): Promise<AttemptView> {
  const { attempt, quiz, own } = await openAttempt(ctx, session, attemptId, "read");
  return viewOf(ctx, attempt, quiz, !own);
}

/** The response must answer the question asked: its type, and options the question offers. */
function checkResponse(q: GradableQuestion, r: ResponseValue): void {
  if (r.type !== q.type) {
    throw Invalid("response", `This question takes a ${QUESTION_TYPE_LABELS[q.type].toLowerCase()} answer.`);
  }
  // The answer key lists the options shown, in the same order, with the same ids.
  const options = "options" in q ? q.options : [];
  const optionIds = new Set(options.map((o) => o.id));
  const picked = r.type === "multiple" ? r.optionIds : r.type === "single" || r.type === "twotier" ? [r.optionId] : [];
  if (picked.some((id) => id !== null && !optionIds.has(id)))
    throw Invalid("response", "Pick one of the options shown.");
  if (r.type === "twotier" && r.subOptionId !== null) {
    const option = options.find((o) => o.id === r.optionId);
    if (!option?.subOptions.some((s) => s.id === r.subOptionId)) {
      throw Invalid("response", "Pick one of the reasons shown for your answer.");
    }
  }
}

/** Someone else's attempt: its course's staff may read it (403 to a change), anyone else is told it does not exist. */
async function refuseOthers(ctx: DbContext, session: Session, quizId: number): Promise<never> {
  const { course } = await quizWithCourse(ctx, quizId);
  if (await isStaffOf(ctx, session, course)) throw Forbidden(STAFF_READ_ONLY);
  throw NotFound("That attempt");
}

/**
 * A save that wrote nothing: 409 when the attempt is submitted or past its deadline (which
 * submits it now), else a newer save is stored and its sequence number is the answer.
 */
async function refusedSave(ctx: DbContext, attemptId: number, questionKey: number, now: Date): Promise<number> {
  const why = await saveRefusal(ctx.db, attemptId, questionKey);
  if (!why) {
    forgetFrozenAttempt(ctx.db, attemptId);
    throw NotFound("That attempt");
  }
  if (why.status !== "in_progress") throw Conflict(why.submittedBy === "deadline" ? TIME_UP : SUBMITTED);
  if (why.deadlineAt && why.deadlineAt.getTime() <= now.getTime()) {
    await finishAttempt(ctx, attemptId, "deadline", now);
    throw Conflict(TIME_UP);
  }
  // Open and in time, yet not written: only a stored save as new or newer refuses it.
  if (why.storedSeq === null) throw new Error(`attempt ${attemptId}: a save was refused for no reason`);
  return why.storedSeq;
}

/**
 * PUT /api/attempts/{attemptId}/answers/{questionKey}: idempotent, never overwrites a newer save.
 * The hot path is one statement (ADR 0019, "Performance"): the owner, the question and the
 * response are checked against the attempt's frozen part held in memory, and the database
 * checks status, deadline and the session's token while it writes. The session may have been
 * looked up a moment ago (ADR 0073): every answer but a write first asks whether its token lives.
 */
export async function saveAnswer(
  ctx: DbContext,
  session: Session,
  attemptId: number,
  questionKey: number,
  body: AnswerSaveBody,
): Promise<AnswerSaved> {
  // A session no token stands behind (the demo seed's) has nothing to check.
  const tokenId = session.tokenId > 0 ? session.tokenId : null;
  const assertLive = async () => {
    if (tokenId !== null && !(await tokenIsLive(ctx.db, tokenId, session.user.id)))
      throw Unauthenticated(SESSION_ENDED);
  };
  try {
    return await storeAnswer(ctx, session, { attemptId, questionKey, tokenId, ...body }, assertLive);
  } catch (err) {
    await assertLive();
    throw err;
  }
}

async function storeAnswer(
  ctx: DbContext,
  session: Session,
  save: AnswerSave,
  assertLive: () => Promise<void>,
): Promise<AnswerSaved> {
  const { attemptId, questionKey, response, clientSeq } = save;
  authorize(session, "attempt.open", null, "Only students take quizzes.");
  const frozen = await frozenAttempt(ctx.db, attemptId);
  if (!frozen) throw NotFound("That attempt");
  if (frozen.userId !== session.user.id) return refuseOthers(ctx, session, frozen.quizId);
  const question = frozen.questions.get(questionKey);
  if (!question) throw NotFound("That question");
  checkResponse(question.grading, response);
  const now = new Date();
  let saved = await saveAnswerIfOpen(ctx.db, save, now);
  if (saved === null) {
    // Nothing written: the token may be why, and the refusal may submit the attempt at its deadline.
    await assertLive();
    saved = await refusedSave(ctx, attemptId, questionKey, now);
  }
  const practice = frozen.mode === "practice" && saved === clientSeq;
  const grade = practice ? gradeQuestion(question.grading, response, frozen.rules) : null;
  return {
    savedSeq: saved,
    feedback: grade
      ? {
          score: grade.score,
          maxScore: grade.maxScore,
          status: grade.status,
          correct: grade.correct,
          matchedRules: grade.matchedRules,
          explanationHtml: question.explanationHtml,
        }
      : null,
  };
}

/** POST /api/attempts/{attemptId}/submit: grades once; a repeated submit answers the stored result. */
export async function submitAttempt(ctx: DbContext, session: Session, attemptId: number): Promise<AttemptResult> {
  const { attempt } = await openAttempt(ctx, session, attemptId, "write");
  const done = attempt.status === "submitted" ? attempt : await finishAttempt(ctx, attempt.id, "student");
  const result = presentResult(
    await withQuestions(ctx.db, done),
    await listAnswers(ctx.db, done.id),
    await mayReview(ctx, done),
  );
  if (!result) throw new Error(`attempt ${done.id} has no result after submission`);
  return result;
}
