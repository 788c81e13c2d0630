import { describe, expect, it } from "vitest";
import type { MyRecord } from "@tq/contract/quiz-records";
import { choicesOf, filterRecords, NO_FILTERS, quizSummaries, recordHref } from "./records-view.ts";

const record = (over: Partial<MyRecord>): MyRecord => ({
  attemptId: 1,
  quizId: 10,
  quizTitle: "Forces check",
  kind: "chapter",
  courseId: 1,
  courseTitle: "Mechanics",
  courseLogoUrl: null,
  subjectId: 5,
  subjectTitle: "Dynamics",
  chapterId: 7,
  chapterNumber: 1,
  chapterTitle: "Newton's laws",
  firstTutorial: { tutorialId: 3, title: "First law", levelId: 2, difficulty: 1 },
  mode: "exam",
  status: "submitted",
  state: "released",
  startedAt: "2026-03-01T10:00:00.000Z",
  submittedAt: "2026-03-01T10:20:00.000Z",
  score: 5,
  maxScore: 10,
  percent: 50,
  passed: true,
  provisional: false,
  verificationCode: "ABCDEFGHJKLM",
  ...over,
});

const a = record({ attemptId: 1, startedAt: "2026-03-01T10:00:00.000Z" });
const b = record({ attemptId: 2, startedAt: "2026-03-03T10:00:00.000Z", state: "held", percent: null, score: null });
const c = record({
  attemptId: 3,
  quizId: 11,
  courseId: 2,
  courseTitle: "Algebra",
  subjectId: 6,
  subjectTitle: "Equations",
  startedAt: "2026-03-02T10:00:00.000Z",
});

describe("the student's records", () => {
  it("filters by course, subject and state, and sorts by date either way", () => {
    expect(filterRecords([a, b, c], NO_FILTERS).map((r) => r.attemptId)).toEqual([2, 3, 1]);
    expect(filterRecords([a, b, c], { ...NO_FILTERS, order: "oldest" }).map((r) => r.attemptId)).toEqual([1, 3, 2]);
    expect(filterRecords([a, b, c], { ...NO_FILTERS, courseId: 1 }).map((r) => r.attemptId)).toEqual([2, 1]);
    expect(filterRecords([a, b, c], { ...NO_FILTERS, subjectId: 6 }).map((r) => r.attemptId)).toEqual([3]);
    expect(filterRecords([a, b, c], { ...NO_FILTERS, state: "held" }).map((r) => r.attemptId)).toEqual([2]);
  });

  it("offers the courses present, and the subjects of the chosen course", () => {
    expect(choicesOf([a, b, c], null).courses.map((x) => x.label)).toEqual(["Algebra", "Mechanics"]);
    expect(choicesOf([a, b, c], 1).subjects).toEqual([{ value: "5", label: "Dynamics" }]);
  });

  it("summarizes each quiz: exams counted, the best released result, the latest attempt", () => {
    const practice = record({ attemptId: 4, mode: "practice", percent: 90, startedAt: "2026-03-04T10:00:00.000Z" });
    const [first] = quizSummaries([a, b, practice]);
    expect(first).toMatchObject({ quizId: 10, attempts: 2 });
    expect(first?.best?.attemptId).toBe(1);
    expect(first?.last.attemptId).toBe(4);
  });

  it("links a submitted attempt to its review and an open one to the player", () => {
    expect(recordHref(a)).toMatch(/^\/chapterquizview\/10\/review\/0\/3\/.+\?attempt=1$/);
    const subject = record({ kind: "subject", chapterId: null, chapterTitle: null, attemptId: 9 });
    expect(recordHref(subject)).toBe("/subjectquizview?quiz=10&mode=review&attempt=9");
    expect(recordHref(record({ status: "in_progress", state: "in_progress", mode: "practice" }))).toContain(
      "/practice/",
    );
  });
});
