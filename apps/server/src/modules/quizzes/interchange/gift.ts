import type { ExportableQuestion } from "@tq/contract/quiz-interchange";
import { MAX_QUESTION_TITLE } from "@tq/contract/quiz-interchange";
import {
  FEEDBACK_NOTE,
  formatNumber,
  multipleOptions,
  optionLabel,
  readNumber,
  schemeFromAnswers,
  singleOptions,
  withFeedback,
  cleanNumber,
  type WeightedAnswer,
} from "./answers.ts";
import { BankCollector, readSafely, tooBig, type QuestionBankParse, type QuestionPlace } from "./bank.ts";
import { findAnswerBlock, GIFT_REASONS } from "./gift-answer-block.ts";
import { protectFormulas } from "./gift-math.ts";
import { explode, giftBlocks, restore, splitFeedback, withFormat, type GiftBlock } from "./gift-text.ts";
import { oneLine, textToHtml, type TextFormat } from "./text-formats.ts";

export { toGift } from "./gift-export.ts";

/**
 * GIFT import, as Moodle documents and reads it (qformat_gift): `::name::`, `[format]`,
 * `{=right ~wrong}`, `~%50%` weights, `{T}`/`{FALSE}`, `{=answer =other}` short answers,
 * `{#3.5:0.1}` / `{#1..2}` numbers, `{}` essays, `#feedback`, `####general feedback`,
 * `$CATEGORY:` lines. Matching, missing-word and description items are skipped with a reason.
 */
export function parseGift(source: string): QuestionBankParse {
  return tooBig(source) ?? readSafely(() => readGift(source));
}

function readGift(source: string): QuestionBankParse {
  const bank = new BankCollector();
  for (const block of giftBlocks(source)) {
    if (block.text.startsWith("$CATEGORY:")) {
      bank.fileNote("Categories ($CATEGORY lines) are ignored: questions go where you import them.");
      continue;
    }
    const place = bank.next(block.startLine);
    if (!place) return bank.tooMany();
    readQuestion(block, place, bank);
  }
  return bank.result();
}

/** Moodle's weight prefix: `%50%`, `%-100%`, `%33.33333%`. */
const WEIGHT = /^%(-?\d+(?:\.\d*)?)%/;
const TRUE_FALSE = new Map([
  ["T", true],
  ["TRUE", true],
  ["F", false],
  ["FALSE", false],
]);

/** The question's parts once its name and answer block have been found. */
interface Parts {
  place: QuestionPlace;
  format: TextFormat;
  common: { stemHtml: string; marks: number; explanationHtml: string };
  /** The text between the braces, general feedback removed (escapes still placeholders). */
  answer: string;
}

function readQuestion(block: GiftBlock, place: QuestionPlace, bank: BankCollector): void {
  const lineAt = (position: number) => block.lineOf[position] ?? block.startLine;
  // Formulas' braces are LaTeX; if that reading finds no answer block where Moodle's does (a lone
  // `$` taken for a formula), Moodle's reading wins, so files Moodle reads import as they did.
  let text = protectFormulas(block.text);
  const bodyStart = readTitle(text, place);
  let found = findAnswerBlock(text, bodyStart, lineAt);
  if ("reason" in found) {
    const moodle = findAnswerBlock(block.text, bodyStart, lineAt);
    if ("open" in moodle) [text, found] = [block.text, moodle];
  }
  if ("reason" in found) return bank.skip(place, found.reason, found.line ?? place.line);
  const { open, close } = found;

  let answer = text.slice(open + 1, close).trim();
  const generalAt = answer.lastIndexOf("####");
  const general = generalAt < 0 ? "" : answer.slice(generalAt + 4);
  if (generalAt >= 0) answer = answer.slice(0, generalAt).trim();
  const stem = withFormat(text.slice(bodyStart, open), "moodle");
  const explanation = withFormat(general, stem.format);
  const common = {
    stemHtml: textToHtml(stem.text, stem.format),
    // GIFT has no marks: Moodle gives every imported question 1.
    marks: 1,
    explanationHtml: textToHtml(explanation.text, explanation.format),
  };
  const parts: Parts = { place, format: stem.format, common, answer };

  if (answer === "") bank.accept(place, { type: "subjective", ...common, scheme: { modelAnswerHtml: "", rules: "" } });
  else if (answer.startsWith("#")) readNumeric(parts, bank);
  else if (answer.includes("~")) readChoice(parts, bank);
  else if (answer.includes("=") && answer.includes("->")) bank.skip(place, GIFT_REASONS.matching);
  else {
    const hash = answer.indexOf("#");
    const word = hash > 0 ? answer.slice(0, hash).trim() : answer;
    if (TRUE_FALSE.has(word)) readTrueFalse(parts, bank);
    else readShort(parts, bank);
  }
}

