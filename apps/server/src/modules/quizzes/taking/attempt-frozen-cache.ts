import type { AttemptMode } from "@tq/contract/quiz-attempts";
import type { Db } from "../../../db/client.ts";
import type { AttemptRules } from "../../../db/schema/index.ts";
import type { GradableQuestion } from "../grading/grade.ts";
import { perDatabase } from "../../../lib/per-database.ts";
import { attemptQuestions } from "./attempt-questions.ts";
import { findFrozenAttempt, type AttemptWithQuestions } from "./attempt-repo.ts";

/**
 * What an answer save needs of its attempt, kept in memory: the owner, the mode, the rules and
 * each question's answer key. All of it is frozen at the start (ADR 0019), so an entry is never
 * stale and needs no invalidation, in this process or any other; what does change (status,
 * deadline) is checked by the save's own statement. Without it every save read the attempt's
 * questions (their rendered HTML: ~40 KB for five questions).
 */

export interface FrozenQuestion {
  grading: GradableQuestion;
  /** Practice only (feedback after each save); empty otherwise, so exam entries stay small. */
  explanationHtml: string;
}

export interface FrozenAttempt {
  userId: number;
  quizId: number;
  mode: AttemptMode;
  rules: AttemptRules;
  questions: Map<number, FrozenQuestion>;
}

/** The memory an entry may hold, in characters of HTML (each question counts as 200 more). */
const BUDGET = 8_000_000;
const QUESTION_WEIGHT = 200;

interface Lru {
  entries: Map<number, { value: FrozenAttempt; weight: number }>;
  weight: number;
}

// One cache per database: the benchmark (and tests) run several databases in one process, whose attempt ids overlap.
const lruOf = perDatabase<Lru>(() => ({ entries: new Map(), weight: 0 }));

/** The frozen part of an attempt (from memory when this process has seen it); undefined when there is no such attempt. */
export async function frozenAttempt(db: Db, attemptId: number): Promise<FrozenAttempt | undefined> {
  const lru = lruOf(db);
  const hit = lru.entries.get(attemptId);
  if (hit) {
    // Most recently used last: a Map iterates in insertion order, so eviction takes the first.
    lru.entries.delete(attemptId);
    lru.entries.set(attemptId, hit);
    return hit.value;
  }
  const row = await findFrozenAttempt(db, attemptId);
  if (!row) return undefined;
  return remember(lru, attemptId, { ...row, questions: await attemptQuestions(db, { id: attemptId, draw: row.draw }) });
}

/**
 * Keeps an open attempt this process has just read whole (started, resumed, reloaded): the
 * player's saves follow, and then cost no snapshot read at all.
 */
export function rememberFrozenAttempt(db: Db, row: Pick<AttemptWithQuestions, FrozenColumns | "id" | "status">): void {
  if (row.status === "in_progress") remember(lruOf(db), row.id, row);
}

type FrozenColumns = "userId" | "quizId" | "mode" | "rules" | "questions";

function remember(lru: Lru, attemptId: number, row: Pick<AttemptWithQuestions, FrozenColumns>): FrozenAttempt {
  // Another request may have loaded it meanwhile: keep one entry (and count its weight once).
  const known = lru.entries.get(attemptId);
  if (known) return known.value;
  const practice = row.mode === "practice";
  const value: FrozenAttempt = {
    userId: row.userId,
    quizId: row.quizId,
    mode: row.mode as AttemptMode,
    rules: row.rules,
    questions: new Map(
      row.questions.map((q) => [q.key, { grading: q.grading, explanationHtml: practice ? q.explanationHtml : "" }]),
    ),
  };
  let weight = 0;
  for (const q of value.questions.values()) weight += QUESTION_WEIGHT + q.explanationHtml.length;
  lru.entries.set(attemptId, { value, weight });
  lru.weight += weight;
  for (const [id, entry] of lru.entries) {
    if (lru.weight <= BUDGET) break;
    lru.entries.delete(id);
    lru.weight -= entry.weight;
  }
  return value;
}

/** Drops an attempt that no longer exists (deleted with its quiz or its student). */
export function forgetFrozenAttempt(db: Db, attemptId: number): void {
  const lru = lruOf(db);
  const entry = lru.entries.get(attemptId);
  if (!entry) return;
  lru.entries.delete(attemptId);
  lru.weight -= entry.weight;
}
