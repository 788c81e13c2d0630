import type { ExportableQuestion, ImportedQuestion } from "@tq/contract/quiz-interchange";
import { QUESTION_TYPE_LABELS } from "@tq/contract/quiz-questions";
import { answersFromScheme, formatNumber, formatPercent, multipleWeights, type ShortAnswer } from "./answers.ts";
import { readForExport } from "./bank.ts";
import { escapeGift } from "./gift-text.ts";
import { escapeHtml } from "./text-formats.ts";

/**
 * GIFT export, readable by Moodle and by parseGift: every text is `[html]`, escaped as Moodle's
 * exporter escapes it. What GIFT cannot hold (marks, units, schemes, the second tier of two-tier
 * questions) is named in a `//` comment line above the question (ADR 0018).
 */
export function toGift(questions: readonly ExportableQuestion[]): string {
  const count = `${questions.length} question${questions.length === 1 ? "" : "s"}`;
  const header = [
    `// Question bank exported from Tutorials & Quizzes: ${count} in GIFT.`,
    "// GIFT holds no marks: Moodle gives each question 1 mark.",
  ].join("\n");
  return `${[header, ...questions.map((q, i) => giftQuestion(q, i + 1))].join("\n\n")}\n`;
}

const comment = (text: string) => `// ${text.replace(/\s+/g, " ")}`;

/** Answer text: a leading `[` or `%` would read as a format or a weight, so the format is stated. */
function piece(html: string): string {
  return /^\s*[[%]/.test(html) ? `[html]${escapeGift(html)}` : escapeGift(html);
}

function answerBlock(lines: readonly string[], general: string): string {
  const all = general ? [...lines, general] : lines;
  return `{\n${all.map((line) => `\t${line}`).join("\n")}\n}`;
}

function shortAnswerLine({ text, weight }: ShortAnswer): string {
  const plain = text.startsWith("[") ? `[plain]${escapeGift(text)}` : escapeGift(text);
  return weight === 1 && !text.startsWith("%") ? `=${plain}` : `=%${formatPercent(weight)}%${plain}`;
}

/** The answer block of each type, and what GIFT could not hold of the question. */
function body(q: ImportedQuestion, general: string): { block: string; lost: string[] } | { reason: string } {
  switch (q.type) {
    case "single":
    case "twotier": {
      const lost =
        q.type === "twotier" ? ["the reasons (second tier) and the tier marks: written as single choice"] : [];
      return {
        block: answerBlock(
          q.options.map((o) => `${o.correct ? "=" : "~"}${piece(o.html)}`),
          general,
        ),
        lost,
      };
    }
    case "multiple": {
      const weights = multipleWeights(q);
      const lines = q.options.map((o, i) => {
        const weight = weights[i] ?? 0;
        return `~${weight === 0 ? "" : `%${formatPercent(weight)}%`}${piece(o.html)}`;
      });
      return { block: answerBlock(lines, general), lost: [] };
    }
    case "truefalse":
      return { block: `{${q.answer ? "TRUE" : "FALSE"}${general}}`, lost: [] };
    case "numeric": {
      const lost = q.unit ? [`the unit “${q.unit}”`] : [];
      return { block: `{#${formatNumber(q.answer)}:${formatNumber(q.tolerance)}${general}}`, lost };
    }
    case "short": {
      const { answers, lost } = answersFromScheme(q);
      // `->` in an answer would turn the question into a matching one.
      const kept = answers.filter((a) => !a.text.includes("->"));
      for (const a of answers) if (a.text.includes("->")) lost.push(`the answer “${a.text}”`);
      if (kept.length === 0) return { reason: "none of its keyword rules can be written as a GIFT answer" };
      const first = kept.find((a) => a.weight === 1);
      const derived = first ? `<p>${escapeHtml(first.text)}</p>` : "";
      if (q.scheme.modelAnswerHtml !== "" && q.scheme.modelAnswerHtml !== derived) lost.push("the model answer");
      return { block: answerBlock(kept.map(shortAnswerLine), general), lost };
    }
    case "subjective": {
      const { modelAnswerHtml, rules } = q.scheme;
      const lost = modelAnswerHtml || rules.trim() ? ["the marking scheme (model answer and keyword rules)"] : [];
      return { block: `{${general}}`, lost };
    }
  }
}

function giftQuestion(input: ExportableQuestion, n: number): string {
  const read = readForExport(input);
  if ("reason" in read) return comment(`Question ${n} was not exported: ${read.reason}.`);
  const q = read.question;
  const general = q.explanationHtml ? `####${piece(q.explanationHtml)}` : "";
  const answers = body(q, general);
  if ("reason" in answers) return comment(`Question ${n} was not exported: ${answers.reason}.`);
  const lost = [...answers.lost, ...(q.negativeMarks > 0 ? [`negative marks (${q.negativeMarks})`] : [])];
  const lines = [comment(`${n}. ${QUESTION_TYPE_LABELS[q.type]}, ${q.marks} mark${q.marks === 1 ? "" : "s"}.`)];
  if (lost.length > 0) lines.push(comment(`Not in GIFT: ${lost.join("; ")}.`));
  const name = q.title ? `::${escapeGift(q.title)}::` : "";
  lines.push(`${name}[html]${escapeGift(q.stemHtml)}${answers.block}`);
  return lines.join("\n");
}
