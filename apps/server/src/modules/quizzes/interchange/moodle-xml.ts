import { MAX_QUESTION_TITLE, type ExportableQuestion } from "@tq/contract/quiz-interchange";
import {
  FEEDBACK_NOTE,
  formatNumber,
  multipleOptions,
  optionLabel,
  readNumber,
  schemeFromAnswers,
  singleOptions,
  withFeedback,
  type WeightedAnswer,
} from "./answers.ts";
import { BankCollector, fileError, readSafely, tooBig, type QuestionBankParse, type QuestionPlace } from "./bank.ts";
import { oneLine, textToHtml } from "./text-formats.ts";
import {
  attribute,
  child,
  children,
  formatOf,
  lineCounter,
  parseXml,
  richField,
  startOf,
  textIn,
  textOf,
} from "./xml-tree.ts";

export { toMoodleXml } from "./moodle-xml-export.ts";

/**
 * Moodle XML import: multichoice, truefalse, shortanswer, numerical and essay questions, with
 * their question text, general feedback and default grade. Categories and Moodle's retry
 * penalty are ignored (with a note); other question types are skipped with a reason.
 */
export function parseMoodleXml(xml: string): QuestionBankParse {
  return tooBig(xml) ?? readSafely(() => readMoodleXml(xml));
}

const UNSUPPORTED: Record<string, string> = {
  match: "Matching",
  randomsamatch: "Random short-answer matching",
  multianswer: "Embedded answers (Cloze)",
  calculated: "Calculated",
  calculatedsimple: "Simple calculated",
  calculatedmulti: "Calculated multichoice",
  description: "Description (not a question)",
  ddwtos: "Drag and drop into text",
  ddimageortext: "Drag and drop onto image",
  ddmarker: "Drag and drop markers",
  gapselect: "Select missing words",
  ordering: "Ordering",
  random: "Random",
};

function readMoodleXml(xml: string): QuestionBankParse {
  const parsed = parseXml(xml);
  if (!parsed.ok) return fileError(parsed.message, parsed.line);
  const quiz = child(parsed.root, "quiz");
  if (quiz === undefined) return fileError("This is not a Moodle XML question file: its root element must be <quiz>.");
  const lineOf = lineCounter(xml);
  const bank = new BankCollector();
  for (const question of children(quiz, "question")) {
    const type = attribute(question, "type") ?? "";
    if (type === "category") {
      bank.fileNote("Categories are ignored: questions go where you import them.");
      continue;
    }
    const place = bank.next(lineOf(startOf(question)));
    if (!place) return bank.tooMany();
    const title = oneLine(textIn(question, "name"), MAX_QUESTION_TITLE);
    if (title) place.title = title;
    readQuestion(question, type, place, bank);
  }
  return bank.result();
}

type Common = { stemHtml: string; marks: number; explanationHtml: string };
type Reader = (question: unknown, common: Common, place: QuestionPlace, bank: BankCollector, notes: string[]) => void;

const READERS = new Map<string, Reader>([
  ["multichoice", readChoice],
  ["truefalse", readTrueFalse],
  ["shortanswer", readShort],
  ["numerical", readNumerical],
  ["essay", readEssay],
]);

/** Embedded files (`<file encoding="base64">`, images of the texts) anywhere in a question. */
function countFiles(node: unknown): number {
  if (Array.isArray(node)) return node.reduce((n: number, item) => n + countFiles(item), 0);
  if (typeof node !== "object" || node === null) return 0;
  return Object.entries(node).reduce(
    (n, [key, value]) => n + (key === "file" ? children(node, key).length : countFiles(value)),
    0,
  );
}

function readQuestion(question: unknown, type: string, place: QuestionPlace, bank: BankCollector): void {
  const reader = READERS.get(type);
  if (!reader) {
    const name = Object.hasOwn(UNSUPPORTED, type) ? UNSUPPORTED[type] : type ? `“${type}”` : "Untyped";
    return bank.skip(place, `${name} questions are not supported.`);
  }
  const stem = richField(question, "questiontext");
  const general = richField(question, "generalfeedback", stem.format);
  const grade = textOf(child(question, "defaultgrade")).trim();
  const marks = grade === "" ? 1 : readNumber(grade);
  if (marks === null) return bank.skip(place, `Its default grade “${grade}” is not a number.`);
  const notes: string[] = [];
  const rounded = Math.round(marks * 100) / 100;
  if (rounded !== marks) notes.push(`Its marks were rounded to ${formatNumber(rounded)}.`);
  if ((readNumber(textOf(child(question, "penalty"))) ?? 0) > 0) {
    bank.fileNote(
      "Moodle's penalty for each new try is ignored: here, wrong answers cost marks only in quizzes with negative marking.",
    );
  }
  const files = countFiles(question);
  if (files > 0)
    notes.push(`${files} embedded file${files === 1 ? " was" : "s were"} not imported (upload images again).`);
  const common = {
    stemHtml: textToHtml(stem.text, stem.format),
    marks: rounded,
    explanationHtml: textToHtml(general.text, general.format),
  };
  reader(question, common, place, bank, notes);
}

/** The question's `<answer>`s: weight (fraction / 100), text as written and its feedback as HTML. */
function answersOf(question: unknown) {
  return children(question, "answer").map((answer) => {
    const feedback = richField(answer, "feedback");
    return {
      node: answer,
      weight: (readNumber(attribute(answer, "fraction") ?? "0") ?? 0) / 100,
      text: textOf(child(answer, "text")).trim(),
      html: textToHtml(textOf(child(answer, "text")), formatOf(answer)),
      feedbackHtml: textToHtml(feedback.text, feedback.format),
    };
  });
}