/** `::name::` at the start: the question's title; answers where its text begins. */
function readTitle(text: string, place: QuestionPlace): number {
  if (!text.startsWith("::")) return 0;
  const end = text.indexOf("::", 2);
  if (end < 0) return 0;
  const title = oneLine(restore(text.slice(2, end)), MAX_QUESTION_TITLE);
  if (title) place.title = title;
  return end + 2;
}

/** An answer's weight prefix, or the default weight when it has none. */
function weighted(raw: string, fallback: number): { weight: number; rest: string } {
  const m = WEIGHT.exec(raw);
  return m ? { weight: Number(m[1]) / 100, rest: raw.slice(m[0].length) } : { weight: fallback, rest: raw };
}

/** The pieces between separators, without the empty one before the first (Moodle's explode + shift). */
function pieces(answer: string, separator: string): string[] {
  const all = answer.split(separator);
  if (all[0]?.trim() === "") all.shift();
  return all.map((p) => p.trim());
}

function readChoice({ place, format, common, answer }: Parts, bank: BankCollector): void {
  // Moodle: with an `=` answer it is single choice; with weights only, multiple answers.
  const single = answer.includes("=");
  const answers = pieces(answer.replaceAll("=", "~="), "~");
  if (answers.length < 2) return bank.skip(place, GIFT_REASONS.oneChoice);
  const read: WeightedAnswer[] = answers.map((raw) => {
    const { weight, rest } = raw.startsWith("=") ? { weight: 1, rest: raw.slice(1) } : weighted(raw, 0);
    const { answer: text, feedback } = splitFeedback(rest, format);
    return {
      html: textToHtml(text.text, text.format),
      weight,
      feedbackHtml: textToHtml(feedback.text, feedback.format),
    };
  });
  const feedback = read.map((a, i) => ({ label: optionLabel(i), feedbackHtml: a.feedbackHtml }));
  const explanationHtml = withFeedback(common.explanationHtml, feedback);
  const notes = explanationHtml === common.explanationHtml ? [] : [FEEDBACK_NOTE];
  if (single) {
    const { options, notes: more } = singleOptions(read);
    return bank.accept(place, { type: "single", ...common, explanationHtml, options }, [...notes, ...more]);
  }
  const { options, partialCredit, notes: more } = multipleOptions(read);
  if (!options.some((o) => o.correct)) return bank.skip(place, GIFT_REASONS.noneRight);
  bank.accept(place, { type: "multiple", ...common, explanationHtml, options, partialCredit }, [...notes, ...more]);
}

function readTrueFalse({ place, format, common, answer }: Parts, bank: BankCollector): void {
  const [word = "", wrong = "", right = ""] = explode(answer, "#", 3);
  const value = TRUE_FALSE.get(word.trim()) ?? true;
  const wrongHtml = html(withFormat(wrong, format));
  const rightHtml = html(withFormat(right, format));
  const explanationHtml = withFeedback(common.explanationHtml, [
    { label: "True:", feedbackHtml: value ? rightHtml : wrongHtml },
    { label: "False:", feedbackHtml: value ? wrongHtml : rightHtml },
  ]);
  const notes = explanationHtml === common.explanationHtml ? [] : [FEEDBACK_NOTE];
  bank.accept(place, { type: "truefalse", ...common, explanationHtml, answer: value }, notes);
}

