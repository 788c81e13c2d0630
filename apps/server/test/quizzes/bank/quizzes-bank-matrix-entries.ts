import { randomBytes } from "node:crypto";
import type { Database } from "../../../src/db/client.ts";
import {
  callerQuiz,
  COURSE_STAFF,
  sharedPerKey,
  standingOf,
  type MatrixEntries,
} from "../../support/matrix-helpers.ts";

/** The course's owner, its teaching assistants, the world director (policy `quiz.author`). */
const AUTHORS = COURSE_STAFF;

/** A multipart/form-data body, as a browser sends it: text fields, then one file (field `file` unless told). */
export function bankUpload(
  text: string | Buffer,
  filename: string,
  fields: Record<string, string> = {},
  fileField = "file",
) {
  const boundary = `----tq${randomBytes(8).toString("hex")}`;
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const payload = Buffer.concat([
    Buffer.from(parts.join("")),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${fileField}"; filename="${filename}"\r\n` +
        "Content-Type: text/plain\r\n\r\n",
    ),
    typeof text === "string" ? Buffer.from(text, "utf8") : text,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

/**
 * The question-bank routes' rows of the authorization matrix. A teacher imports into and
 * exports a quiz of a course it owns, a teaching assistant one of a course it assists; every
 * other caller meets another teacher's quiz.
 */
export function quizBankMatrix(database: () => Database): MatrixEntries {
  const quiz = sharedPerKey(standingOf, (c) => callerQuiz(database(), c));

  return {
    "POST /api/quizzes/sections/:sectionId/import": {
      access: AUTHORS,
      request: async (c) => ({
        url: `/api/quizzes/sections/${(await quiz(c)).sections.partB}/import`,
        ...bankUpload("::Matrix:: Force is a vector quantity. {T}", "bank.txt"),
      }),
    },
    "GET /api/quizzes/:quizId/export": {
      access: AUTHORS,
      request: async (c) => ({ url: `/api/quizzes/${(await quiz(c)).quizId}/export?format=gift` }),
    },
  };
}
