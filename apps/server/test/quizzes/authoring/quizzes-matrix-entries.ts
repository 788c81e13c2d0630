import { asc, eq } from "drizzle-orm";
import type { Database } from "../../../src/db/client.ts";
import { questionOptions, questions, quizSections, quizzes } from "../../../src/db/schema/index.ts";
import { insertQuestion } from "../../../src/modules/quizzes/authoring/question-store.ts";
import { insertQuiz } from "../../../src/modules/quizzes/authoring/quiz-repo.ts";
import { insertSection, insertSelector } from "../../../src/modules/quizzes/authoring/section-repo.ts";
import {
  callerCourse,
  COURSE_STAFF,
  sharedPerKey,
  standingOf,
  type MatrixCaller,
  type MatrixEntries,
} from "../../support/matrix-helpers.ts";
import { buildQuiz, sampleQuestion } from "../quiz-factory.ts";

/** The course's owner, its teaching assistants, the world director (policy `quiz.author`). */
const AUTHORS = COURSE_STAFF;

/**
 * The quiz authoring routes' rows of the authorization matrix. Each caller gets a course it
 * stands in (a teacher owns it, a teaching assistant assists it; anyone else meets another
 * teacher's course), with a published chapter quiz of every question type and a subject quiz
 * with a section for selectors. Deleting calls get fresh things of their own.
 */
