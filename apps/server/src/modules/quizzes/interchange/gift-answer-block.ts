/**
 * Where a GIFT question's answer block `{…}` is, as Moodle finds it (the first `{` and the first
 * `}`), or why the question cannot be read: each reason says what to change in the file, and
 * the line it is about.
 */
export type AnswerBlock =
  | { open: number; close: number }
  /** `line`: where to look, or null for the question's first line. */
  | { reason: string; line: number | null };

const BRACE_IN_TEXT = "write \\{ or \\} for a brace that is part of the text (braces inside $…$ need no backslash)";

/** Why a GIFT question is skipped, each with the change that makes it readable. */
export const GIFT_REASONS = {
  noBlock:
    "It has no answer block {…}, so it reads as a description, not a question: add its answers at the end, e.g. {=right ~wrong}, or delete it.",
  strayClose: `A } closes an answer block that was never opened with {: ${BRACE_IN_TEXT}.`,
  unclosed: `The answer block opened here is never closed: add } after the last answer (a blank line inside the answers ends the question too), or ${BRACE_IN_TEXT}.`,
  nested: (openLine: number) =>
    `A second { opens inside the answer block opened on line ${openLine}: close the answers with } before it, or ${BRACE_IN_TEXT}.`,
  closeBeforeOpen: `A } comes before the answer block opens with {: ${BRACE_IN_TEXT}.`,
  several: `It has several answer blocks {…}: make one question per blank (missing-word questions with several blanks are not supported), or ${BRACE_IN_TEXT}.`,
  missingWord:
    "Its answers are inside the sentence (missing-word format), which is not supported: put the {…} at the end.",
  runTogether: (line: number) =>
    `Another question starts on line ${line} with no blank line before it: add a blank line between questions (GIFT reads everything up to a blank line as one question).`,
  matching: "Matching questions are not supported: rewrite it as multiple-choice questions, or delete it.",
  oneChoice: "A multiple-choice question needs at least two answers: add another one, e.g. ~wrong.",
  noneRight:
    "No answer has a positive weight, so none is right: mark the right answer with = (or give the right answers a weight such as ~%50%).",
  noShortAnswer: "A short-answer question needs at least one answer: write it as {=answer}.",
  shortUnmarkable: "None of its answers gets marks: give the right answer full marks, e.g. {=answer}.",
  noNumber: "A numeric question needs a number after the #, e.g. {#3.5:0.1}.",
  notANumber: (text: string) => `“${text}” is not a number (write 3.5, 3.5:0.1 or 3..4).`,
  noFullNumber: "None of its numeric answers gets full marks: give one answer no weight or %100%, e.g. {#3.5:0.1}.",
} as const;

/**
 * The answer block of a question's text (`bodyStart`: after its `::name::`); `lineAt` gives a
 * character's line in the file.
 */
export function findAnswerBlock(text: string, bodyStart: number, lineAt: (position: number) => number): AnswerBlock {
  const open = text.indexOf("{", bodyStart);
  const close = text.indexOf("}", bodyStart);
  if (open < 0 && close < 0) return { reason: GIFT_REASONS.noBlock, line: null };
  if (open < 0) return { reason: GIFT_REASONS.strayClose, line: lineAt(close) };
  if (close < 0) return { reason: GIFT_REASONS.unclosed, line: lineAt(open) };
  if (close < open) return { reason: GIFT_REASONS.closeBeforeOpen, line: lineAt(close) };
  const inner = text.indexOf("{", open + 1);
  if (inner >= 0 && inner < close) return { reason: GIFT_REASONS.nested(lineAt(open)), line: lineAt(inner) };
  const next = text.slice(close + 1).search(/\S/);
  if (next < 0) return { open, close };

  const nextAt = close + 1 + next;
  const after = text.slice(nextAt);
  // A line after the answers that starts a name or holds braces is the next question.
  // (Reported at the question's own line: the reason names the line where the next one starts.)
  if (lineAt(nextAt) > lineAt(close) && (after.startsWith("::") || /[{}]/.test(after))) {
    return { reason: GIFT_REASONS.runTogether(lineAt(nextAt)), line: null };
  }
  return { reason: /[{}]/.test(after) ? GIFT_REASONS.several : GIFT_REASONS.missingWord, line: lineAt(open) };
}