function feedbackNotes(explanationHtml: string, common: Common, notes: string[]): string[] {
  return explanationHtml === common.explanationHtml ? notes : [...notes, FEEDBACK_NOTE];
}

function readChoice(question: unknown, common: Common, place: QuestionPlace, bank: BankCollector, notes: string[]) {
  const answers: WeightedAnswer[] = answersOf(question);
  if (answers.length < 2) return bank.skip(place, "A multiple-choice question needs at least two answers.");
  const explanationHtml = withFeedback(
    common.explanationHtml,
    answers.map((a, i) => ({ label: optionLabel(i), feedbackHtml: a.feedbackHtml })),
  );
  const allNotes = feedbackNotes(explanationHtml, common, notes);
  // Moodle's default is single ("true"); "false" (or 0) is its multiple-answer question.
  const single = !["false", "0"].includes(textOf(child(question, "single")).trim().toLowerCase());
  if (single) {
    const { options, notes: more } = singleOptions(answers);
    if (!options.some((o) => o.correct)) return bank.skip(place, "No answer is worth 100%: none is right.");
    return bank.accept(place, { type: "single", ...common, explanationHtml, options }, [...allNotes, ...more]);
  }
  const { options, partialCredit, notes: more } = multipleOptions(answers);
  if (!options.some((o) => o.correct)) return bank.skip(place, "No answer has a positive weight: none is right.");
  bank.accept(place, { type: "multiple", ...common, explanationHtml, options, partialCredit }, [...allNotes, ...more]);
}

function readTrueFalse(question: unknown, common: Common, place: QuestionPlace, bank: BankCollector, notes: string[]) {
  const answers = answersOf(question);
  const yes = answers.find((a) => a.text.toLowerCase() === "true");
  const no = answers.find((a) => a.text.toLowerCase() === "false");
  if (!yes || !no) return bank.skip(place, "A true/false question needs a “true” and a “false” answer.");
  const explanationHtml = withFeedback(common.explanationHtml, [
    { label: "True:", feedbackHtml: yes.feedbackHtml },
    { label: "False:", feedbackHtml: no.feedbackHtml },
  ]);
  const truefalse: ExportableQuestion = {
    type: "truefalse",
    ...common,
    explanationHtml,
    answer: yes.weight > no.weight,
  };
  bank.accept(place, truefalse, feedbackNotes(explanationHtml, common, notes));
}

function readShort(question: unknown, common: Common, place: QuestionPlace, bank: BankCollector, notes: string[]) {
  const answers = answersOf(question);
  if (answers.length === 0) return bank.skip(place, "A short-answer question needs at least one answer.");
  const { scheme, notes: more } = schemeFromAnswers(answers, common.marks);
  if (scheme.rules === "") return bank.skip(place, "None of its answers can be marked (no answer gets marks).");
  if (textOf(child(question, "usecase")).trim() === "1")
    more.push("Moodle matched its answers with case; keyword rules ignore case.");
  const explanationHtml = withFeedback(
    common.explanationHtml,
    answers.map((a) => ({ label: `${a.text}:`, feedbackHtml: a.feedbackHtml })),
  );
  bank.accept(place, { type: "short", ...common, explanationHtml, scheme }, [
    ...feedbackNotes(explanationHtml, common, notes),
    ...more,
  ]);
}

function readNumerical(question: unknown, common: Common, place: QuestionPlace, bank: BankCollector, notes: string[]) {
  const values: { answer: number; tolerance: number; weight: number; shown: string }[] = [];
  const feedback: { label: string; feedbackHtml: string }[] = [];
  for (const a of answersOf(question)) {
    // `*` is Moodle's "any other answer", there for its feedback.
    if (a.text === "*") {
      feedback.push({ label: "Any other answer:", feedbackHtml: a.feedbackHtml });
      continue;
    }
    const answer = readNumber(a.text);
    const tolerance = readNumber(textOf(child(a.node, "tolerance")) || "0");
    if (answer === null || tolerance === null) return bank.skip(place, `“${a.text}” is not a number.`);
    const shown = tolerance > 0 ? `${formatNumber(answer)} ± ${formatNumber(tolerance)}` : formatNumber(answer);
    values.push({ answer, tolerance, weight: a.weight, shown });
    feedback.push({ label: `${shown}:`, feedbackHtml: a.feedbackHtml });
  }
  const best = values.find((a) => a.weight >= 1);
  if (!best) return bank.skip(place, "None of its numeric answers gets full marks.");
  const all = [...notes];
  if (values.length > 1) all.push(`Only one accepted answer is kept (${best.shown}); the others were dropped.`);
  const units = children(child(question, "units"), "unit").map((u) => ({
    name: textOf(child(u, "unit_name")).trim(),
    multiplier: readNumber(textOf(child(u, "multiplier"))) ?? 1,
  }));
  const unit = units.find((u) => u.multiplier === 1) ?? units[0];
  if (units.length > 1) all.push(`Only the unit “${unit?.name ?? ""}” is kept; the other units were dropped.`);
  const explanationHtml = withFeedback(common.explanationHtml, feedback);
  const numeric: ExportableQuestion = {
    type: "numeric",
    ...common,
    explanationHtml,
    answer: best.answer,
    tolerance: best.tolerance,
    unit: unit?.name ?? "",
  };
  bank.accept(place, numeric, feedbackNotes(explanationHtml, common, all));
}

function readEssay(question: unknown, common: Common, place: QuestionPlace, bank: BankCollector, notes: string[]) {
  const info = richField(question, "graderinfo", "html");
  const scheme = { modelAnswerHtml: textToHtml(info.text, info.format), rules: "" };
  bank.accept(place, { type: "subjective", ...common, scheme }, notes);
}
