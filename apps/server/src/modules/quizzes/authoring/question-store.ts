import type { QuestionData } from "@tq/contract/quiz-questions";
import type { Db } from "../../../db/client.ts";
import type { QuestionExtra } from "../../../db/schema/index.ts";
import { Invalid } from "../../../lib/errors.ts";
import * as repo from "./question-repo.ts";
import { rich } from "./rich-text.ts";

/**
 * A question's storage: QuestionData (the contract's answer-keyed question) to rows (reading: question-read.ts;
 * the SQL: question-repo.ts).
 * Used by the authoring API, the demo seed and the test factory, so all three store alike.
 */

type OptionData = { id?: number; html: string; correct: boolean; subOptions: SubOptionData[] };
type SubOptionData = { id?: number; html: string; correct: boolean };

function extraOf(q: QuestionData): QuestionExtra {
  switch (q.type) {
    case "multiple":
      return { partialCredit: q.partialCredit };
    case "truefalse":
      return { answer: q.answer };
    case "numeric":
      return { answer: q.answer, tolerance: q.tolerance, unit: q.unit.trim() };
    case "twotier":
      return { firstTierMarks: q.firstTierMarks };
    default:
      return {};
  }
}

const optionsOf = (q: QuestionData): OptionData[] =>
  q.type === "single" || q.type === "multiple" || q.type === "twotier" ? q.options : [];

/** The columns a question's own row takes from its data. */
function questionColumns(q: QuestionData): repo.QuestionColumns {
  const stem = rich(q.stemHtml);
  const explanation = rich(q.explanationHtml);
  return {
    type: q.type,
    stemHtml: stem.html,
    stemRendered: stem.rendered,
    marks: q.marks,
    negativeMarks: q.negativeMarks,
    explanationHtml: explanation.html,
    explanationRendered: explanation.rendered,
    levelId: q.levelId,
    difficulty: q.difficulty,
    data: extraOf(q),
  };
}

/** Stores a new question last in its section (or at `position`); answers its id. */
export async function insertQuestion(
  db: Db,
  sectionId: number,
  q: QuestionData & { title?: string | null },
  position?: number,
): Promise<number> {
  return db.transaction(async (tx) => {
    // A bank's name or the one the editor gave; null when none (ADR 0024).
    const id = await repo.insertQuestionRow(tx, sectionId, { ...questionColumns(q), title: q.title ?? null }, position);
    await writeOptions(tx, id, optionsOf(q));
    await writeScheme(tx, id, q);
    return id;
  });
}

/**
 * Replaces a question's content if it is still at `baseRevision` (its revision bumps);
 * options and reasons sent with their ids keep them. Answers false on a revision conflict.
 */
export async function replaceQuestion(
  db: Db,
  id: number,
  q: QuestionData & { title?: string | null },
  baseRevision: number,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    // A body without a title keeps the stored one (older clients, the sub-option screens).
    const title = q.title === undefined ? {} : { title: q.title };
    if (!(await repo.updateQuestionRow(tx, id, { ...questionColumns(q), ...title }, baseRevision))) return false;
    await writeOptions(tx, id, optionsOf(q));
    await writeScheme(tx, id, q);
    return true;
  });
}

/** Updates the kept rows (by id, which must be one of the owner's), inserts the new, deletes the rest. */
async function syncRows<T extends { id?: number }>(
  existingIds: readonly number[],
  items: readonly T[],
  field: string,
  write: (item: T, position: number, keepId: number | null) => Promise<number>,
): Promise<number[]> {
  const known = new Set(existingIds);
  const kept: number[] = [];
  for (const [i, item] of items.entries()) {
    if (item.id !== undefined && !known.has(item.id)) {
      throw Invalid(`${field}.${i}.id`, "This item belongs to another question; reload and try again.");
    }
    kept.push(await write(item, i + 1, item.id ?? null));
  }
  return kept;
}

async function writeOptions(db: Db, questionId: number, options: readonly OptionData[]): Promise<void> {
  const kept = await syncRows(
    await repo.optionIdsOf(db, questionId),
    options,
    "options",
    async (o, position, keepId) => {
      const html = rich(o.html);
      const values = { html: html.html, rendered: html.rendered, correct: o.correct, position };
      let id = keepId;
      if (id === null) {
        id = await repo.insertOption(db, questionId, values);
      } else {
        await repo.updateOption(db, id, values);
      }
      await writeSubOptions(db, id, o.subOptions);
      return id;
    },
  );
  await repo.deleteOptionsBut(db, questionId, kept);
}

/** Replaces one option's reasons (two-tier), keeping those sent with their ids. */
export async function writeSubOptions(db: Db, optionId: number, subOptions: readonly SubOptionData[]): Promise<void> {
  const kept = await syncRows(
    await repo.subOptionIdsOf(db, optionId),
    subOptions,
    "subOptions",
    async (s, position, keepId) => {
      const html = rich(s.html);
      const values = { html: html.html, rendered: html.rendered, correct: s.correct, position };
      if (keepId !== null) {
        await repo.updateSubOption(db, keepId, values);
        return keepId;
      }
      return repo.insertSubOption(db, optionId, values);
    },
  );
  await repo.deleteSubOptionsBut(db, optionId, kept);
}

/** Short and subjective questions keep a scheme; a question of another type has none. */
async function writeScheme(db: Db, questionId: number, q: QuestionData): Promise<void> {
  if (q.type !== "short" && q.type !== "subjective") {
    await repo.deleteScheme(db, questionId);
    return;
  }
  await saveScheme(db, questionId, q.scheme);
}

/** Stores a marking scheme (model answer sanitized and rendered, rules as written). */
export async function saveScheme(db: Db, questionId: number, scheme: { modelAnswerHtml: string; rules: string }) {
  const model = rich(scheme.modelAnswerHtml);
  const values = {
    modelAnswerHtml: model.html,
    modelAnswerRendered: model.rendered,
    rules: scheme.rules,
    updatedAt: new Date(),
  };
  await repo.upsertScheme(db, questionId, values);
}
