import type { QuizKind } from "@tq/contract/quizzes";
import type { QuizTutorialRef } from "@tq/contract/quiz-catalog";
import type { MyRecord, RecordMode, StaffRecord, StudentQuizAttempts } from "@tq/contract/quiz-records";
import type { RecordRow } from "./records-repo.ts";
import { isProvisional, stateOf } from "./result-state.ts";

/** Shapes quiz records: the student's (scores only once released) and the staff's (always). */

type AttemptPart = RecordRow["attempt"];

const iso = (d: Date | null) => d?.toISOString() ?? null;

function placeOf(r: RecordRow) {
  return {
    quizId: r.quizId,
    quizTitle: r.quizTitle,
    kind: r.kind as QuizKind,
    courseId: r.courseId,
    courseTitle: r.courseTitle,
    courseLogoUrl: r.courseLogoUrl,
    subjectId: r.subjectId,
    subjectTitle: r.subjectTitle,
    chapterId: r.chapterId,
    chapterNumber: r.chapterNumber,
    chapterTitle: r.chapterTitle,
  };
}

/** Verification codes certify submitted exams only. */
const codeOf = (a: AttemptPart) => (a.mode === "exam" && a.status === "submitted" ? a.verificationCode : null);

/** The student's own record: a held or waiting result shows no score, as myAttempts does. */
export function presentMyRecord(r: RecordRow, firstTutorial: QuizTutorialRef | null): MyRecord {
  const a = r.attempt;
  const state = stateOf(a);
  const shown = state === "released";
  return {
    attemptId: a.id,
    ...placeOf(r),
    firstTutorial,
    mode: a.mode as RecordMode,
    status: a.status as MyRecord["status"],
    state,
    startedAt: a.startedAt.toISOString(),
    submittedAt: iso(a.submittedAt),
    score: shown ? a.score : null,
    maxScore: shown ? a.maxScore : null,
    percent: shown ? a.percent : null,
    passed: shown ? a.passed : null,
    provisional: isProvisional(a),
    verificationCode: codeOf(a),
  };
}

export function presentStaffRecord(r: RecordRow): StaffRecord {
  const a = r.attempt;
  return {
    attemptId: a.id,
    ...placeOf(r),
    studentId: a.userId,
    studentName: r.studentName,
    studentEmail: r.studentEmail,
    mode: a.mode as RecordMode,
    status: a.status as StaffRecord["status"],
    state: stateOf(a),
    startedAt: a.startedAt.toISOString(),
    submittedAt: iso(a.submittedAt),
    score: a.score,
    maxScore: a.maxScore,
    percent: a.percent,
    passed: a.passed,
    provisional: a.provisional === true,
    released: a.releasedAt !== null,
    verificationCode: codeOf(a),
  };
}

export function presentStudentAttempt(r: RecordRow): StudentQuizAttempts["attempts"][number] {
  const a = r.attempt;
  return {
    id: a.id,
    mode: a.mode as StudentQuizAttempts["attempts"][number]["mode"],
    status: a.status as StaffRecord["status"],
    state: stateOf(a),
    startedAt: a.startedAt.toISOString(),
    submittedAt: iso(a.submittedAt),
    score: a.score,
    maxScore: a.maxScore,
    percent: a.percent,
    passed: a.passed,
  };
}

/** The CSV's columns, in order: a heading and how each record fills it. */
export const CSV_COLUMNS: readonly [string, (r: StaffRecord) => string | number | null][] = [
  ["Attempt", (r) => r.attemptId],
  ["Course", (r) => r.courseTitle],
  ["Subject", (r) => r.subjectTitle],
  ["Chapter", (r) => (r.chapterNumber === null ? "" : `${r.chapterNumber}. ${r.chapterTitle ?? ""}`)],
  ["Quiz", (r) => r.quizTitle],
  ["Kind", (r) => r.kind],
  ["Student", (r) => r.studentName],
  ["Email", (r) => r.studentEmail],
  ["Mode", (r) => r.mode],
  ["Status", (r) => r.state],
  ["Started (UTC)", (r) => r.startedAt],
  ["Submitted (UTC)", (r) => r.submittedAt],
  ["Score", (r) => r.score],
  ["Max score", (r) => r.maxScore],
  ["Percent", (r) => r.percent],
  ["Passed", (r) => (r.passed === null ? "" : r.passed ? "yes" : "no")],
  ["Provisional", (r) => (r.provisional ? "yes" : "no")],
  ["Released", (r) => (r.released ? "yes" : "no")],
  ["Verification code", (r) => r.verificationCode],
];
