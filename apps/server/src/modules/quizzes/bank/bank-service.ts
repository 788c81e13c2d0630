import type { FastifyRequest } from "fastify";
import {
  MAX_QUESTION_BANK_BYTES,
  QUESTION_BANK_CONTENT_TYPES,
  QUESTION_BANK_FILE_EXTENSIONS,
  QUESTION_BANK_FORMAT_LABELS,
  QuestionBankFormat,
  type ImportedQuestion,
  type QuestionBankImportResult,
  type SkippedQuestion,
} from "@tq/contract/quiz-interchange";
import type { AppContext, Session } from "../../../context.ts";
import { AppError, Invalid, NotFound } from "../../../lib/errors.ts";
import { recordChange } from "../../../lib/record-change.ts";
import type { RequestMeta } from "../../../lib/request-meta.ts";
import { checkQuizPart } from "../authoring/access.ts";
import type { QuestionBankParse } from "../interchange/bank.ts";
import { parseGift, toGift } from "../interchange/gift.ts";
import { giftBlocks } from "../interchange/gift-text.ts";
import { parseMoodleXml, toMoodleXml } from "../interchange/moodle-xml.ts";
import { attribute, child, children, lineCounter, parseXml, startOf } from "../interchange/xml-tree.ts";
import { dataOf, loadQuestions } from "../authoring/question-read.ts";
import { createQuestion } from "../authoring/question-service.ts";
import { findQuiz } from "../authoring/quiz-repo.ts";
import { listSections } from "../authoring/section-repo.ts";

/** Question banks in and out of a quiz (ADR 0018): the pure interchange modules plus storage. */

/** One file and at most a `format` field: anything more is not a question-bank upload. */
export const BANK_UPLOAD_LIMITS = { files: 1, fileSize: MAX_QUESTION_BANK_BYTES, fields: 2, parts: 3 };

const TOO_BIG = `The file is larger than ${MAX_QUESTION_BANK_BYTES / (1024 * 1024)} MB: split it into smaller files.`;

interface BankUpload {
  text: string;
  format: QuestionBankFormat | null;
}

/** Reads the upload: the file as UTF-8 text and the format the author chose, if any. */
async function readBankUpload(request: FastifyRequest): Promise<BankUpload> {
  if (!request.isMultipart()) throw Invalid("file", "Send the question bank as a multipart/form-data upload.");
  let file: Buffer | null = null;
  let chosen: unknown = undefined;
  try {
    for await (const part of request.parts({ limits: BANK_UPLOAD_LIMITS })) {
      if (part.type === "file") {
        if (part.fieldname !== "file") throw Invalid("file", "Send the question bank in the field named file.");
        file = await part.toBuffer();
      } else if (part.fieldname === "format") {
        chosen = part.value;
      }
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === "FST_REQ_FILE_TOO_LARGE") throw new AppError(413, "payload_too_large", TOO_BIG, { file: TOO_BIG });
    if (code === "FST_FILES_LIMIT" || code === "FST_PARTS_LIMIT" || code === "FST_FIELDS_LIMIT") {
      throw Invalid("file", "Upload one question bank at a time.");
    }
    throw err;
  }
  if (!file) throw Invalid("file", "Choose a GIFT or Moodle XML file to import.");
  let format: QuestionBankFormat | null = null;
  if (chosen !== undefined && chosen !== "") {
    const parsed = QuestionBankFormat.safeParse(chosen);
    if (!parsed.success) throw Invalid("format", parsed.error.issues[0]?.message ?? "Choose GIFT or Moodle XML.");
    format = parsed.data;
  }
  let text: string;
  try {
    // fatal: a file that is not UTF-8 is refused rather than imported with replacement characters.
    text = new TextDecoder("utf-8", { fatal: true }).decode(file);
  } catch {
    throw Invalid("file", "The file is not UTF-8 text: save it as UTF-8 and import it again.");
  }
  if (text.trim() === "") throw Invalid("file", "The file is empty.");
  return { text, format };
}

/** Moodle XML files start with a tag (usually `<?xml`); anything else is read as GIFT. */
export function detectFormat(text: string): QuestionBankFormat {
  return text
    .replace(/^\uFEFF/, "")
    .trimStart()
    .startsWith("<")
    ? "moodlexml"
    : "gift";
}

/**
 * Where each question of a file starts (1-based index → line), counted as the parsers count
 * them (categories left out). Only needed when storing refuses a question, so only read then.
 */
function questionLines(text: string, format: QuestionBankFormat): number[] {
  if (format === "gift") {
    return giftBlocks(text)
      .filter((b) => !b.text.startsWith("$CATEGORY:"))
      .map((b) => b.startLine);
  }
  const parsed = parseXml(text);
  if (!parsed.ok) return [];
  const lineOf = lineCounter(text);
  return children(child(parsed.root, "quiz"), "question")
    .filter((q) => attribute(q, "type") !== "category")
    .map((q) => lineOf(startOf(q)));
}

