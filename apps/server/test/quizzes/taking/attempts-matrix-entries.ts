import { and, eq } from "drizzle-orm";
import type { Database } from "../../../src/db/client.ts";
import { quizAttempts } from "../../../src/db/schema/index.ts";
import { newVerificationCode } from "../../../src/modules/quizzes/taking/attempt-code.ts";
import { storeQuestions } from "../../../src/modules/quizzes/taking/attempt-questions.ts";
import { buildSnapshot } from "../../../src/modules/quizzes/taking/attempt-snapshot.ts";
import { findQuiz } from "../../../src/modules/quizzes/authoring/quiz-repo.ts";
import { subscribe } from "../../enrolment/enrolment-factory.ts";
import { buildUser } from "../../support/helpers.ts";
import {
  callerQuiz,
  sharedPerKey,
  standingOf,
  type MatrixCaller,
  type MatrixEntries,
} from "../../support/matrix-helpers.ts";

const RULES = { negativeMarking: false, requiresReview: false, passPercent: 50, releasePolicy: "immediately" } as const;

/**
 * The quiz attempt routes' rows of the authorization matrix. Students take quizzes; a teacher
 * (owner) and a teaching assistant meet an attempt in their own course, the world director any;
 * the other roles are refused by role. Attempts are written straight to the database so each
 * call gets one still in progress (the submit row runs before the answer row).
 */
export function attemptsMatrix(database: () => Database): MatrixEntries {
  async function build(c: MatrixCaller) {
    const db = database();
    const built = await callerQuiz(db, c);
    const student = c.caller === "student" ? c.user.id : (await buildUser(db, { role: "student" })).id;
    // Taking quizzes needs an active subscription (issue #5).
    await subscribe(db, student, built.tree.course.id);
    const quiz = await findQuiz(db.db, built.quizId);
    if (!quiz) throw new Error("no quiz");
    return { quiz, student };
  }
  const world = sharedPerKey((c) => standingOf(c, ["student"]), build);
  /** An exam attempt of the world's student: in progress (any earlier one is closed first), or submitted. */
  async function attempt(c: MatrixCaller, status: "in_progress" | "submitted" = "in_progress"): Promise<number> {
    const { quiz, student } = await world(c);
    const db = database().db;
    const open = and(
      eq(quizAttempts.quizId, quiz.id),
      eq(quizAttempts.userId, student),
      eq(quizAttempts.status, "in_progress"),
    );
    await db.update(quizAttempts).set({ status: "submitted", submittedAt: new Date() }).where(open);
    const now = new Date();
    const [row] = await db
      .insert(quizAttempts)
      .values({
        quizId: quiz.id,
        userId: student,
        mode: "exam",
        status,
        submittedAt: status === "submitted" ? now : null,
        submittedBy: status === "submitted" ? "student" : null,
        releasedAt: status === "submitted" ? now : null,
        verificationCode: newVerificationCode(),
        draw: await storeQuestions(db, (await buildSnapshot(db, quiz)).questions),
        rules: RULES,
      })
      .returning();
    if (!row) throw new Error("no attempt");
    return row.id;
  }
  const code = async (c: MatrixCaller) => {
    const [row] = await database()
      .db.select({ code: quizAttempts.verificationCode })
      .from(quizAttempts)
      .where(eq(quizAttempts.id, await attempt(c, "submitted")));
    return row?.code ?? "";
  };
  return {
    "POST /api/quizzes/:quizId/attempts": {
      access: ["student"],
      request: async (c) => ({
        url: `/api/quizzes/${(await world(c)).quiz.id}/attempts`,
        payload: { mode: "practice" },
      }),
    },
    // Reopening (the player's URL) never starts an attempt: students only, like taking.
    "GET /api/quizzes/:quizId/attempts/latest": {
      access: ["student"],
      request: async (c) => ({ url: `/api/quizzes/${(await world(c)).quiz.id}/attempts/latest?mode=exam` }),
    },
    "GET /api/quizzes/:quizId/my-attempts": {
      access: ["student"],
      request: async (c) => ({ url: `/api/quizzes/${(await world(c)).quiz.id}/my-attempts` }),
    },
    // Read: the owner, and read-only the course's staff (a teacher's own course, an assistant's, the world director).
    "GET /api/attempts/:attemptId": {
      access: ["student", "teacher", "teachingassistant", "worlddirector"],
      request: async (c) => ({ url: `/api/attempts/${await attempt(c)}` }),
    },
    "PUT /api/attempts/:attemptId/answers/:questionKey": {
      access: ["student"],
      request: async (c) => ({
        // Question 3 of buildQuiz's quiz is the true/false one.
        url: `/api/attempts/${await attempt(c)}/answers/3`,
        payload: { response: { type: "truefalse", value: false }, clientSeq: 1 },
      }),
    },
    "POST /api/attempts/:attemptId/submit": {
      access: ["student"],
      request: async (c) => ({ url: `/api/attempts/${await attempt(c)}/submit` }),
    },
    "GET /api/results/verify/:code": {
      access: "public",
      request: async (c) => ({ url: `/api/results/verify/${await code(c)}` }),
    },
  };
}
