import type { ResponseValue } from "@tq/contract/quiz-questions";
import type { AttemptQuestion } from "../schema/index.ts";

/**
 * The demo student's answers, worked out from an attempt's frozen questions: right or wrong as
 * the demo plan says, so the grades the real grading gives are the ones the demo wants to show.
 * Options are found by their answer key, never by position (the player shuffles them).
 */

/** Typed answers, recognised by a phrase of the question's stem (words outside its math: the stem is rendered). */
const TEXT_ANSWERS: { stem: string; right: string; wrong: string }[] = [
  { stem: "what is the number", right: "the coefficient", wrong: "the power" },
  {
    stem: "reverses the inequality sign",
    right:
      "Multiplying by a negative number reverses the order of numbers on the number line, so the sign has to flip. For example 2 < 5 but -2 > -5.",
    wrong: "Because the numbers become negative.",
  },
  { stem: "What is the expression", right: "the discriminant", wrong: "the determinant" },
  { stem: "tells you how many times", right: "the index", wrong: "the base" },
  {
    stem: "because you add the indices",
    right: "The bases are different, so you cannot add the indices. 2^3 × 3^2 = 8 × 9 = 72.",
    wrong: "Sam should multiply the indices.",
  },
  { stem: "are also called its", right: "roots", wrong: "factors" },
  { stem: "longest side", right: "hypotenuse", wrong: "the long side" },
  {
    stem: "cosine rule rather than the sine rule",
    right:
      "You need the cosine rule when you know two sides and the angle between them, or all three sides and want an angle.",
    wrong: "When you know three sides you use the cosine rule to find an angle.",
  },
];

function textFor(q: AttemptQuestion, right: boolean): string {
  const found = TEXT_ANSWERS.find((t) => q.stemHtml.includes(t.stem));
  if (!found) return right ? "I explained it with a worked example." : "I am not sure.";
  return right ? found.right : found.wrong;
}

type Keyed = { id: number; correct: boolean };

const pick = <K extends Keyed>(options: readonly K[], correct: boolean): K | undefined =>
  options.find((o) => o.correct === correct) ?? options[0];

/** The response a student gives to `q`: the right answer, or a typical mistake. */
export function demoResponse(q: AttemptQuestion, right: boolean): ResponseValue {
  const g = q.grading;
  switch (g.type) {
    case "single":
      return { type: "single", optionId: pick(g.options, right)?.id ?? null };
    case "multiple": {
      const correct = g.options.filter((o) => o.correct).map((o) => o.id);
      // The typical mistake: one right choice and one wrong one.
      const wrong = [correct[0], g.options.find((o) => !o.correct)?.id].filter((id) => id !== undefined);
      return { type: "multiple", optionIds: right ? correct : wrong };
    }
    case "truefalse":
      return { type: "truefalse", value: right ? g.answer : !g.answer };
    case "numeric":
      return { type: "numeric", text: String(right ? g.answer : g.answer + 1) };
    case "short":
    case "subjective":
      return { type: g.type, text: textFor(q, right) };
    case "twotier": {
      // A wrong two-tier answer gets the first tier right and the reason wrong (partial credit).
      const option = pick(g.options, true);
      return {
        type: "twotier",
        optionId: option?.id ?? null,
        subOptionId: option ? (pick(option.subOptions, right)?.id ?? null) : null,
      };
    }
  }
}
