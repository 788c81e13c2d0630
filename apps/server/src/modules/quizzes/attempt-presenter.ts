import type {
  AnswerKey,
  AttemptMode,
  AttemptResult,
  AttemptStatus,
  AttemptView,
  PlayerQuestion,
  SavedAnswer,
} from "@tq/contract/quiz-attempts";
import type { AttemptQuestion } from "../../db/schema/index.ts";
import type { AnswerRow, AttemptRow } from "./attempt-repo.ts";
import type { QuizRow } from "./attempt-access.ts";

/** Attempt rows → the contract's shapes. Answer keys leave the server in preview only. */

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

/** A submitted attempt's result (null while in progress); scores only once released. */
export function presentResult(a: AttemptRow, answers: readonly AnswerRow[]): AttemptResult | null {
  if (a.status !== "submitted" || !a.submittedAt) return null;
  const released = a.releasedAt !== null;
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
    questions: released
      ? answers.map((r) => ({
          questionKey: r.questionKey,
          score: r.overrideScore ?? r.score ?? 0,
          maxScore: r.maxScore ?? 0,
          status: r.gradeStatus === "provisional" || r.gradeStatus === "pending" ? r.gradeStatus : "graded",
          correct: r.correct,
        }))
      : [],
  };
}

export function presentView(
  a: AttemptRow,
  quiz: QuizRow,
  answers: readonly AnswerRow[],
  opts: { readOnly: boolean; now: Date },
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
    result: presentResult(a, answers),
  };
}
