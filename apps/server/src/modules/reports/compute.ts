import { setImmediate as yieldToLoop } from "node:timers/promises";
import {
  REPORT_BANDS,
  type ComputedQuiz,
  type ComputedStudent,
  type CountedQuiz,
  type ReportableQuiz,
  type ReportComputed,
  type ScoreStats,
} from "@tq/contract/reports";

/**
 * The arithmetic of a report, pure (ADR 0030, 0043): weights normalised, a counted quiz not sat
 * counts 0 in the weighted total of a student who sat another (but not in that quiz's own
 * statistics); a student who sat none has no total ("not sat") and is left out of the class
 * figures, which are over the students who sat.
 * A class of 1,000 students × 50 quizzes is 50,000 cells: the loops hand the event loop back
 * every CHUNK cells so other requests are served while a big report computes.
 */

/** Cells per slice between yields: ~1 ms of work here (measured by bench/reports.ts). */
const CHUNK = 5_000;

const round2 = (n: number) => Math.round(n * 100) / 100;

export interface ComputeInput {
  /** The counted quizzes in report order, each with what the course says of it. */
  quizzes: readonly (CountedQuiz & { quiz: ReportableQuiz })[];
  students: readonly { userId: number; name: string; email: string }[];
  /** Best released percent per `${userId}:${quizId}`. */
  best: ReadonlyMap<string, number>;
  progress: ReadonlyMap<number, { completed: number; total: number }>;
  remarks: ReadonlyMap<number, string>;
}

/** Mean, median, min, max and the share at or above `passMark` (sorts `values` in place). */
export function statsOf(values: number[], passMark: number): ScoreStats {
  if (values.length === 0) return { counted: 0, mean: null, median: null, min: null, max: null, passRate: null };
  values.sort((a, b) => a - b);
  let sum = 0;
  let passed = 0;
  for (const v of values) {
    sum += v;
    if (v >= passMark) passed += 1;
  }
  const mid = values.length >> 1;
  const median = values.length % 2 === 1 ? (values[mid] ?? 0) : ((values[mid - 1] ?? 0) + (values[mid] ?? 0)) / 2;
  return {
    counted: values.length,
    mean: round2(sum / values.length),
    median: round2(median),
    min: round2(values[0] ?? 0),
    max: round2(values[values.length - 1] ?? 0),
    passRate: round2((100 * passed) / values.length),
  };
}

/** "0–9", …, "90–100". */
export function bandLabels(): string[] {
  const size = 100 / REPORT_BANDS;
  return Array.from({ length: REPORT_BANDS }, (_, i) =>
    i === REPORT_BANDS - 1 ? `${i * size}–100` : `${i * size}–${(i + 1) * size - 1}`,
  );
}

/** The class's figures over the weighted totals of the students who sat: statistics and bands. */
export function classFigures(
  totals: readonly number[],
  passMark: number,
): Pick<ReportComputed, "total" | "distribution"> {
  const labels = bandLabels();
  const counts = labels.map(() => 0);
  for (const t of totals) {
    const band = Math.min(REPORT_BANDS - 1, Math.floor(t / (100 / REPORT_BANDS)));
    counts[band] = (counts[band] ?? 0) + 1;
  }
  return {
    total: { ...statsOf([...totals], passMark), passMark },
    distribution: labels.map((band, i) => ({ band, students: counts[i] ?? 0 })),
  };
}

export async function computeReport(input: ComputeInput): Promise<ReportComputed> {
  const weightSum = input.quizzes.reduce((s, q) => s + q.weight, 0);
  // All weights 0 (a draft): every quiz counts alike, so the table still says something.
  const shares = input.quizzes.map((q) =>
    weightSum > 0 ? q.weight / weightSum : input.quizzes.length > 0 ? 1 / input.quizzes.length : 0,
  );
  const perQuiz: number[][] = input.quizzes.map(() => []);
  const totals: number[] = [];
  const students: ComputedStudent[] = [];
  let cells = 0;
  for (const s of input.students) {
    const scores: (number | null)[] = [];
    let total = 0;
    let sat = false;
    for (const [i, q] of input.quizzes.entries()) {
      const best = input.best.get(`${s.userId}:${q.quizId}`);
      scores.push(best ?? null);
      if (best !== undefined) {
        sat = true;
        perQuiz[i]?.push(best);
        total += best * (shares[i] ?? 0);
      }
      cells += 1;
      if (cells % CHUNK === 0) await yieldToLoop();
    }
    const weightedTotal = sat ? round2(total) : null;
    if (weightedTotal !== null) totals.push(weightedTotal);
    const p = input.progress.get(s.userId);
    students.push({
      userId: s.userId,
      name: s.name,
      email: s.email,
      scores,
      weightedTotal,
      tutorialsCompleted: p?.completed ?? 0,
      tutorialsTotal: p?.total ?? 0,
      remark: input.remarks.get(s.userId) ?? "",
      verificationCode: null,
    });
  }
  const quizzes: ComputedQuiz[] = input.quizzes.map((q, i) => ({
    ...q.quiz,
    weight: q.weight,
    share: Math.round((shares[i] ?? 0) * 10_000) / 10_000,
    stats: statsOf(perQuiz[i] ?? [], q.quiz.passPercent),
  }));
  // The overall pass mark is the quizzes' pass marks weighted alike.
  const passMark = round2(input.quizzes.reduce((m, q, i) => m + q.quiz.passPercent * (shares[i] ?? 0), 0));
  await yieldToLoop();
  return { quizzes, students, ...classFigures(totals, passMark) };
}
