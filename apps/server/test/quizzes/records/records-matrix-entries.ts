import type { Role } from "@tq/contract/roles";
import type { Database } from "../../../src/db/client.ts";
import { courseStaff } from "../../../src/db/schema/index.ts";
import { buildCourseTree } from "../../catalog/catalog-factory.ts";
import { buildUser } from "../../support/helpers.ts";
import { buildQuiz } from "../quiz-factory.ts";

interface MatrixCaller {
  caller: "anonymous" | Role;
  user: { id: number };
}
type Entries = Record<
  string,
  { access: readonly Role[] | "public"; request(c: MatrixCaller): Promise<{ url: string }> | { url: string } }
>;

const MARKERS: readonly Role[] = ["teacher", "teachingassistant", "worlddirector"];

/**
 * The quiz records' rows of the authorization matrix. The lists answer every marker (a teacher
 * without courses gets an empty page); one student's attempts need a quiz of a course the caller
 * marks: a teacher owns it, a teaching assistant assists it, the world director marks any.
 */
export function recordsMatrix(database: () => Database): Entries {
  async function quizOf(c: MatrixCaller): Promise<{ quizId: number; studentId: number }> {
    const db = database();
    const owner = c.caller === "teacher" ? c.user.id : (await buildUser(db, { role: "teacher" })).id;
    const tree = await buildCourseTree(db, { ownerId: owner });
    if (c.caller === "teachingassistant")
      await db.db.insert(courseStaff).values({ courseId: tree.course.id, userId: c.user.id, role: "assistant" });
    const built = await buildQuiz(db, {
      courseId: tree.course.id,
      subjectId: tree.subject.id,
      chapterId: tree.chapters.ch1.id,
    });
    return { quizId: built.quizId, studentId: (await buildUser(db, { role: "student" })).id };
  }
  return {
    "GET /api/records/mine": { access: ["student"], request: () => ({ url: "/api/records/mine?kind=subject" }) },
    "GET /api/records": { access: MARKERS, request: () => ({ url: "/api/records?status=submitted" }) },
    "GET /api/records.csv": { access: MARKERS, request: () => ({ url: "/api/records.csv?kind=chapter" }) },
    "GET /api/marking/students/:userId/quizzes/:quizId/attempts": {
      access: MARKERS,
      request: async (c) => {
        const { quizId, studentId } = await quizOf(c);
        return { url: `/api/marking/students/${studentId}/quizzes/${quizId}/attempts` };
      },
    },
  };
}
