import type { MatchedRule } from "@tq/contract/quiz-questions";
import type { RE2JS } from "re2js";
import { originalSpan, plainView, wordsView, type TextView } from "./normalize.ts";
import { parseRules, type Alternative, type KeywordRule, type ParsedRules, type RuleError } from "./rules.ts";

/**
 * Marking by keyword rules: which rules an answer meets, and the marks they give. Pure: no
 * database, no clock. Rules are parsed by rules.ts, text folded by normalize.ts.
 *
 * - A rule's points count once, however many of its alternatives (or occurrences) match.
 * - Deductions (`-points: …`) subtract once when any of their alternatives appears.
 * - The total is clamped to [0, max marks]; sums are kept in hundredths, so the order of the
 *   rules never changes the total.
 * - Only the first ANSWER_SCAN_LIMIT characters of an answer are examined: every alternative
 *   scans the text once, so the work is bounded by rules × this limit (RE2 is linear).
 */
export const ANSWER_SCAN_LIMIT = 50_000;

export interface KeywordMark {
  score: number;
  /** The rules that matched, by line, each with the answer's words that met it and where they are. */
  matchedRules: MatchedRule[];
}

export interface SchemeMark extends KeywordMark {
  /** Lines that could not be read (the other rules still mark). */
  errors: RuleError[];
  /** How many rules were read; 0 means the scheme cannot mark anything yet. */
  ruleCount: number;
}

/** The answer's views, computed only when an alternative needs them. */
class AnswerViews {
  #words: { view: TextView; padded: string } | undefined;
  #plain: TextView | undefined;
  private readonly answer: string;
  constructor(answer: string) {
    this.answer = answer;
  }
  get words() {
    if (!this.#words) {
      const view = wordsView(this.answer);
      this.#words = { view, padded: ` ${view.text} ` };
    }
    return this.#words;
  }
  get plain() {
    return (this.#plain ??= plainView(this.answer));
  }
}

/** RE2's first match in `text` (its typings say any[]; it returns a RegExpExecArray-shaped array). */
function firstMatch(pattern: RE2JS, text: string): { index: number; text: string } | null {
  const m = pattern.exec(text) as RegExpExecArray | null;
  return m ? { index: m.index, text: m[0] } : null;
}

/** The range [from, to) of the view that an alternative matched first, or null. */
function find(alt: Alternative, views: AnswerViews): { view: TextView; from: number; to: number } | null {
  if (alt.view === "plain") {
    const view = views.plain;
    if (!alt.pattern?.test(view.text)) return null;
    const m = firstMatch(alt.pattern, view.text);
    // A match of nothing (e.g. /\b/) shows nothing and earns nothing.
    if (!m || m.text === "") return null;
    return { view, from: m.index, to: m.index + m.text.length };
  }
  const { view, padded } = views.words;
  // Both kinds of phrase search the words view padded with a space each side, as ` phrase `:
  // so they match whole words only. Offsets in `padded` are one more than in the view.
  if (alt.literal !== null) {
    const at = padded.indexOf(` ${alt.literal} `);
    return at < 0 ? null : { view, from: at, to: at + alt.literal.length };
  }
  if (!alt.pattern?.test(padded)) return null;
  const m = firstMatch(alt.pattern, padded);
  return m ? { view, from: m.index, to: m.index + m.text.length - 2 } : null;
}

function matchRule(rule: KeywordRule, answer: string, views: AnswerViews): MatchedRule | null {
  for (const alt of rule.alternatives) {
    const hit = find(alt, views);
    if (!hit) continue;
    const span = originalSpan(hit.view, hit.from, hit.to);
    if (!span) continue;
    return { line: rule.line, points: rule.cents / 100, matched: answer.slice(span.start, span.end), ...span };
  }
  return null;
}

const toCents = (marks: number) => Math.round(marks * 100);

/** Marks an answer by parsed rules: see the file comment for how points add up. */
export function markAnswer(rules: readonly KeywordRule[], answer: string, maxMarks: number): KeywordMark {
  const text = answer.slice(0, ANSWER_SCAN_LIMIT);
  const views = new AnswerViews(text);
  const matchedRules: MatchedRule[] = [];
  let cents = 0;
  for (const rule of rules) {
    const matched = matchRule(rule, text, views);
    if (!matched) continue;
    matchedRules.push(matched);
    cents += rule.cents;
  }
  const clamped = Math.min(Math.max(cents, 0), Math.max(toCents(maxMarks), 0));
  return { score: clamped / 100, matchedRules };
}

/**
 * Parsed schemes, by their text: grading an attempt marks many answers against the same few
 * schemes, and compiling RE2 patterns is the costly part. Parsed rules are immutable and RE2
 * patterns stateless, so sharing them is safe.
 */
const parsedCache = new Map<string, ParsedRules>();
const CACHE_SIZE = 200;

/** parseRules, remembered for the last CACHE_SIZE scheme texts. */
export function parseRulesCached(text: string): ParsedRules {
  const hit = parsedCache.get(text);
  if (hit) {
    // Most recently used last, so the oldest is evicted first.
    parsedCache.delete(text);
    parsedCache.set(text, hit);
    return hit;
  }
  const parsed = parseRules(text);
  parsedCache.set(text, parsed);
  if (parsedCache.size > CACHE_SIZE) {
    const oldest = parsedCache.keys().next();
    if (!oldest.done) parsedCache.delete(oldest.value);
  }
  return parsed;
}

/** Marks an answer by a scheme's rule text (what the tester and grading call). */
export function markByScheme(rulesText: string, answer: string, maxMarks: number): SchemeMark {
  const { rules, errors } = parseRulesCached(rulesText);
  return { ...markAnswer(rules, answer, maxMarks), errors, ruleCount: rules.length };
}
