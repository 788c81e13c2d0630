import { LRUCache } from "lru-cache";
import type { Db } from "../../../db/client.ts";
import type { AttemptQuestion, DrawEntry, FrozenQuestionContent } from "../../../db/schema/index.ts";
import { perDatabase } from "../../../lib/per-database.ts";
import { findFrozenQuestions, insertFrozenQuestions, type Runner } from "./attempt-repo.ts";
import { assembleQuestion, splitQuestion, type FrozenQuestion } from "./frozen-question.ts";

/**
 * An attempt's questions (ADR 0074): the one reader of what an attempt froze, and the one
 * writer of frozen questions. A frozen question never changes (its address is the hash of its
 * content), so this process keeps what it has read or written and never asks again: a start
 * writes each question once per edit, not once per student, and a reload reads no HTML.
 */

interface Store {
  /** Frozen contents by hash, the least recently used dropped first. */
  contents: LRUCache<string, FrozenQuestionContent>;
  /** The hashes this process has stored in this database, or is storing (the write's promise). */
  stored: LRUCache<string, Promise<void>>;
}

/** The characters of frozen HTML one database's cache may hold (each question counts 200 more). */
const BUDGET = 16_000_000;

function sizeOf(c: FrozenQuestionContent): number {
  let size = 200 + c.stemHtml.length + c.explanationHtml.length + c.modelAnswerHtml.length;
  for (const o of c.options) {
    size += o.html.length;
    for (const s of o.subOptions) size += s.html.length;
  }
  return size;
}

// One per database, as every cache about rows (lib/per-database.ts): what is stored is a fact
// about one database, even if a hash's content is the same everywhere.
const storeOf = perDatabase<Store>(() => ({
  contents: new LRUCache({ maxSize: BUDGET, sizeCalculation: sizeOf }),
  stored: new LRUCache({ max: 100_000 }),
}));

/**
 * Makes sure these frozen questions are stored before an attempt refers to them: one insert
 * for those this process has not stored yet, and a class starting together waits for the
 * first student's. Never inside a transaction: a write rolled back would be remembered.
 */
export async function storeFrozen(db: Db, frozen: readonly FrozenQuestion[]): Promise<void> {
  const store = storeOf(db);
  const pending: Promise<void>[] = [];
  const fresh: FrozenQuestion[] = [];
  for (const f of frozen) {
    if (!store.contents.has(f.hash)) store.contents.set(f.hash, f.content);
    const known = store.stored.get(f.hash);
    if (known) pending.push(known);
    else if (!fresh.some((x) => x.hash === f.hash)) fresh.push(f);
  }
  if (fresh.length > 0) {
    const write = insertFrozenQuestions(db, fresh);
    for (const f of fresh) store.stored.set(f.hash, write);
    // A failed write is not remembered: the next start writes again (this one sees the error).
    write.catch(() => {
      for (const f of fresh) if (store.stored.get(f.hash) === write) store.stored.delete(f.hash);
    });
    pending.push(write);
  }
  await Promise.all(pending);
}

/** Stores an attempt's questions (a re-grade's, a test's) and answers the draw that refers to them. */
export async function storeQuestions(db: Db, questions: readonly AttemptQuestion[]): Promise<DrawEntry[]> {
  const parts = questions.map(splitQuestion);
  await storeFrozen(
    db,
    parts.map((p) => p.frozen),
  );
  return parts.map((p) => p.entry);
}

/**
 * The questions `attempt` froze, in its order, as they were at its start. `runner`: the
 * transaction the caller holds (a submit's), which must read what it needs itself.
 */
export async function attemptQuestions(
  db: Db,
  attempt: { id: number; draw: readonly DrawEntry[] },
  runner: Runner = db,
): Promise<AttemptQuestion[]> {
  const { contents } = storeOf(db);
  const missing = [...new Set(attempt.draw.filter((e) => !contents.has(e.hash)).map((e) => e.hash))];
  const read = new Map<string, FrozenQuestionContent>();
  for (const row of await findFrozenQuestions(runner, missing)) {
    read.set(row.hash, row.content);
    contents.set(row.hash, row.content);
  }
  return attempt.draw.map((entry) => {
    const content = read.get(entry.hash) ?? contents.get(entry.hash);
    if (!content) throw new Error(`attempt ${attempt.id}: frozen question ${entry.hash} is missing`);
    return assembleQuestion(content, entry);
  });
}

/** An attempt row with its questions: what the presenters take. */
export async function withQuestions<T extends { id: number; draw: readonly DrawEntry[] }>(
  db: Db,
  attempt: T,
  runner: Runner = db,
): Promise<T & { questions: AttemptQuestion[] }> {
  return { ...attempt, questions: await attemptQuestions(db, attempt, runner) };
}
