import type { ExportableQuestion, ImportedQuestion } from "@tq/contract/quiz-interchange";
import { QUESTION_TYPE_LABELS } from "@tq/contract/quiz-questions";
import { answersFromScheme, formatNumber, formatPercent, multipleWeights } from "./answers.ts";
import { readForExport } from "./bank.ts";
import { escapeHtml, htmlToPlainText, oneLine } from "./text-formats.ts";

/**
 * Moodle XML export, in the layout Moodle itself writes (rich texts as HTML in CDATA). What the
 * format cannot hold (negative marks, keyword rules, the second tier of two-tier questions) is
 * named in an XML comment before the question (ADR 0018).
 */
export function toMoodleXml(questions: readonly ExportableQuestion[]): string {
  const count = `${questions.length} question${questions.length === 1 ? "" : "s"}`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    "<quiz>",
    comment(`Question bank exported from Tutorials & Quizzes: ${count}.`),
    ...questions.map((q, i) => xmlQuestion(q, i + 1)),
    "</quiz>",
    "",
  ].join("\n");
}

/** XML 1.0 forbids most control characters, even in CDATA: they are dropped. */
// eslint-disable-next-line no-control-regex -- matching exactly those characters is the point
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
const xmlSafe = (text: string) => text.replace(NOT_XML, "");
const escapeXml = (text: string) => escapeHtml(xmlSafe(text));
const cdata = (text: string) =>
  text === "" ? "" : `<![CDATA[${xmlSafe(text).replaceAll("]]>", "]]]]><![CDATA[>")}]]>`;
/** A comment may not hold `--`. */
const comment = (text: string) => `  <!-- ${xmlSafe(text).replace(/-{2,}/g, "-").replace(/\s+/g, " ")} -->`;

const rich = (tag: string, html: string, indent = "    ") =>
  `${indent}<${tag} format="html">\n${indent}  <text>${cdata(html)}</text>\n${indent}</${tag}>`;

function answer(fraction: number, text: string, format: "html" | "moodle_auto_format", extra = ""): string {
  const body = format === "html" ? cdata(text) : escapeXml(text);
  return [
    `    <answer fraction="${formatPercent(fraction)}" format="${format}">`,
    `      <text>${body}</text>`,
    `      <feedback format="html"><text></text></feedback>`,
    ...(extra ? [extra] : []),
    "    </answer>",
  ].join("\n");
}

const element = (tag: string, value: string) => `    <${tag}>${escapeXml(value)}</${tag}>`;

const choiceSettings = (single: boolean) => [
  element("single", single ? "true" : "false"),
  element("shuffleanswers", "true"),
  element("answernumbering", "abc"),
];

/** The type's Moodle name, its own elements, and what Moodle XML could not hold. */
function body(q: ImportedQuestion): { type: string; lines: string[]; lost: string[] } | { reason: string } {
  switch (q.type) {
    case "single":
    case "twotier": {
      const lost =
        q.type === "twotier" ? ["the reasons (second tier) and the tier marks: written as single choice"] : [];
      const answers = q.options.map((o) => answer(o.correct ? 1 : 0, o.html, "html"));
      return { type: "multichoice", lines: [...choiceSettings(true), ...answers], lost };
    }
    case "multiple": {
      const weights = multipleWeights(q);
      const answers = q.options.map((o, i) => answer(weights[i] ?? 0, o.html, "html"));
      return { type: "multichoice", lines: [...choiceSettings(false), ...answers], lost: [] };
    }
    case "truefalse": {
      const answers = [
        answer(q.answer ? 1 : 0, "true", "moodle_auto_format"),
        answer(q.answer ? 0 : 1, "false", "moodle_auto_format"),
      ];
      return { type: "truefalse", lines: answers, lost: [] };
    }
    case "numeric": {
      const lines = [
        answer(
          1,
          formatNumber(q.answer),
          "moodle_auto_format",
          `      <tolerance>${formatNumber(q.tolerance)}</tolerance>`,
        ),
      ];
      if (q.unit) {
        lines.push(
          "    <units>",
          "      <unit>",
          "        <multiplier>1</multiplier>",
          `        <unit_name>${escapeXml(q.unit)}</unit_name>`,
          "      </unit>",
          "    </units>",
          // Units shown, not graded: our numeric questions grade the value only.
          element("unitgradingtype", "0"),
          element("showunits", "3"),
          element("unitsleft", "0"),
        );
      }
      return { type: "numerical", lines, lost: [] };
    }
    case "short": {
      const { answers, lost } = answersFromScheme(q);
      if (answers.length === 0) return { reason: "none of its keyword rules can be written as a Moodle answer" };
      const first = answers.find((a) => a.weight === 1);
      const derived = first ? `<p>${escapeHtml(first.text)}</p>` : "";
      if (q.scheme.modelAnswerHtml !== "" && q.scheme.modelAnswerHtml !== derived) lost.push("the model answer");
      const lines = [element("usecase", "0"), ...answers.map((a) => answer(a.weight, a.text, "moodle_auto_format"))];
      return { type: "shortanswer", lines, lost };
    }
    case "subjective": {
      const lost = q.scheme.rules.trim() ? ["the keyword rules (the model answer is the grader information)"] : [];
      const lines = [
        element("responseformat", "editor"),
        element("responserequired", "1"),
        element("responsefieldlines", "15"),
        element("attachments", "0"),
        element("attachmentsrequired", "0"),
        rich("graderinfo", q.scheme.modelAnswerHtml),
        rich("responsetemplate", ""),
      ];
      return { type: "essay", lines, lost };
    }
  }
}

function xmlQuestion(input: ExportableQuestion, n: number): string {
  const read = readForExport(input);
  if ("reason" in read) return comment(`Question ${n} was not exported: ${read.reason}.`);
  const q = read.question;
  const parts = body(q);
  if ("reason" in parts) return comment(`Question ${n} was not exported: ${parts.reason}.`);
  const lost = [...parts.lost, ...(q.negativeMarks > 0 ? [`negative marks (${q.negativeMarks})`] : [])];
  const label = `${n}. ${QUESTION_TYPE_LABELS[q.type]}`;
  // Moodle requires a name: a question without one is named after its first words.
  const name = q.title ?? oneLine(htmlToPlainText(q.stemHtml), 80) ?? `Question ${n}`;
  return [
    comment(lost.length > 0 ? `${label}. Not in Moodle XML: ${lost.join("; ")}.` : `${label}.`),
    `  <question type="${parts.type}">`,
    `    <name>\n      <text>${escapeXml(name)}</text>\n    </name>`,
    rich("questiontext", q.stemHtml),
    rich("generalfeedback", q.explanationHtml),
    element("defaultgrade", formatNumber(q.marks)),
    element("penalty", "0"),
    element("hidden", "0"),
    ...parts.lines,
    "  </question>",
  ].join("\n");
}
