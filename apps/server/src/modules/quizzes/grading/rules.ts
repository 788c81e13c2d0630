import { RE2JS } from "re2js";
import { wordsView } from "./normalize.ts";

/**
 * The keyword rule language of marking schemes (contract: quiz-questions.ts, documented on
 * howtousekeywords), parsed into rules that know their line. A line that cannot be read becomes
 * an error with its line number and a message an author can act on; it never throws.
 *
 *   2: photosynthesis | photosynth*      any alternative gives the 2 points, once
 *   1.5: /chloro(phyll|plast)s?/         a regular expression (RE2 syntax, linear time)
 *   -1: respiration                      deducts when it appears
 *   # a comment; blank lines are ignored
 */

export interface RuleError {
  line: number;
  message: string;
}

/** Where an alternative looks: the folded words of the answer, or its plain text (regexes). */
export type ViewName = "words" | "plain";

export interface Alternative {
  /** As the author wrote it (trimmed), for messages and the tester. */
  source: string;
  view: ViewName;
  /** A phrase without wildcards: matched with indexOf on the padded words view (fast). */
  literal: string | null;
  /** Wildcard phrases and regular expressions: matched by RE2 (linear time, no backtracking). */
  pattern: RE2JS | null;
}

export interface KeywordRule {
  /** 1-based line in the scheme's text. */
  line: number;
  /** Hundredths of a mark, negative for a deduction (integers: sums do not drift). */
  cents: number;
  alternatives: Alternative[];
}

export interface ParsedRules {
  rules: KeywordRule[];
  errors: RuleError[];
}

/** Bounds that keep one marking quick whatever the scheme (each alternative scans the answer once). */
export const RULE_LIMITS = { rules: 200, alternatives: 500, regexLength: 300, points: 1000 } as const;

const RULE_LINE = /^\s*([+-]?)\s*(\d+(?:[.,]\d+)?)\s*:(.*)$/;
const WILDCARD = "*";

type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };
const fail = (message: string): Parsed<never> => ({ ok: false, message });

function parsePoints(sign: string, digits: string): Parsed<number> {
  const value = Number(digits.replace(",", "."));
  const cents = Math.round(value * 100);
  if (Math.abs(value * 100 - cents) > 1e-6) return fail("Use at most two decimals for the points.");
  if (cents === 0) return fail("Give the rule some points (e.g. “1: …”); 0 points would change nothing.");
  if (value > RULE_LIMITS.points) return fail(`A rule gives at most ${RULE_LIMITS.points} points.`);
  return { ok: true, value: sign === "-" ? -cents : cents };
}

/**
 * Splits the right-hand side into alternatives on `|`, except inside `/…/`: a regex ends at the
 * first unescaped `/` followed by nothing or by `|`, so `/a|b/` and `/km/h/` both read as meant.
 */
function splitAlternatives(rhs: string): Parsed<string[]> {
  const parts: string[] = [];
  let i = 0;
  while (i <= rhs.length) {
    while (i < rhs.length && /\s/.test(rhs.charAt(i))) i++;
    if (rhs.charAt(i) === "/") {
      const close = closingSlash(rhs, i);
      if (close < 0) return fail("A regular expression starts with / and ends with / (before the next |).");
      parts.push(rhs.slice(i, close + 1));
      i = rhs.indexOf("|", close + 1);
    } else {
      const bar = rhs.indexOf("|", i);
      parts.push(rhs.slice(i, bar < 0 ? rhs.length : bar).trim());
      i = bar;
    }
    if (i < 0) break;
    i++;
  }
  return { ok: true, value: parts };
}

function closingSlash(rhs: string, open: number): number {
  for (let j = open + 1; j < rhs.length; j++) {
    const ch = rhs.charAt(j);
    if (ch === "\\") {
      j++;
      continue;
    }
    if (ch !== "/" || j === open + 1) continue;
    const rest = rhs.slice(j + 1).trimStart();
    if (rest === "" || rest.startsWith("|")) return j;
  }
  return -1;
}