export function quizzesMatrix(database: () => Database): MatrixEntries {
  async function build(c: MatrixCaller) {
    const db = database();
    const tree = await callerCourse(db, c);
    const place = { courseId: tree.course.id, subjectId: tree.subject.id };
    const chapterQuiz = await buildQuiz(db, { ...place, chapterId: tree.chapters.ch1.id });
    const subjectQuiz = await insertQuiz(db.db, { ...place, kind: "subject", chapterId: null, title: "Mock exam" });
    const drawn = await insertSection(db.db, {
      quizId: subjectQuiz,
      title: "Drawn",
      instructionsHtml: "",
      instructionsRendered: "",
    });
    return { tree, chapterQuiz, subjectQuiz, drawn };
  }
  // A teacher and a teaching assistant need a course of their own; every other caller meets
  // the same other teacher's course (fewer quizzes to build keeps the matrix fast).
  const world = sharedPerKey(standingOf, build);
  const db = () => database().db;
  const ids = async (rows: Promise<{ id: number }[]>) => (await rows).map((r) => r.id);
  const selector = async (c: MatrixCaller) =>
    insertSelector(db(), (await world(c)).drawn, {
      count: 1,
      chapterIds: [],
      levelIds: [],
      difficultyMin: 1,
      difficultyMax: 5,
    });
  const freshQuestion = async (c: MatrixCaller, type: Parameters<typeof sampleQuestion>[0] = "single") =>
    insertQuestion(db(), (await world(c)).chapterQuiz.sections.partB, sampleQuestion(type));
  const firstOption = async (questionId: number) => {
    const [row] = await db()
      .select({ id: questionOptions.id })
      .from(questionOptions)
      .where(eq(questionOptions.questionId, questionId))
      .orderBy(asc(questionOptions.position));
    if (!row) throw new Error("no option");
    return row.id;
  };

  const entries: MatrixEntries = {};
  for (const kind of ["chapters", "subjects"] as const) {
    const scope = async (c: MatrixCaller) => {
      const { tree } = await world(c);
      return kind === "chapters" ? tree.chapters.ch1.id : tree.subject.id;
    };
    entries[`GET /api/quizzes/${kind}/:${kind === "chapters" ? "chapterId" : "subjectId"}`] = {
      access: AUTHORS,
      request: async (c) => ({ url: `/api/quizzes/${kind}/${await scope(c)}` }),
    };
    entries[`POST /api/quizzes/${kind}/:${kind === "chapters" ? "chapterId" : "subjectId"}`] = {
      access: AUTHORS,
      request: async (c) => ({ url: `/api/quizzes/${kind}/${await scope(c)}`, payload: { title: "Matrix quiz" } }),
    };
    entries[`PUT /api/quizzes/${kind}/:${kind === "chapters" ? "chapterId" : "subjectId"}/order`] = {
      access: AUTHORS,
      async request(c) {
        const id = await scope(c);
        const where = kind === "chapters" ? eq(quizzes.chapterId, id) : eq(quizzes.subjectId, id);
        const rows = await db().select({ id: quizzes.id, kind: quizzes.kind }).from(quizzes).where(where);
        const wanted = rows.filter((r) => r.kind === (kind === "chapters" ? "chapter" : "subject")).map((r) => r.id);
        return { url: `/api/quizzes/${kind}/${id}/order`, payload: { ids: wanted.sort((a, b) => b - a) } };
      },
    };
  }

  return {
    ...entries,
    "GET /api/quizzes/:quizId": {
      access: AUTHORS,
      request: async (c) => ({ url: `/api/quizzes/${(await world(c)).chapterQuiz.quizId}` }),
    },
    "PATCH /api/quizzes/:quizId": {
      access: AUTHORS,
      request: async (c) => ({
        url: `/api/quizzes/${(await world(c)).chapterQuiz.quizId}`,
        payload: { passPercent: 55 },
      }),
    },
    "PUT /api/quizzes/:quizId/status": {
      access: AUTHORS,
      request: async (c) => ({
        // Unpublishing: other rows add empty sections to this quiz (publishing is tested in quizzes-quizzes).
        url: `/api/quizzes/${(await world(c)).chapterQuiz.quizId}/status`,
        payload: { status: "draft" },
      }),
    },
    "DELETE /api/quizzes/:quizId": {
      access: AUTHORS,
      async request(c) {
        const { tree } = await world(c);
        const fresh = await insertQuiz(db(), {
          kind: "chapter",
          courseId: tree.course.id,
          subjectId: tree.subject.id,
          chapterId: tree.chapters.ch2.id,
          title: "Doomed",
        });
        return { url: `/api/quizzes/${fresh}` };
      },
    },
    "POST /api/quizzes/:quizId/sections": {
      access: AUTHORS,
      request: async (c) => ({
        url: `/api/quizzes/${(await world(c)).chapterQuiz.quizId}/sections`,
        payload: { title: "Matrix section" },
      }),
    },
    "PATCH /api/quizzes/sections/:sectionId": {
      access: AUTHORS,
      request: async (c) => ({
        url: `/api/quizzes/sections/${(await world(c)).chapterQuiz.sections.partA}`,
        payload: { title: "Renamed" },
      }),
    },
    "DELETE /api/quizzes/sections/:sectionId": {
      access: AUTHORS,
      async request(c) {
        const quizId = (await world(c)).chapterQuiz.quizId;
        const id = await insertSection(db(), {
          quizId,
          title: "Empty",
          instructionsHtml: "",
          instructionsRendered: "",
        });
        return { url: `/api/quizzes/sections/${id}` };
      },
    },
    "PUT /api/quizzes/:quizId/sections/order": {
      access: AUTHORS,
      async request(c) {
        const quizId = (await world(c)).chapterQuiz.quizId;
        const current = await ids(
          db().select({ id: quizSections.id }).from(quizSections).where(eq(quizSections.quizId, quizId)),
        );
        return { url: `/api/quizzes/${quizId}/sections/order`, payload: { ids: current.reverse() } };
      },
    },
    "GET /api/quizzes/sections/:sectionId/selectors": {
      access: AUTHORS,
      request: async (c) => ({ url: `/api/quizzes/sections/${(await world(c)).drawn}/selectors` }),
    },
    "POST /api/quizzes/sections/:sectionId/selectors": {
      access: AUTHORS,
      request: async (c) => ({
        url: `/api/quizzes/sections/${(await world(c)).drawn}/selectors`,
        payload: { count: 2 },
      }),
    },
    "POST /api/quizzes/sections/:sectionId/pool": {
      access: AUTHORS,
      request: async (c) => ({ url: `/api/quizzes/sections/${(await world(c)).drawn}/pool`, payload: { count: 2 } }),
    },
    "PATCH /api/quizzes/selectors/:selectorId": {
      access: AUTHORS,
      request: async (c) => ({ url: `/api/quizzes/selectors/${await selector(c)}`, payload: { count: 3 } }),
    },
    "DELETE /api/quizzes/selectors/:selectorId": {
      access: AUTHORS,
      request: async (c) => ({ url: `/api/quizzes/selectors/${await selector(c)}` }),
    },
    "GET /api/quizzes/selectors/:selectorId/pool": {
      access: AUTHORS,
      request: async (c) => ({ url: `/api/quizzes/selectors/${await selector(c)}/pool` }),
    },
    "POST /api/quizzes/questions": {
      access: AUTHORS,
      request: async (c) => ({
        url: "/api/quizzes/questions",
        payload: { sectionId: (await world(c)).chapterQuiz.sections.partB, ...sampleQuestion("truefalse") },
      }),
    },
    "GET /api/quizzes/questions/:questionId": {
      access: AUTHORS,
      request: async (c) => ({ url: `/api/quizzes/questions/${(await world(c)).chapterQuiz.questions.numeric}` }),
    },
    "PUT /api/quizzes/questions/:questionId": {
      access: AUTHORS,
      async request(c) {
        const id = await freshQuestion(c);
        return { url: `/api/quizzes/questions/${id}`, payload: { ...sampleQuestion("single"), baseRevision: 1 } };
      },
    },
    "DELETE /api/quizzes/questions/:questionId": {
      access: AUTHORS,
      request: async (c) => ({ url: `/api/quizzes/questions/${await freshQuestion(c)}` }),
    },
    "PUT /api/quizzes/sections/:sectionId/questions/order": {
      access: AUTHORS,
      async request(c) {
        const sectionId = (await world(c)).chapterQuiz.sections.partA;
        const current = await ids(
          db().select({ id: questions.id }).from(questions).where(eq(questions.sectionId, sectionId)),
        );
        return { url: `/api/quizzes/sections/${sectionId}/questions/order`, payload: { ids: current.reverse() } };
      },
    },
    "POST /api/quizzes/questions/:questionId/move": {
      access: AUTHORS,
      async request(c) {
        const built = (await world(c)).chapterQuiz;
        return {
          url: `/api/quizzes/questions/${await freshQuestion(c)}/move`,
          payload: { sectionId: built.sections.partA },
        };
      },
    },
    "POST /api/quizzes/questions/:questionId/duplicate": {
      access: AUTHORS,
      request: async (c) => ({
        url: `/api/quizzes/questions/${(await world(c)).chapterQuiz.questions.truefalse}/duplicate`,
      }),
    },
    "GET /api/quizzes/options/:optionId/sub-options": {
      access: AUTHORS,
      request: async (c) => ({
        url: `/api/quizzes/options/${await firstOption((await world(c)).chapterQuiz.questions.twotier)}/sub-options`,
      }),
    },
    "PUT /api/quizzes/options/:optionId/sub-options": {
      access: AUTHORS,
      request: async (c) => ({
        url: `/api/quizzes/options/${await firstOption(await freshQuestion(c, "twotier"))}/sub-options`,
        payload: { subOptions: [{ html: "a reason", correct: true }] },
      }),
    },
    "GET /api/quizzes/questions/:questionId/scheme": {
      access: AUTHORS,
      request: async (c) => ({ url: `/api/quizzes/questions/${(await world(c)).chapterQuiz.questions.short}/scheme` }),
    },
    "PUT /api/quizzes/questions/:questionId/scheme": {
      access: AUTHORS,
      request: async (c) => ({
        url: `/api/quizzes/questions/${(await world(c)).chapterQuiz.questions.subjective}/scheme`,
        payload: { modelAnswerHtml: "<p>Inertia.</p>", rules: "2: inertia" },
      }),
    },
  };
}
