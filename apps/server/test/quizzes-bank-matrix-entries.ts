import { randomBytes } from "node:crypto";
import type { Role } from "@tq/contract/roles";
import type { Database } from "../src/db/client.ts";
import { courseStaff } from "../src/db/schema/index.ts";
import { buildCourseTree } from "./catalog-factory.ts";
import { buildUser } from "./helpers.ts";
import { buildQuiz } from "./quiz-factory.ts";

/** What the authorization matrix hands a fixture (a subset of its CallerContext). */
interface MatrixCaller {
  caller: "anonymous" | Role;
  user: { id: number };
}
interface MatrixFixture {
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
}
type Entries = Record<string, { access: readonly Role[]; request(c: MatrixCaller): Promise<MatrixFixture> }>;

/** The course's owner, its teaching assistants, the world director (policy `quiz.author`). */
const AUTHORS: readonly Role[] = ["teacher", "teachingassistant", "worlddirector"];

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
export function quizBankMatrix(database: () => Database): Entries {
  async function build(c: MatrixCaller) {
    const db = database();
    const owner = c.caller === "teacher" ? c.user.id : (await buildUser(db, { role: "teacher" })).id;
    const tree = await buildCourseTree(db, { ownerId: owner });
    if (c.caller === "teachingassistant") {
      await db.db.insert(courseStaff).values({ courseId: tree.course.id, userId: c.user.id, role: "assistant" });
    }
    return buildQuiz(db, { courseId: tree.course.id, subjectId: tree.subject.id, chapterId: tree.chapters.ch1.id });
  }
  const shared = new Map<string, ReturnType<typeof build>>();
  const quiz = (c: MatrixCaller) => {
    const key = c.caller === "teacher" || c.caller === "teachingassistant" ? c.caller : "others";
    let built = shared.get(key);
    if (!built) {
      built = build(c);
      shared.set(key, built);
    }
    return built;
  };

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