function regexAlternative(source: string): Parsed<Alternative> {
  // Regexes see the plain view, which has no accents: drop them from the pattern too.
  const body = source.slice(1, -1).normalize("NFKD").replace(/\p{M}/gu, "");
  if (body.length > RULE_LIMITS.regexLength)
    return fail(`A regular expression is limited to ${RULE_LIMITS.regexLength} characters.`);
  let pattern: RE2JS;
  try {
    pattern = RE2JS.compile(body, RE2JS.CASE_INSENSITIVE);
  } catch (err) {
    // RE2's message names the pattern with the case flag it was given: show the author's own.
    const reason = err instanceof Error ? err.message.replace(/^error parsing regexp: /, "").replace("`(?i)", "`") : "";
    return fail(`The regular expression ${source} is not valid${reason ? `: ${reason}` : ""}.`);
  }
  if (pattern.test("")) return fail(`The regular expression ${source} matches even an empty answer.`);
  return { ok: true, value: { source, view: "plain", literal: null, pattern } };
}

function phraseAlternative(source: string): Parsed<Alternative> {
  const folded = wordsView(source, WILDCARD).text.replace(/\*+/g, WILDCARD);
  if (!/[\p{L}\p{N}]/u.test(folded))
    return fail(`“${source}” has no letters or digits to look for (punctuation is ignored).`);
  if (!folded.includes(WILDCARD)) return { ok: true, value: { source, view: "words", literal: folded, pattern: null } };
  // `*` is any run of letters and digits inside one word; the spaces keep matches to whole words.
  const regex = folded
    .split(WILDCARD)
    .map((piece) => RE2JS.quote(piece))
    .join("[^ ]*");
  return { ok: true, value: { source, view: "words", literal: null, pattern: RE2JS.compile(` ${regex} `) } };
}

function parseAlternative(source: string): Parsed<Alternative> {
  if (source === "") return fail("An alternative is empty: remove the extra | or write something after it.");
  return source.startsWith("/") && source.length > 1 && source.endsWith("/")
    ? regexAlternative(source)
    : phraseAlternative(source);
}

function parseLine(raw: string): Parsed<Omit<KeywordRule, "line">> {
  const m = RULE_LINE.exec(raw);
  if (!m) {
    return fail(
      raw.includes(":")
        ? "A rule starts with its points, a number, then a colon (e.g. “2:” or “-1:”)."
        : "Write a rule as “points: phrase | phrase” (e.g. “2: photosynthesis”), or start the line with # for a comment.",
    );
  }
  const [, sign = "", digits = "", rhs = ""] = m;
  const points = parsePoints(sign, digits);
  if (!points.ok) return points;
  const split = splitAlternatives(rhs);
  if (!split.ok) return split;
  if (split.value.length === 1 && split.value[0] === "") return fail("Write what to look for after the colon.");
  const alternatives: Alternative[] = [];
  for (const source of split.value) {
    const alt = parseAlternative(source);
    if (!alt.ok) return alt;
    alternatives.push(alt.value);
  }
  return { ok: true, value: { cents: points.value, alternatives } };
}

/** Reads a scheme's rules: every readable rule, and an error for each line that is not. */
export function parseRules(text: string): ParsedRules {
  const rules: KeywordRule[] = [];
  const errors: RuleError[] = [];
  let alternatives = 0;
  text.split(/\r\n|\r|\n/).forEach((raw, index) => {
    const line = index + 1;
    const trimmed = raw.trim();
    if (trimmed === "" || trimmed.startsWith("#")) return;
    if (rules.length >= RULE_LIMITS.rules) {
      errors.push({ line, message: `A scheme has at most ${RULE_LIMITS.rules} rules; this one is left out.` });
      return;
    }
    const parsed = parseLine(trimmed);
    if (!parsed.ok) {
      errors.push({ line, message: parsed.message });
      return;
    }
    if (alternatives + parsed.value.alternatives.length > RULE_LIMITS.alternatives) {
      errors.push({
        line,
        message: `A scheme has at most ${RULE_LIMITS.alternatives} alternatives in all; this rule is left out.`,
      });
      return;
    }
    alternatives += parsed.value.alternatives.length;
    rules.push({ line, ...parsed.value });
  });
  return { rules, errors };
}
