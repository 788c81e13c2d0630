import type {
  AnswerKey,
  AttemptMode,
  AttemptResult,
  AttemptStatus,
  AttemptView,
  PlayerQuestion,
  QuestionGrade,
  SavedAnswer,
} from "@tq/contract/quiz-attempts";
import type { AttemptQuestion } from "../../../db/schema/index.ts";
import type { AnswerRow, AttemptRow, AttemptWithQuestions } from "./attempt-repo.ts";
import type { QuizRow } from "./attempt-access.ts";

/** Attempt rows → the contract's shapes. Answer keys leave the server in preview and in a released result only. */

function answerKeyOf(q: AttemptQuestion): AnswerKey {
  const g = q.grading;
  const options = "options" in g ? g.options : [];
  return {
    correctOptionIds: options.filter((o) => o.correct).map((o) => o.id),
    correctSubOptionIds: options
      .filter((o) => o.correct)
      .flatMap((o) => o.subOptions.filter((s) => s.correct).map((s) => s.id)),
    answer: g.type === "truefalse" || g.type === "numeric" ? g.answer : null,
    tolerance: g.type === "numeric" ? g.tolerance : null,
    partialCredit: g.type === "multiple" ? g.partialCredit : null,
    firstTierMarks: g.type === "twotier" ? g.firstTierMarks : null,
    modelAnswerHtml: q.modelAnswerHtml,
    rules: "scheme" in g ? g.scheme.rules : "",
  };
}

export function presentQuestion(q: AttemptQuestion, withKeys: boolean): PlayerQuestion {
  return {
    key: q.key,
    sectionId: q.sectionId,
    sectionTitle: q.sectionTitle,
    type: q.grading.type,
    stemHtml: q.stemHtml,
    marks: q.grading.marks,
    options: q.options,
    unit: q.grading.type === "numeric" ? q.grading.unit : null,
    answerKey: withKeys ? answerKeyOf(q) : null,
    explanationHtml: withKeys ? q.explanationHtml : null,
  };
}

function presentAnswer(a: AnswerRow): SavedAnswer {
  return {
    questionKey: a.questionKey,
    response: a.response,
    clientSeq: a.clientSeq,
    flagged: a.flagged,
    savedAt: a.savedAt.toISOString(),
  };
}

/** The certified code: exam attempts only (practice and previews certify nothing). */
const codeOf = (a: AttemptRow) => (a.mode === "exam" ? a.verificationCode : null);

/**
 * One question's grade and its review (ADR 0023): the answer, key and explanation leave the
 * server only with a released result, so nothing of the key is seen while an exam is open or
 * its marks are held.
 */
function presentGrade(r: AnswerRow, q: AttemptQuestion | undefined, review: boolean): QuestionGrade {
  return {
    questionKey: r.questionKey,
    score: r.overrideScore ?? r.score ?? 0,
    maxScore: r.maxScore ?? 0,
    status: r.gradeStatus === "provisional" || r.gradeStatus === "pending" ? r.gradeStatus : "graded",
    correct: r.correct,
    response: r.response ?? null,
    answerKey: q && review ? answerKeyOf(q) : null,
    explanationHtml: q && review ? q.explanationHtml : null,
    comment: r.overrideScore !== null ? (r.overrideComment ?? "") : null,
  };
}

/**
 * A submitted attempt's result (null while in progress); scores and the review only once released.
 * `review` false: keys and explanations stay hidden (the student has an exam of this quiz open).
 */
export function presentResult(
  a: AttemptWithQuestions,
  answers: readonly AnswerRow[],
  review = true,
): AttemptResult | null {
  if (a.status !== "submitted" || !a.submittedAt) return null;
  const released = a.releasedAt !== null;
  const byKey = new Map(a.questions.map((q) => [q.key, q]));
  return {
    attemptId: a.id,
    submittedAt: a.submittedAt.toISOString(),
    submittedBy: a.submittedBy === "deadline" ? "deadline" : "student",
    released,
    score: released ? a.score : null,
    maxScore: released ? a.maxScore : null,
    percent: released ? a.percent : null,
    passed: released ? a.passed : null,
    provisional: released ? a.provisional : null,
    verificationCode: codeOf(a),
    questions: released ? answers.map((r) => presentGrade(r, byKey.get(r.questionKey), review)) : [],
  };
}

export function presentView(
  a: AttemptWithQuestions,
  quiz: QuizRow,
  answers: readonly AnswerRow[],
  opts: { readOnly: boolean; now: Date; review?: boolean },
): AttemptView {
  const open = a.status === "in_progress";
  const secondsLeft =
    a.deadlineAt && open ? Math.max(0, Math.floor((a.deadlineAt.getTime() - opts.now.getTime()) / 1000)) : null;
  return {
    id: a.id,
    quizId: a.quizId,
    quizTitle: quiz.title,
    instructionsHtml: quiz.instructionsRendered,
    mode: a.mode as AttemptMode,
    status: a.status as AttemptStatus,
    startedAt: a.startedAt.toISOString(),
    deadlineAt: a.deadlineAt?.toISOString() ?? null,
    secondsLeft,
    readOnly: opts.readOnly || !open,
    questions: a.questions.map((q) => presentQuestion(q, a.mode === "preview")),
    // Answers saved (rows written only by grading carry no response and are left out).
    answers: answers.filter((r) => r.response !== null || r.flagged).map(presentAnswer),
    result: presentResult(a, answers, opts.review ?? true),
  };
}