const html = (piece: { text: string; format: TextFormat }) => textToHtml(piece.text, piece.format);

function readShort({ place, format, common, answer }: Parts, bank: BankCollector): void {
  const answers = pieces(answer, "=").map((raw) => {
    const { weight, rest } = weighted(raw, 1);
    const { answer: text, feedback } = splitFeedback(rest, format);
    return { text: text.text.trim(), weight, feedbackHtml: html(feedback) };
  });
  if (answers.length === 0) return bank.skip(place, GIFT_REASONS.noShortAnswer);
  const { scheme, notes } = schemeFromAnswers(answers, common.marks);
  if (scheme.rules === "") return bank.skip(place, GIFT_REASONS.shortUnmarkable);
  const explanationHtml = withFeedback(
    common.explanationHtml,
    answers.map((a) => ({ label: `${a.text}:`, feedbackHtml: a.feedbackHtml })),
  );
  if (explanationHtml !== common.explanationHtml) notes.push(FEEDBACK_NOTE);
  bank.accept(place, { type: "short", ...common, explanationHtml, scheme }, notes);
}

/** `3.5:0.1`, `1..2` or `3.5`: the value and its tolerance. */
function numericAnswer(text: string): { answer: number; tolerance: number } | null {
  const range = text.indexOf("..");
  if (range > 0) {
    const min = readNumber(text.slice(0, range));
    const max = readNumber(text.slice(range + 2));
    if (min === null || max === null) return null;
    const answer = cleanNumber((min + max) / 2);
    return { answer, tolerance: cleanNumber(max - answer) };
  }
  const colon = text.indexOf(":");
  const answer = readNumber(colon > 0 ? text.slice(0, colon) : text);
  const tolerance = colon > 0 ? readNumber(text.slice(colon + 1)) : 0;
  return answer === null || tolerance === null ? null : { answer, tolerance };
}

function readNumeric({ place, format, common, answer }: Parts, bank: BankCollector): void {
  let body = answer.slice(1);
  const tilde = body.indexOf("~");
  const otherwise = tilde < 0 ? "" : body.slice(tilde);
  if (tilde >= 0) body = body.slice(0, tilde);
  const answers = pieces(body, "=");
  if (answers.length === 0) return bank.skip(place, GIFT_REASONS.noNumber);
  const read: { value: { answer: number; tolerance: number }; weight: number; feedbackHtml: string }[] = [];
  for (const raw of answers) {
    const { weight, rest } = weighted(raw, 1);
    const { answer: text, feedback } = splitFeedback(rest, format);
    const value = numericAnswer(text.text);
    if (!value) return bank.skip(place, GIFT_REASONS.notANumber(text.text));
    read.push({ value, weight, feedbackHtml: html(feedback) });
  }
  const best = read.find((a) => a.weight >= 1);
  if (!best) return bank.skip(place, GIFT_REASONS.noFullNumber);
  const show = (v: { answer: number; tolerance: number }) =>
    v.tolerance > 0 ? `${formatNumber(v.answer)} ± ${formatNumber(v.tolerance)}` : formatNumber(v.answer);
  const notes =
    read.length > 1 ? [`Only one accepted answer is kept (${show(best.value)}); the others were dropped.`] : [];
  const items = read.map((a) => ({ label: `${show(a.value)}:`, feedbackHtml: a.feedbackHtml }));
  items.push({ label: "Any other answer:", feedbackHtml: html(splitFeedback(otherwise, format).feedback) });
  const explanationHtml = withFeedback(common.explanationHtml, items);
  if (explanationHtml !== common.explanationHtml) notes.push(FEEDBACK_NOTE);
  const question: ExportableQuestion = { type: "numeric", ...common, explanationHtml, ...best.value, unit: "" };
  bank.accept(place, question, notes);
}
