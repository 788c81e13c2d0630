import {
  QUESTION_BANK_FILE_EXTENSIONS,
  QuestionBankImportResult,
  type QuestionBankFormat,
} from "@tq/contract/quiz-interchange";
import { api } from "../../../lib/api.ts";
import { fetchFile } from "../../../lib/download.ts";

/** Question-bank import and export (ADR 0018). */
export const BANK_PATHS = {
  import: (sectionId: number) => `/api/quizzes/sections/${sectionId}/import`,
  export: (quizId: number, format: QuestionBankFormat) => `/api/quizzes/${quizId}/export?format=${format}`,
} as const;

/**
 * Uploads a bank into a section. The form is built here rather than with `api.upload` because
 * the author's format choice travels as a second field; without it the server detects the format.
 */
export function importBank(sectionId: number, file: File, format: QuestionBankFormat | null) {
  const form = new FormData();
  if (format) form.append("format", format);
  form.append("file", file);
  return api.request("POST", BANK_PATHS.import(sectionId), QuestionBankImportResult, form);
}

/**
 * Fetches a quiz's questions as a file (with the token; the server's JSON errors become an
 * `ApiError`); save it with `saveBlob` from lib/download.
 */
export const fetchBankExport = (
  quizId: number,
  format: QuestionBankFormat,
): Promise<{ blob: Blob; fileName: string }> =>
  fetchFile(
    BANK_PATHS.export(quizId, format),
    "text/plain, application/xml",
    `questions${QUESTION_BANK_FILE_EXTENSIONS[format]}`,
  );
