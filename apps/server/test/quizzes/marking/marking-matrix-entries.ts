import type { Database } from "../../../src/db/client.ts";
import { attemptAnswers, quizAttempts } from "../../../src/db/schema/index.ts";
import { newVerificationCode } from "../../../src/modules/quizzes/taking/attempt-code.ts";
import { storeQuestions } from "../../../src/modules/quizzes/taking/attempt-questions.ts";
import { buildSnapshot } from "../../../src/modules/quizzes/taking/attempt-snapshot.ts";
import { findQuiz } from "../../../src/modules/quizzes/authoring/quiz-repo.ts";
import { buildUser } from "../../support/helpers.ts";
import {
  callerQuiz,
  COURSE_STAFF,
  sharedPerKey,
  standingOf,
  type MatrixCaller,
  type MatrixEntries,
} from "../../support/matrix-helpers.ts";

const RULES = {
  negativeMarking: false,
  requiresReview: true,
  passPercent: 50,
  releasePolicy: "after_marking",
} as const;
/** buildQuiz's subjective question is the sixth of Part A. */
const SUBJECTIVE = 6;
const MARKERS = COURSE_STAFF;

/**
 * The marking routes' rows of the authorization matrix. A teacher meets a course they own, a
 * teaching assistant one they assist, the world director any; other roles are refused by role.
 * Each call gets a fresh submitted exam attempt, written straight to the database.
 */
export function markingMatrix(database: () => Database): MatrixEntries {
  async function build(c: MatrixCaller) {
    const db = database();
    const built = await callerQuiz(db, c);
    const quiz = await findQuiz(db.db, built.quizId);
    if (!quiz) throw new Error("no quiz");
    const student = (await buildUser(db, { role: "student" })).id;
    return { quiz, student };
  }
  const world = sharedPerKey(standingOf, build);
  async function attempt(c: MatrixCaller): Promise<number> {
    const { quiz, student } = await world(c);
    const db = database().db;
    const now = new Date();
    const [row] = await db
      .insert(quizAttempts)
      .values({
        quizId: quiz.id,
        userId: student,
        mode: "exam",
        status: "submitted",
        submittedAt: now,
        submittedBy: "student",
        score: 0,
        maxScore: 4,
        percent: 0,
        passed: false,
        provisional: true,
        verificationCode: newVerificationCode(),
        draw: await storeQuestions(db, (await buildSnapshot(db, quiz)).questions),
        rules: RULES,
      })
      .returning();
    if (!row) throw new Error("no attempt");
    await db.insert(attemptAnswers).values({
      attemptId: row.id,
      questionKey: SUBJECTIVE,
      response: { type: "subjective", text: "It stays at rest." },
      score: 2,
      maxScore: 4,
      gradeStatus: "provisional",
      matchedRules: [],
    });
    return row.id;
  }
  return {
    "GET /api/marking/queue": { access: MARKERS, request: async () => ({ url: "/api/marking/queue" }) },
    "PUT /api/marking/answers/:attemptId/:questionKey": {
      access: MARKERS,
      request: async (c) => ({
        url: `/api/marking/answers/${await attempt(c)}/${SUBJECTIVE}`,
        payload: { score: 3, comment: "Give an example." },
      }),
    },
    "POST /api/marking/attempts/:attemptId/regrade": {
      access: MARKERS,
      request: async (c) => ({ url: `/api/marking/attempts/${await attempt(c)}/regrade` }),
    },
    "POST /api/marking/quizzes/:quizId/release": {
      access: MARKERS,
      request: async (c) => ({ url: `/api/marking/quizzes/${(await world(c)).quiz.id}/release` }),
    },
    "GET /api/marking/attempts/:attemptId": {
      access: MARKERS,
      request: async (c) => ({ url: `/api/marking/attempts/${await attempt(c)}` }),
    },
    "GET /api/attempts/mine/subjectives": {
      access: ["student"],
      request: async () => ({ url: "/api/attempts/mine/subjectives" }),
    },
  };
}
