import type { PlayerQuestion } from "@tq/contract/quiz-attempts";
import type { ResponseValue } from "@tq/contract/quiz-questions";

/** The answer saved with `seq`: each save is different, so what is stored tells which save it was. */
export function responseFor(question: PlayerQuestion, seq: number): ResponseValue {
  const option = question.options[seq % Math.max(1, question.options.length)];
  switch (question.type) {
    case "single":
      return { type: "single", optionId: option?.id ?? null };
    case "multiple":
      return { type: "multiple", optionIds: option ? [option.id] : [] };
    case "truefalse":
      return { type: "truefalse", value: seq % 2 === 0 };
    case "numeric":
      return { type: "numeric", text: String(seq) };
    case "short":
      return { type: "short", text: `save ${seq}` };
    case "subjective":
      return { type: "subjective", text: `save number ${seq}` };
    case "twotier":
      return { type: "twotier", optionId: option?.id ?? null, subOptionId: option?.subOptions[0]?.id ?? null };
  }
}
