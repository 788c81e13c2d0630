import type { Database } from "../../src/db/client.ts";
import { assessmentReports, guardianLinks, reportEntries } from "../../src/db/schema/index.ts";
import { newVerificationCode } from "../../src/modules/quizzes/taking/attempt-code.ts";
import { subscribe } from "../enrolment/enrolment-factory.ts";
import { buildUser } from "../support/helpers.ts";
import { COURSE_STAFF, callerCourse, type MatrixCaller, type MatrixEntries } from "../support/matrix-helpers.ts";
import { dayAgo, reportQuiz } from "./reports-factory.ts";

/**
 * Assessment reports' rows of the authorization matrix (issue #6). The caller's own course when
 * they staff one (callerCourse); a draft with a quiz and a subscribed student, so publishing succeeds.
 */
export function reportsMatrix(database: () => Database): MatrixEntries {
  async function world(c: MatrixCaller) {
    const tree = await callerCourse(database(), c);
    const quiz = await reportQuiz(database(), tree, "Matrix quiz");
    const student = await buildUser(database(), { role: "student" });
    await subscribe(database(), student.id, tree.course.id);
    return { tree, quiz, student };
  }
  const settings = (quizId: number) => ({
    periodFrom: dayAgo(30),
    periodTo: dayAgo(0),
    quizzes: [{ quizId, weight: 1 }],
  });
  async function draft(c: MatrixCaller) {
    const w = await world(c);
    const [row] = await database()
      .db.insert(assessmentReports)
      .values({
        courseId: w.tree.course.id,
        title: "Matrix report",
        ...settings(w.quiz.id),
        counted: settings(w.quiz.id).quizzes,
      })
      .returning();
    if (!row) throw new Error("no report");
    return { ...w, reportId: row.id };
  }
  async function published(studentId: number, courseId: number) {
    const [row] = await database()
      .db.insert(assessmentReports)
      .values({
        courseId,
        title: "Published matrix report",
        periodFrom: dayAgo(30),
        periodTo: dayAgo(0),
        counted: [],
        status: "published",
        publishedAt: new Date(),
      })
      .returning();
    if (!row) throw new Error("no report");
    const code = newVerificationCode();
    await database().db.insert(reportEntries).values({
      reportId: row.id,
      userId: studentId,
      studentName: "Matrix Student",
      scores: [],
      weightedTotal: 50,
      verificationCode: code,
    });
    return code;
  }
  const reportUrl = async (c: MatrixCaller, suffix = "") => ({
    url: `/api/reports/${(await draft(c)).reportId}${suffix}`,
  });

  return {
    "GET /api/reports/courses": { access: COURSE_STAFF, request: () => ({ url: "/api/reports/courses" }) },
    "GET /api/reports/courses/:courseId": {
      access: COURSE_STAFF,
      request: async (c) => ({ url: `/api/reports/courses/${(await callerCourse(database(), c)).course.id}` }),
    },
    "POST /api/reports/courses/:courseId/preview": {
      access: COURSE_STAFF,
      request: async (c) => {
        const w = await world(c);
        return { url: `/api/reports/courses/${w.tree.course.id}/preview`, payload: settings(w.quiz.id) };
      },
    },
    "POST /api/reports/courses/:courseId/reports": {
      access: COURSE_STAFF,
      request: async (c) => {
        const w = await world(c);
        return {
          url: `/api/reports/courses/${w.tree.course.id}/reports`,
          payload: { title: "Matrix", ...settings(w.quiz.id), remarks: { [String(w.student.id)]: "Good." } },
        };
      },
    },
    "GET /api/reports/:reportId": { access: COURSE_STAFF, request: (c) => reportUrl(c) },
    "PUT /api/reports/:reportId": {
      access: COURSE_STAFF,
      request: async (c) => {
        const d = await draft(c);
        return { url: `/api/reports/${d.reportId}`, payload: { title: "Renamed", ...settings(d.quiz.id) } };
      },
    },
    "DELETE /api/reports/:reportId": { access: COURSE_STAFF, request: (c) => reportUrl(c) },
    "POST /api/reports/:reportId/publish": { access: COURSE_STAFF, request: (c) => reportUrl(c, "/publish") },
    "GET /api/reports/:reportId/csv": { access: COURSE_STAFF, request: (c) => reportUrl(c, "/csv") },
    "GET /api/reports/students/:userId/courses/:courseId": {
      // The student themself, their guardian, the course's staff; a preteacher or country director is refused.
      access: ["student", "guardian", ...COURSE_STAFF],
      request: async (c) => {
        const tree = await callerCourse(database(), c);
        let studentId = (await buildUser(database(), { role: "student" })).id;
        if (c.caller === "student") studentId = c.user.id;
        if (c.caller === "guardian")
          await database().db.insert(guardianLinks).values({ guardianId: c.user.id, wardId: studentId });
        return { url: `/api/reports/students/${studentId}/courses/${tree.course.id}` };
      },
    },
    "GET /api/reports/verify/:code": {
      access: "public",
      request: async () => {
        const tree = await callerCourse(database(), { caller: "anonymous", user: { id: 0 } });
        const student = await buildUser(database(), { role: "student" });
        return { url: `/api/reports/verify/${await published(student.id, tree.course.id)}` };
      },
    },
  };
}