/** The file positions of the questions a parse accepted: those its report did not skip, in order. */
function acceptedIndexes(accepted: number, skipped: readonly SkippedQuestion[]): number[] {
  const skippedIndexes = new Set(skipped.map((s) => s.index));
  const indexes: number[] = [];
  for (let index = 1; indexes.length < accepted; index++) if (!skippedIndexes.has(index)) indexes.push(index);
  return indexes;
}

/** A refusal from the store (the same checks as POST /api/quizzes/questions): its first field message. */
const refusalOf = (err: AppError) => Object.values(err.fields ?? {})[0] ?? err.message;

/**
 * POST /api/quizzes/sections/{sectionId}/import: every question the file holds that is valid is
 * stored through the creation path of POST /api/quizzes/questions (sanitized, rendered,
 * checked; one transaction each), last in the section in file order; the rest are reported.
 */
export async function importBank(
  ctx: AppContext,
  session: Session,
  sectionId: number,
  request: FastifyRequest,
  meta: RequestMeta,
): Promise<QuestionBankImportResult> {
  await checkQuizPart(ctx, session, "section", sectionId);
  await ctx.limits.consume("bankImportAccount", String(session.user.id));
  const upload = await readBankUpload(request);
  const format = upload.format ?? detectFormat(upload.text);
  const parsed: QuestionBankParse = format === "gift" ? parseGift(upload.text) : parseMoodleXml(upload.text);
  if (!parsed.ok) {
    const { message, line } = parsed.error;
    throw Invalid("file", line === null ? message : `Line ${line}: ${message}`);
  }
  if (parsed.questions.length === 0 && parsed.skipped.length === 0) {
    throw Invalid("file", `No questions were found in this ${QUESTION_BANK_FORMAT_LABELS[format]} file.`);
  }
  const indexes = acceptedIndexes(parsed.questions.length, parsed.skipped);
  let lines: number[] | null = null;
  const questionIds: number[] = [];
  const skipped = [...parsed.skipped];
  for (const [k, question] of parsed.questions.entries()) {
    try {
      questionIds.push((await createQuestion(ctx, session, sectionId, question, meta)).id);
    } catch (err) {
      if (!(err instanceof AppError) || err.status !== 400) throw err;
      lines ??= questionLines(upload.text, format);
      const index = indexes[k] ?? k + 1;
      skipped.push(skippedOf(question, index, lines[index - 1] ?? 1, refusalOf(err)));
    }
  }
  skipped.sort((a, b) => a.index - b.index);
  // Each question was recorded as it was stored: this line is the import's summary.
  await recordChange(
    ctx,
    session,
    meta,
    {
      action: "question.import",
      targetType: "quiz_section",
      targetId: sectionId,
      details: { format, imported: questionIds.length, skipped: skipped.length },
    },
    async () => {},
  );
  return { imported: questionIds.length, skipped, notes: parsed.notes, questionIds };
}

function skippedOf(question: ImportedQuestion, index: number, line: number, reason: string): SkippedQuestion {
  return { index, line, reason, ...(question.title ? { title: question.title } : {}) };
}

/** A file name from the quiz title: ASCII letters and digits in dashes (safe in any header and file system). */
export function bankFileName(title: string, quizId: number, format: QuestionBankFormat): string {
  const slug = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, 80)
    .replace(/^-+|-+$/g, "");
  return `${slug || `quiz-${quizId}`}${QUESTION_BANK_FILE_EXTENSIONS[format]}`;
}

export interface BankFile {
  fileName: string;
  contentType: string;
  body: string;
}

/**
 * GET /api/quizzes/{quizId}/export: the quiz's own questions (not those its selectors draw), in
 * section order, answer keys included; what the format cannot hold is named in the file.
 */
export async function exportBank(
  ctx: AppContext,
  session: Session,
  quizId: number,
  format: QuestionBankFormat,
): Promise<BankFile> {
  await checkQuizPart(ctx, session, "quiz", quizId);
  const quiz = await findQuiz(ctx.db, quizId);
  if (!quiz) throw NotFound("That quiz");
  const sectionIds = (await listSections(ctx.db, quizId)).map((s) => s.id);
  const questions = (await loadQuestions(ctx.db, { sectionIds })).map(dataOf);
  return {
    fileName: bankFileName(quiz.title, quizId, format),
    contentType: QUESTION_BANK_CONTENT_TYPES[format],
    body: format === "gift" ? toGift(questions) : toMoodleXml(questions),
  };
}
