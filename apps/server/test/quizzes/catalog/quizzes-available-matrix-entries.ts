import type { Role } from "@tq/contract/roles";
import type { Database } from "../../../src/db/client.ts";
import { buildCourseTree } from "../../catalog/catalog-factory.ts";
import { buildUser } from "../../support/helpers.ts";
import { buildQuiz } from "../quiz-factory.ts";

interface MatrixFixture {
  url: string;
}
type Entries = Record<string, { access: readonly Role[] | "public" | "signedIn"; request(): Promise<MatrixFixture> }>;

/** Finding quizzes to take: the caller's list (any signed-in caller; staff get an empty one) and a chapter's (public). */
export function quizzesAvailableMatrix(database: () => Database): Entries {
  let built: Promise<{ chapterId: number; quizId: number }> | undefined;
  const chapterWithQuiz = () =>
    (built ??= (async () => {
      const owner = await buildUser(database(), { role: "teacher" });
      const tree = await buildCourseTree(database(), { ownerId: owner.id });
      const chapterId = tree.chapters.ch1.id;
      const { quizId } = await buildQuiz(database(), {
        courseId: tree.course.id,
        subjectId: tree.subject.id,
        chapterId,
      });
      return { chapterId, quizId };
    })());
  return {
    "GET /api/quizzes/available": {
      access: "signedIn",
      request: () => Promise.resolve({ url: "/api/quizzes/available" }),
    },
    "GET /api/quizzes/chapters/:chapterId/published": {
      access: "public",
      request: async () => ({ url: `/api/quizzes/chapters/${(await chapterWithQuiz()).chapterId}/published` }),
    },
    "GET /api/quizzes/:quizId/intro": {
      access: "public",
      request: async () => ({ url: `/api/quizzes/${(await chapterWithQuiz()).quizId}/intro` }),
    },
  };
}
