import type { Role } from "@tq/contract/roles";
import type { Database } from "../../src/db/client.ts";
import { courseStaff } from "../../src/db/schema/index.ts";
import { buildCourseTree } from "../catalog/catalog-factory.ts";
import { buildUser } from "./helpers.ts";
import { buildQuiz } from "../quizzes/quiz-factory.ts";

/** What the authorization matrix hands a fixture (a subset of its CallerContext). */
export interface MatrixCaller {
  caller: "anonymous" | Role;
  user: { id: number };
}

/** A valid request for a route (a subset of the matrix's Fixture). */
export interface MatrixFixture {
  url: string;
  payload?: unknown;
  /** Extra request headers (a multipart upload's content type). */
  headers?: Record<string, string>;
  /** Use this token instead of the caller's shared one (a call that ends the session it is made with). */
  token?: string | null;
}

/** An entries file's rows, spread into the matrix in policies/authorization-matrix.test.ts. */
export type MatrixEntries = Record<
  string,
  {
    access: readonly Role[] | "public" | "signedIn";
    request(c: MatrixCaller): Promise<MatrixFixture> | MatrixFixture;
  }
>;

/** The course's owner, its teaching assistants and the world director (quiz.author, attempt.mark, course.editTutorials). */
export const COURSE_STAFF: readonly Role[] = ["teacher", "teachingassistant", "worlddirector"];

/**
 * A course tree the caller stands in: a teacher owns it, a teaching assistant assists it;
 * anyone else meets another teacher's course (the world director may act on it, every other
 * role must be refused).
 */
export async function callerCourse(db: Database, c: MatrixCaller) {
  const owner = c.caller === "teacher" ? c.user.id : (await buildUser(db, { role: "teacher" })).id;
  const tree = await buildCourseTree(db, { ownerId: owner });
  if (c.caller === "teachingassistant") {
    await db.db.insert(courseStaff).values({ courseId: tree.course.id, userId: c.user.id, role: "assistant" });
  }
  return tree;
}

/** A published quiz of every question type (buildQuiz) on the first chapter of the caller's course. */
export async function callerQuiz(db: Database, c: MatrixCaller) {
  const tree = await callerCourse(db, c);
  const built = await buildQuiz(db, {
    courseId: tree.course.id,
    subjectId: tree.subject.id,
    chapterId: tree.chapters.ch1.id,
  });
  return { tree, ...built };
}

/**
 * Who needs a world of their own: the course's teacher and teaching assistant (and the roles
 * in `also`) stand in it; every other caller meets the same other teacher's course.
 */
export function standingOf(c: MatrixCaller, also: readonly Role[] = []): string {
  const own = c.caller === "teacher" || c.caller === "teachingassistant" || also.some((r) => r === c.caller);
  return own ? c.caller : "others";
}

/**
 * Builds a caller's fixtures once per key and shares them with the callers of the same key
 * (fewer courses and quizzes to build keeps the matrix fast).
 */
export function sharedPerKey<T>(
  keyOf: (c: MatrixCaller) => string,
  build: (c: MatrixCaller) => Promise<T>,
): (c: MatrixCaller) => Promise<T> {
  const shared = new Map<string, Promise<T>>();
  return (c) => {
    const key = keyOf(c);
    let built = shared.get(key);
    if (!built) {
      built = build(c);
      shared.set(key, built);
    }
    return built;
  };
}
