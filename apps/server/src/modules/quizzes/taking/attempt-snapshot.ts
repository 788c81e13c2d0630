import { randomInt } from "node:crypto";
import type { AuthoredOption, AuthoringQuestion } from "@tq/contract/quiz-authoring";
import type { Db } from "../../../db/client.ts";
import type { AttemptQuestion, DrawEntry } from "../../../db/schema/index.ts";
import type { GradableOption, GradableQuestion } from "../grading/grade.ts";
import type { QuizRow } from "./attempt-access.ts";
import { loadQuestions } from "../authoring/question-read.ts";
import { quizStructure } from "./attempt-structure.ts";
import { assembleQuestion, frozenOf, type FrozenQuestion } from "./frozen-question.ts";

/**
 * The frozen questions of a new attempt: each section's fixed questions, then what its
 * selectors draw at random from the pool, shuffled within the section and with shuffled
 * options when the quiz says so (ADR 0019). The structure they come from is shared (ADR 0070),
 * and so is each question's frozen content, stored once (ADR 0074); the draws and shuffles are
 * each attempt's own.
 */

function shuffled<T>(items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

function gradable(q: AuthoringQuestion, options: AuthoredOption[]): GradableQuestion {
  const marking = { marks: q.marks, negativeMarks: q.negativeMarks };
  const keys: GradableOption[] = options.map((o) => ({
    id: o.id,
    correct: o.correct,
    subOptions: o.subOptions.map((s) => ({ id: s.id, correct: s.correct })),
  }));
  switch (q.type) {
    case "single":
      return { ...marking, type: q.type, options: keys };
    case "multiple":
      return { ...marking, type: q.type, options: keys, partialCredit: q.partialCredit };
    case "truefalse":
      return { ...marking, type: q.type, answer: q.answer };
    case "numeric":
      return { ...marking, type: q.type, answer: q.answer, tolerance: q.tolerance, unit: q.unit };
    case "short":
    case "subjective":
      return { ...marking, type: q.type, scheme: { rules: q.scheme.rules } };
    case "twotier":
      return { ...marking, type: q.type, options: keys, firstTierMarks: q.firstTierMarks };
  }
}

/** What `q` shows and grades under `section`, options in their authored order: shared by every attempt. */
function contentOf(q: AuthoringQuestion, section: { id: number; title: string }): Omit<AttemptQuestion, "key"> {
  const options = "options" in q ? q.options : [];
  return {
    questionId: q.id,
    // Drawn questions belong to other quizzes' sections: the attempt shows them under this one.
    sectionId: section.id,
    sectionTitle: section.title,
    stemHtml: q.stemRendered,
    explanationHtml: q.explanationRendered,
    modelAnswerHtml: "scheme" in q ? q.scheme.modelAnswerRendered : "",
    options: options.map((o) => ({
      id: o.id,
      html: o.rendered,
      subOptions: o.subOptions.map((s) => ({ id: s.id, html: s.rendered })),
    })),
    grading: gradable(q, options),
  };
}

// A structure's questions are the same objects for every start of its version: each is frozen
// and hashed once, not once per student (drawn questions are read per start, so per start).
const frozenMemo = new WeakMap<AuthoringQuestion, Map<string, FrozenQuestion>>();

function frozenFor(q: AuthoringQuestion, section: { id: number; title: string }): FrozenQuestion {
  let bySection = frozenMemo.get(q);
  if (!bySection) {
    bySection = new Map();
    frozenMemo.set(q, bySection);
  }
  const key = `${section.id}\n${section.title}`;
  let frozen = bySection.get(key);
  if (!frozen) {
    frozen = frozenOf(contentOf(q, section));
    bySection.set(key, frozen);
  }
  return frozen;
}

/** `count` ids of `candidates` at random, none of `taken` (which gains them): one selector's draw. */
export function drawAtRandom(candidates: readonly number[], count: number, taken: Set<number>): number[] {
  const open = candidates.filter((id) => !taken.has(id));
  // The first `count` places of a Fisher–Yates shuffle: every subset equally likely.
  const n = Math.min(count, open.length);
  for (let i = 0; i < n; i += 1) {
    const j = i + randomInt(open.length - i);
    [open[i], open[j]] = [open[j] as number, open[i] as number];
  }
  const drawn = open.slice(0, n);
  for (const id of drawn) taken.add(id);
  return drawn;
}

/** A new attempt's questions: as the player shows them, the draw that stores them, and what it refers to. */
export interface Snapshot {
  questions: AttemptQuestion[];
  draw: DrawEntry[];
  frozen: FrozenQuestion[];
}

/**
 * Draws and freezes the questions of a new attempt of `quiz`, from its structure at `version`
 * (cached: attempt-structure.ts; none given, read afresh). Only the drawn questions are read, all
 * selectors' at once.
 */
export async function buildSnapshot(db: Db, quiz: QuizRow, version?: number): Promise<Snapshot> {
  const structure = await quizStructure(db, quiz, version);
  const taken = new Set<number>();
  const draws = structure.map((section) => section.selectors.map((s) => drawAtRandom(s.candidates, s.count, taken)));
  // In the order questions are read (section position, question position), as each selector's were before.
  const drawn = taken.size > 0 ? await loadQuestions(db, { questionIds: [...taken] }) : [];
  const snapshot: Snapshot = { questions: [], draw: [], frozen: [] };
  structure.forEach((section, i) => {
    const picked = [...section.fixed];
    for (const ids of draws[i] ?? []) picked.push(...drawn.filter((q) => ids.includes(q.id)));
    const ordered = quiz.shuffleQuestions ? shuffled(picked) : picked;
    for (const q of ordered) {
      const frozen = frozenFor(q, section);
      const authored = "options" in q ? q.options.map((o) => o.id) : [];
      const entry: DrawEntry = {
        key: snapshot.draw.length + 1,
        hash: frozen.hash,
        optionOrder: quiz.shuffleOptions ? shuffled(authored) : authored,
      };
      snapshot.questions.push(assembleQuestion(frozen.content, entry));
      snapshot.draw.push(entry);
      snapshot.frozen.push(frozen);
    }
  });
  return snapshot;
}
