import type { z } from "zod";
import {
  ImportedQuestion,
  MAX_QUESTION_BANK_BYTES,
  MAX_QUESTIONS_PER_BANK,
  type ExportableQuestion,
  type ImportNote,
  type SkippedQuestion,
} from "@tq/contract/quiz-interchange";

/** What a file gave: its questions (validated) and a report of everything left out. */
export interface QuestionBank {
  questions: ImportedQuestion[];
  skipped: SkippedQuestion[];
  notes: ImportNote[];
}

/**
 * A parser's answer: never a throw. `ok: false` is a file that cannot be read at all (too big,
 * not well-formed, a DOCTYPE); the endpoint answers it as a 400 on the file field.
 */
export type QuestionBankParse = ({ ok: true } & QuestionBank) | { ok: false; error: FileError };

export interface FileError {
  message: string;
  line: number | null;
}

/** Where a question of the file is, for the report. */
export interface QuestionPlace {
  index: number;
  line: number;
  title?: string;
}

export function fileError(message: string, line: number | null = null): QuestionBankParse {
  return { ok: false, error: { message, line } };
}

/** The size cap, checked before any parsing (a character takes at least one UTF-8 byte). */
export function tooBig(text: string): QuestionBankParse | null {
  if (text.length <= MAX_QUESTION_BANK_BYTES && Buffer.byteLength(text, "utf8") <= MAX_QUESTION_BANK_BYTES) return null;
  return fileError(
    `The file is larger than ${MAX_QUESTION_BANK_BYTES / (1024 * 1024)} MB: split it into smaller files.`,
  );
}

/** Parsers run on untrusted files: anything unexpected becomes a file error, never a 500. */
export function readSafely(read: () => QuestionBankParse): QuestionBankParse {
  try {
    return read();
  } catch (error) {
    const detail = error instanceof Error ? `: ${error.message}` : "";
    return fileError(`The file could not be read${detail}.`);
  }
}

const FIELD_WORDS: Record<string, string> = {
  stemHtml: "question text",
  explanationHtml: "general feedback",
  options: "answers",
  marks: "marks",
  answer: "answer",
  tolerance: "tolerance",
  unit: "unit",
  scheme: "marking scheme",
  title: "name",
};

/** A zod failure as one sentence for the report: the contract's message, with the field it is about. */
export function describeIssues(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return "The question is not valid.";
  const field = typeof issue.path[0] === "string" ? FIELD_WORDS[issue.path[0]] : undefined;
  return field ? `${issue.message} (${field})` : issue.message;
}

/** Collects a file's questions in order, validating each against the contract. */
export class BankCollector {
  private readonly questions: ImportedQuestion[] = [];
  private readonly skipped: SkippedQuestion[] = [];
  private readonly notes: ImportNote[] = [];
  private readonly fileNotes = new Set<string>();
  private count = 0;

  /** The next question's place, or null once the file holds more questions than allowed. */
  next(line: number): QuestionPlace | null {
    this.count += 1;
    return this.count > MAX_QUESTIONS_PER_BANK ? null : { index: this.count, line };
  }

  tooMany(): QuestionBankParse {
    return fileError(`The file has more than ${MAX_QUESTIONS_PER_BANK} questions: split it into smaller files.`);
  }

  skip(place: QuestionPlace, reason: string, line = place.line): void {
    this.skipped.push({ index: place.index, line, reason, ...(place.title ? { title: place.title } : {}) });
  }

  /** Said once per file, whatever the number of questions it concerns. */
  fileNote(message: string): void {
    this.fileNotes.add(message);
  }

  /** Validates a question built from the file: kept with its notes, or skipped with zod's reason. */
  accept(place: QuestionPlace, draft: ExportableQuestion, notes: readonly string[] = []): void {
    const parsed = ImportedQuestion.safeParse(place.title ? { ...draft, title: place.title } : draft);
    if (!parsed.success) {
      this.skip(place, describeIssues(parsed.error));
      return;
    }
    this.questions.push(parsed.data);
    for (const message of notes) {
      this.notes.push({
        index: place.index,
        line: place.line,
        message,
        ...(place.title ? { title: place.title } : {}),
      });
    }
  }

  result(): QuestionBankParse {
    const fileNotes = [...this.fileNotes].map((message) => ({ index: null, line: null, message }));
    return { ok: true, questions: this.questions, skipped: this.skipped, notes: [...fileNotes, ...this.notes] };
  }
}

/** Export takes the question as the contract reads it (defaults filled), or says why it cannot. */
export function readForExport(input: ExportableQuestion): { question: ImportedQuestion } | { reason: string } {
  const parsed = ImportedQuestion.safeParse(input);
  return parsed.success ? { question: parsed.data } : { reason: describeIssues(parsed.error) };
}
