import type { AuthoringQuestion } from "@tq/contract/quiz-authoring";
import type { Db } from "../../../db/client.ts";
import { perDatabase } from "../../../lib/per-database.ts";
import { loadQuestions } from "../authoring/question-read.ts";
import { listSections, listSelectors, poolCandidates } from "../authoring/section-repo.ts";

/**
 * What every attempt of a quiz starts from, kept in memory (issue #15, ADR 0070): its sections
 * in order, each with its fixed questions (rendered, with their keys) and its selectors with the
 * ids of the questions each may draw. Only this is shared; the draw and the shuffles are made for
 * each attempt (attempt-snapshot.ts).
 *
 * An entry is keyed by the quiz's subject and that subject's structure version, which the
 * database bumps in the same transaction as ANY write to the quiz's settings, sections,
 * selectors, questions, options, reasons or schemes, or to a question of the subject's pool
 * (triggers of migration 0011, cascades and direct SQL included): a start reads the version with
 * its quiz, so no process can be served a structure older than what it reads.
 */

export interface SelectorStructure {
  count: number;
  /** The selector's pool when the structure was read (section-repo's inPool). */
  candidates: readonly number[];
}

export interface SectionStructure {
  id: number;
  title: string;
  fixed: readonly AuthoringQuestion[];
  selectors: readonly SelectorStructure[];
}

export type QuizStructure = readonly SectionStructure[];

/** The characters of cached structures one database may hold; the least recently used go first. */
const BUDGET = 16_000_000;

interface Entry {
  subjectId: number;
  version: number;
  structure: Promise<QuizStructure>;
  weight: number;
}

interface Lru {
  entries: Map<number, Entry>;
  weight: number;
}

// One cache per database (as attempt-frozen-cache): tests and the bench open several in one
// process, whose quiz ids and versions overlap.
const lruOf = perDatabase<Lru>(() => ({ entries: new Map(), weight: 0 }));

/**
 * Reads the structure in one snapshot (repeatable read): sections, questions, selectors and pools
 * of one moment, never half of an authoring change. The number of queries does not depend on the
 * number of sections, questions or selectors.
 */
async function readStructure(db: Db, quiz: { id: number; subjectId: number }): Promise<QuizStructure> {
  return db.transaction(
    async (tx) => {
      const sections = await listSections(tx, quiz.id);
      const sectionIds = sections.map((s) => s.id);
      const fixed = await loadQuestions(tx, { sectionIds });
      const selectors = await listSelectors(tx, sectionIds);
      const pools = await poolCandidates(tx, quiz.subjectId, selectors);
      return sections.map((section) => ({
        id: section.id,
        title: section.title,
        fixed: fixed.filter((q) => q.sectionId === section.id),
        selectors: selectors
          .filter((s) => s.sectionId === section.id)
          .map((s) => ({ count: s.count, candidates: pools.get(s.id) ?? [] })),
      }));
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
}

function weightOf(structure: QuizStructure): number {
  let weight = 0;
  for (const section of structure) {
    weight += JSON.stringify(section.fixed).length;
    for (const s of section.selectors) weight += 8 * s.candidates.length;
  }
  return weight;
}

/**
 * The structure of `quiz` at `version` (its subject's, read with the quiz): from memory when
 * this process read it at that version, else read once however many starts ask at the same
 * moment (a class starting together waits for one read, not three hundred).
 */
export function quizStructure(
  db: Db,
  quiz: { id: number; subjectId: number },
  version: number | undefined,
): Promise<QuizStructure> {
  // No version read (an attempt written by the demo seed or a test): read now, keep nothing.
  if (version === undefined) return readStructure(db, quiz);
  const lru = lruOf(db);
  const hit = lru.entries.get(quiz.id);
  // An entry newer than the version asked is as good: it holds every change the caller saw.
  if (hit && hit.subjectId === quiz.subjectId && hit.version >= version) {
    // Most recently used last: a Map iterates in insertion order, so eviction takes the first.
    lru.entries.delete(quiz.id);
    lru.entries.set(quiz.id, hit);
    return hit.structure;
  }
  if (hit) drop(lru, quiz.id, hit);
  const entry: Entry = { subjectId: quiz.subjectId, version, structure: readStructure(db, quiz), weight: 0 };
  lru.entries.set(quiz.id, entry);
  entry.structure.then(
    (structure) => {
      if (lru.entries.get(quiz.id) !== entry) return;
      entry.weight = weightOf(structure);
      lru.weight += entry.weight;
      for (const [id, e] of lru.entries) {
        if (lru.weight <= BUDGET) break;
        drop(lru, id, e);
      }
    },
    // A failed read is not kept: the next start reads again (its own caller sees the error).
    () => {
      if (lru.entries.get(quiz.id) === entry) drop(lru, quiz.id, entry);
    },
  );
  return entry.structure;
}

function drop(lru: Lru, quizId: number, entry: Entry): void {
  lru.entries.delete(quizId);
  lru.weight -= entry.weight;
}
