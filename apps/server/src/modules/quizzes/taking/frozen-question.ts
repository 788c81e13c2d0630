import { createHash } from "node:crypto";
import type { AttemptQuestion, DrawEntry, FrozenQuestionContent } from "../../../db/schema/index.ts";

/**
 * A frozen question is stored once for every attempt that drew it as it was (ADR 0074): its
 * content is the attempt's entry without the key, its options (and their answer keys) in order
 * of id, addressed by the SHA-256 of its text; each attempt keeps its key and option order. No
 * database here: attempt-questions.ts reads and writes, migration 0014 did the same in SQL.
 */

export interface FrozenQuestion {
  hash: string;
  content: FrozenQuestionContent;
}

const byId = <T extends { id: number }>(a: T, b: T) => a.id - b.id;

/**
 * jsonb's text form (keys by length, then bytes; ", " and ": "), so the server and the SQL of
 * migration 0014 (`sha256(convert_to(content::text, 'UTF8'))`) give one content one address.
 * Numbers as JSON writes them: the same as jsonb's for every mark, id and tolerance we store.
 */
export function jsonbText(value: unknown): string {
  if (value === null || typeof value !== "object") return JSON.stringify(value) ?? "null";
  if (Array.isArray(value)) return `[${value.map(jsonbText).join(", ")}]`;
  const entries = Object.entries(value).filter(([, v]) => v !== undefined);
  entries.sort(
    ([a], [b]) => Buffer.byteLength(a) - Buffer.byteLength(b) || Buffer.compare(Buffer.from(a), Buffer.from(b)),
  );
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}: ${jsonbText(v)}`).join(", ")}}`;
}

export const hashOf = (content: FrozenQuestionContent): string =>
  createHash("sha256").update(jsonbText(content)).digest("hex");

/** The content of `q` as every attempt that drew it shares it, and its address. */
export function frozenOf(q: Omit<AttemptQuestion, "key">): FrozenQuestion {
  const { grading } = q;
  const content: FrozenQuestionContent = {
    questionId: q.questionId,
    sectionId: q.sectionId,
    sectionTitle: q.sectionTitle,
    stemHtml: q.stemHtml,
    explanationHtml: q.explanationHtml,
    modelAnswerHtml: q.modelAnswerHtml,
    options: [...q.options].sort(byId),
    grading: "options" in grading ? { ...grading, options: [...grading.options].sort(byId) } : grading,
  };
  return { hash: hashOf(content), content };
}

/** Splits an attempt's question into what is shared and what is the attempt's own. */
export function splitQuestion(q: AttemptQuestion): { frozen: FrozenQuestion; entry: DrawEntry } {
  const { key, ...rest } = q;
  const frozen = frozenOf(rest);
  return { frozen, entry: { key, hash: frozen.hash, optionOrder: q.options.map((o) => o.id) } };
}

function inOrder<T extends { id: number }>(items: readonly T[], order: readonly number[]): T[] {
  const byKey = new Map(items.map((item) => [item.id, item]));
  return order.map((id) => {
    const item = byKey.get(id);
    if (!item) throw new Error(`frozen question has no option ${id}`);
    return item;
  });
}

/** The attempt's question: the shared content with the attempt's key and option order. */
export function assembleQuestion(content: FrozenQuestionContent, entry: DrawEntry): AttemptQuestion {
  const { grading } = content;
  return {
    key: entry.key,
    ...content,
    options: inOrder(content.options, entry.optionOrder),
    grading: "options" in grading ? { ...grading, options: inOrder(grading.options, entry.optionOrder) } : grading,
  };
}
