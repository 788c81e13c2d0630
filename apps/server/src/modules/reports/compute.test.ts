import { describe, expect, it } from "vitest";
import type { ReportableQuiz } from "@tq/contract/reports";
import { computeReport, type ComputeInput } from "./compute.ts";

/** The class figures count only the students who sat a counted quiz (issue #12, ADR 0043). */

const quiz = (quizId: number, passPercent = 50): ReportableQuiz => ({
  quizId,
  title: `Quiz ${quizId}`,
  kind: "chapter",
  subjectTitle: "Subject",
  chapterTitle: "Chapter",
  passPercent,
});

function input(best: Record<string, number>, students = [1, 2, 3, 4]): ComputeInput {
  return {
    quizzes: [
      { quizId: 10, weight: 1, quiz: quiz(10) },
      { quizId: 20, weight: 1, quiz: quiz(20) },
    ],
    students: students.map((userId) => ({ userId, name: `Student ${userId}`, email: `s${userId}@example.com` })),
    best: new Map(Object.entries(best)),
    progress: new Map(),
    remarks: new Map(),
  };
}

describe("computeReport", () => {
  it("gives a student who sat no counted quiz no total (not sat), and leaves them out of the class figures", async () => {
    // 1 sat both, 2 sat one (the other counts 0), 3 and 4 sat nothing.
    const c = await computeReport(input({ "1:10": 80, "1:20": 60, "2:10": 90 }));
    expect(c.students.map((s) => [s.userId, s.weightedTotal])).toEqual([
      [1, 70],
      [2, 45],
      [3, null],
      [4, null],
    ]);
    expect(c.total).toEqual({ counted: 2, mean: 57.5, median: 57.5, min: 45, max: 70, passRate: 50, passMark: 50 });
    // Two students in the bands, none in 0–9 for the two who never sat.
    expect(c.distribution.reduce((n, d) => n + d.students, 0)).toBe(2);
    expect(c.distribution.find((d) => d.band === "0–9")?.students).toBe(0);
    expect(c.distribution.find((d) => d.band === "40–49")?.students).toBe(1);
    expect(c.distribution.find((d) => d.band === "70–79")?.students).toBe(1);
  });

  it("keeps a quiz's own figures over the students who sat that quiz", async () => {
    const c = await computeReport(input({ "1:10": 80, "1:20": 60, "2:10": 90 }));
    expect(c.quizzes[0]?.stats).toMatchObject({ counted: 2, mean: 85 });
    expect(c.quizzes[1]?.stats).toMatchObject({ counted: 1, mean: 60 });
  });

  it("counts a score of 0 as sat: a student who sat and scored nothing is in the class figures", async () => {
    const c = await computeReport(input({ "1:10": 0 }, [1, 2]));
    expect(c.students.map((s) => s.weightedTotal)).toEqual([0, null]);
    expect(c.total).toMatchObject({ counted: 1, mean: 0, passRate: 0 });
    expect(c.distribution.find((d) => d.band === "0–9")?.students).toBe(1);
  });

  it("has no class figures when nobody sat", async () => {
    const c = await computeReport(input({}, [1, 2]));
    expect(c.students.map((s) => s.weightedTotal)).toEqual([null, null]);
    expect(c.total).toEqual({
      counted: 0,
      mean: null,
      median: null,
      min: null,
      max: null,
      passRate: null,
      passMark: 50,
    });
    expect(c.distribution.every((d) => d.students === 0)).toBe(true);
  });
});
