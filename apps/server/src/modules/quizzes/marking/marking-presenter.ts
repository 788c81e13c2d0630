import type { MarkingItem, MarkOverride, StaffAttempt } from "@tq/contract/quiz-marking";
import type { ResponseValue } from "@tq/contract/quiz-questions";
import type { AttemptQuestion } from "../../../db/schema/index.ts";
import type { AnswerRow, AttemptWithQuestions } from "../taking/attempt-repo.ts";
import type { ItemRow } from "./marking-repo.ts";

/** Marking rows → the contract's shapes. */

export const textOf = (r: ResponseValue | null): string =>
  r && (r.type === "short" || r.type === "subjective") ? r.text : "";

const gradeStatusOf = (s: string | null) => (s === "graded" || s === "provisional" || s === "pending" ? s : null);

function overrideOf(a: AnswerRow, markerName: string | null): MarkOverride | null {
  if (a.overrideScore === null || !a.overrideAt) return null;
  return { score: a.overrideScore, comment: a.overrideComment ?? "", markerName, markedAt: a.overrideAt.toISOString() };
}

const markerNameOf = (r: ItemRow) => (r.markerFirst === null ? null : `${r.markerFirst} ${r.markerLast ?? ""}`.trim());

const schemeOf = (q: AttemptQuestion) =>
  "scheme" in q.grading ? { modelAnswerHtml: q.modelAnswerHtml, rules: q.grading.scheme.rules } : null;

export function presentItem(r: ItemRow): MarkingItem {
  const q = r.question;
  const a = r.answer;
  return {
    attemptId: a.attemptId,
    questionKey: a.questionKey,
    studentId: r.studentId,
    studentName: `${r.firstname} ${r.lastname}`.trim(),
    courseId: r.courseId,
    courseTitle: r.courseTitle,
    quizId: r.quizId,
    quizTitle: r.quizTitle,
    submittedAt: r.submittedAt?.toISOString() ?? "",
    type: q.grading.type === "short" ? "short" : "subjective",
    stemHtml: q.stemHtml,
    answerText: textOf(a.response),
    scheme: schemeOf(q) ?? { modelAnswerHtml: q.modelAnswerHtml, rules: "" },
    matchedRules: a.matchedRules ?? [],
    // A pending answer had no rules to go on: there is nothing to suggest.
    suggestedScore: a.gradeStatus === "pending" ? null : a.score,
    maxScore: a.maxScore ?? q.grading.marks,
    status: a.overrideScore === null ? "waiting" : "marked",
    override: overrideOf(a, markerNameOf(r)),
  };
}

export function presentStaffAttempt(
  a: AttemptWithQuestions,
  items: readonly ItemRow[],
  names: { studentName: string; quizTitle: string; courseTitle: string },
): StaffAttempt {
  const byKey = new Map(items.map((i) => [i.answer.questionKey, i]));
  return {
    id: a.id,
    quizId: a.quizId,
    quizTitle: names.quizTitle,
    courseTitle: names.courseTitle,
    studentId: a.userId,
    studentName: names.studentName,
    mode: a.mode === "practice" || a.mode === "preview" ? a.mode : "exam",
    status: a.status === "submitted" ? "submitted" : "in_progress",
    startedAt: a.startedAt.toISOString(),
    submittedAt: a.submittedAt?.toISOString() ?? null,
    score: a.score,
    maxScore: a.maxScore,
    percent: a.percent,
    passed: a.passed,
    provisional: a.provisional,
    released: a.releasedAt !== null,
    questions: a.questions.map((q) => {
      const item = byKey.get(q.key);
      const answer = item?.answer;
      return {
        key: q.key,
        sectionTitle: q.sectionTitle,
        type: q.grading.type,
        stemHtml: q.stemHtml,
        options: q.options,
        response: answer?.response ?? null,
        score: answer?.score ?? null,
        maxScore: answer?.maxScore ?? q.grading.marks,
        gradeStatus: gradeStatusOf(answer?.gradeStatus ?? null),
        correct: answer?.correct ?? null,
        matchedRules: answer?.matchedRules ?? [],
        scheme: schemeOf(q),
        override: answer && item ? overrideOf(answer, markerNameOf(item)) : null,
      };
    }),
  };
}
