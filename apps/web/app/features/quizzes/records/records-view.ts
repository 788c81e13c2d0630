import type { MyRecord, ResultState } from "@tq/contract/quiz-records";
import { playerHref, withAttempt, type QuizPlace } from "../taking/taking-links.ts";

/** The student's records screens: filters, order, per-quiz summaries and links (pure). */

export const STATE_LABELS: Record<ResultState, string> = {
  in_progress: "In progress",
  awaiting_marking: "Awaiting marking",
  held: "Held until released",
  released: "Released",
};

export interface MyRecordFilters {
  courseId: number | null;
  subjectId: number | null;
  state: ResultState | null;
  order: "newest" | "oldest";
}

export const NO_FILTERS: MyRecordFilters = { courseId: null, subjectId: null, state: null, order: "newest" };

/** The records the filters keep, by start date (newest or oldest first). */
export function filterRecords(records: readonly MyRecord[], f: MyRecordFilters): MyRecord[] {
  const kept = records.filter(
    (r) =>
      (f.courseId === null || r.courseId === f.courseId) &&
      (f.subjectId === null || r.subjectId === f.subjectId) &&
      (f.state === null || r.state === f.state),
  );
  const sign = f.order === "newest" ? -1 : 1;
  return kept.sort((a, b) => sign * (Date.parse(a.startedAt) - Date.parse(b.startedAt) || a.attemptId - b.attemptId));
}

/** The distinct courses and subjects the records come from (the filters' choices), by title. */
export function choicesOf(records: readonly MyRecord[], courseId: number | null) {
  const courses = new Map<number, string>();
  const subjects = new Map<number, string>();
  for (const r of records) {
    courses.set(r.courseId, r.courseTitle);
    if (courseId === null || r.courseId === courseId) subjects.set(r.subjectId, r.subjectTitle);
  }
  const sorted = (m: Map<number, string>) =>
    [...m].map(([id, title]) => ({ value: String(id), label: title })).sort((a, b) => a.label.localeCompare(b.label));
  return { courses: sorted(courses), subjects: sorted(subjects) };
}

export interface QuizSummary {
  quizId: number;
  quizTitle: string;
  courseTitle: string;
  subjectTitle: string;
  /** Counted (exam) attempts. */
  attempts: number;
  /** The best released exam result. */
  best: MyRecord | null;
  /** The latest attempt of any mode. */
  last: MyRecord;
}

/** One line per quiz (subjectrecordview): attempts counted, the best released exam, the latest attempt. */
export function quizSummaries(records: readonly MyRecord[]): QuizSummary[] {
  const byQuiz = new Map<number, MyRecord[]>();
  for (const r of records) byQuiz.set(r.quizId, [...(byQuiz.get(r.quizId) ?? []), r]);
  return [...byQuiz.values()].map((list) => {
    const newest = [...list].sort(
      (a, b) => Date.parse(b.startedAt) - Date.parse(a.startedAt) || b.attemptId - a.attemptId,
    );
    const exams = list.filter((r) => r.mode === "exam");
    let best: MyRecord | null = null;
    for (const r of exams) if (r.percent !== null && (best === null || r.percent > (best.percent ?? -1))) best = r;
    const last = newest[0] as MyRecord;
    return {
      quizId: last.quizId,
      quizTitle: last.quizTitle,
      courseTitle: last.courseTitle,
      subjectTitle: last.subjectTitle,
      attempts: exams.length,
      best,
      last,
    };
  });
}

function placeOf(r: MyRecord): QuizPlace {
  return {
    quizId: r.quizId,
    quizTitle: r.quizTitle,
    kind: r.kind,
    courseId: r.courseId,
    courseTitle: r.courseTitle,
    courseLogoUrl: r.courseLogoUrl,
    subjectId: r.subjectId,
    subjectTitle: r.subjectTitle,
    chapterId: r.chapterId,
    chapterTitle: r.chapterTitle,
    firstTutorial: r.firstTutorial,
  };
}

/** The player: review a submitted attempt, or go back to one in progress (the player resumes it). */
export function recordHref(r: MyRecord): string {
  return withAttempt(playerHref(placeOf(r), r.status === "in_progress" ? r.mode : "review"), r.attemptId);
}
