import type { ResultState } from "@tq/contract/quiz-records";

/**
 * Where a result stands for its student, and for everyone who reads it on the student's behalf
 * (their guardians): one rule, so the student's records and the guardian's page never disagree.
 */

/** What the rule reads of an attempt. */
export interface ResultFacts {
  status: string;
  releasedAt: Date | null;
  provisional: boolean | null;
}

export function stateOf(a: ResultFacts): ResultState {
  if (a.status !== "submitted") return "in_progress";
  if (a.releasedAt !== null) return "released";
  return a.provisional ? "awaiting_marking" : "held";
}

/** A shown score that a marker may still change (some answer waits for marking): flagged "Provisional". */
export function isProvisional(a: ResultFacts): boolean {
  return stateOf(a) === "released" && a.provisional === true;
}
