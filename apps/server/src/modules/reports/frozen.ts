import type { ReportComputed } from "@tq/contract/reports";
import type { FrozenClassView } from "../../db/schema/reports.ts";
import { classFigures } from "./compute.ts";

/**
 * Reading a published report's frozen data, whichever shape it was frozen in (ADR 0043).
 * Version 2 (from issue #12 on) stores a not-sat student's total as null and class figures over
 * the students who sat. Reports frozen before stored 0 for a student who sat no counted quiz and
 * class figures over everyone: their lines are read with the same rule (no score at all: not
 * sat), and their class figures recomputed from the frozen lines. Nothing frozen is rewritten.
 */

/** The version this code freezes (stored in `assessment_reports.frozen`). */
export const FROZEN_VERSION = 2;

/** What is known of one frozen line. */
export interface FrozenLine {
  scores: (number | null)[] | null;
  weightedTotal: number | null;
}

/** A frozen line's weighted total: null (not sat) when the student has no score in any counted quiz. */
export function frozenTotal(line: FrozenLine): number | null {
  if (line.weightedTotal === null) return null;
  if (!line.scores || line.scores.every((s) => s === null)) return null;
  return line.weightedTotal;
}

/** Whether the class figures were frozen by the rule of version 2 (else they need the lines). */
export const isCurrent = (frozen: FrozenClassView | null): boolean => frozen?.version === FROZEN_VERSION;

/** The class view of a published report (figures over the students who sat), from its frozen data and lines. */
export function classView(
  frozen: FrozenClassView | null,
  lines: readonly FrozenLine[],
): Omit<ReportComputed, "students"> {
  if (!frozen) return { quizzes: [], ...classFigures([], 0) };
  if (isCurrent(frozen)) return { quizzes: frozen.quizzes, total: frozen.total, distribution: frozen.distribution };
  const totals = lines.map(frozenTotal).filter((t): t is number => t !== null);
  return { quizzes: frozen.quizzes, ...classFigures(totals, frozen.total.passMark) };
}
