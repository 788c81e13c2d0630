import {
  QUESTION_BANK_FILE_EXTENSIONS,
  QuestionBankImportResult,
  type QuestionBankFormat,
} from "@tq/contract/quiz-interchange";
import { buildHeaders, isRelativeUrl } from "../../lib/api-client.ts";
import { ApiError, NETWORK_ERROR_MESSAGE } from "../../lib/api-error.ts";
import { api } from "../../lib/api.ts";
import { publicEnv, withBase } from "../../lib/public-env.ts";
import { session } from "../../lib/session.ts";

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

/** The file name the server chose (Content-Disposition), or a plain one for the format. */
export function exportFileName(disposition: string | null, format: QuestionBankFormat): string {
  const match = disposition ? /filename="([^"]+)"/.exec(disposition) : null;
  return match?.[1] ?? `questions${QUESTION_BANK_FILE_EXTENSIONS[format]}`;
}

/**
 * Fetches a quiz's questions as a file. Not through `api.get`: the answer is a file, not JSON,
 * but it carries the same token and turns the server's JSON errors into an `ApiError`.
 */
export async function fetchBankExport(
  quizId: number,
  format: QuestionBankFormat,
): Promise<{ blob: Blob; fileName: string }> {
  const url = withBase(publicEnv().apiBase, BANK_PATHS.export(quizId, format));
  const cookies = typeof document === "undefined" ? "" : document.cookie;
  const headers = buildHeaders("GET", url, session().getState().token, cookies, false);
  headers.set("Accept", "text/plain, application/xml, application/json");
  let response: Response;
  try {
    response = await fetch(url, { headers, credentials: isRelativeUrl(url) ? "same-origin" : "include" });
  } catch {
    throw new ApiError(0, "unavailable", NETWORK_ERROR_MESSAGE);
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    throw ApiError.fromAnswer(response.status, body);
  }
  return {
    blob: await response.blob(),
    fileName: exportFileName(response.headers.get("content-disposition"), format),
  };
}

/** Saves a blob through a temporary link (the browser's own download). */
export function saveBlob(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = href;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has started the download.
  setTimeout(() => URL.revokeObjectURL(href), 0);
}
