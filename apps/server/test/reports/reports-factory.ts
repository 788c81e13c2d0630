import { randomBytes } from "node:crypto";
import type { Database } from "../../src/db/client.ts";
import { courseStaff, quizAttempts, quizzes } from "../../src/db/schema/index.ts";
import { buildCourseTree } from "../catalog/catalog-factory.ts";
import { subscribe } from "../enrolment/enrolment-factory.ts";
import { buildUser } from "../support/helpers.ts";

const DAY = 86_400_000;

/** A published chapter quiz of the course, written straight to the database (reports read only its header). */
export async function reportQuiz(
  database: Database,
  tree: Awaited<ReturnType<typeof buildCourseTree>>,
  title: string,
  opts: { passPercent?: number; status?: "draft" | "published" } = {},
) {
  const [q] = await database.db
    .insert(quizzes)
    .values({
      kind: "chapter",
      courseId: tree.course.id,
      subjectId: tree.subject.id,
      chapterId: tree.chapters.ch1.id,
      title,
      passPercent: opts.passPercent ?? 50,
      status: opts.status ?? "published",
    })
    .returning();
  if (!q) throw new Error("no quiz");
  return q;
}

/** A submitted attempt with its percent, `daysAgo` back; released unless told otherwise. */
export async function scoredAttempt(
  database: Database,
  userId: number,
  quizId: number,
  percent: number,
  opts: { daysAgo?: number; released?: boolean; mode?: "exam" | "practice" } = {},
) {
  const at = new Date(Date.now() - (opts.daysAgo ?? 1) * DAY);
  await database.db.insert(quizAttempts).values({
    quizId,
    userId,
    mode: opts.mode ?? "exam",
    status: "submitted",
    startedAt: at,
    submittedAt: at,
    submittedBy: "student",
    score: percent / 10,
    maxScore: 10,
    percent,
    passed: percent >= 50,
    provisional: false,
    releasedAt: opts.released === false ? null : at,
    verificationCode: randomBytes(6).toString("hex").toUpperCase(),
    draw: [],
    rules: { negativeMarking: false, requiresReview: false, passPercent: 50, releasePolicy: "immediately" },
  });
}

/** The UTC day `daysAgo` back, as the period picker sends it. */
export const dayAgo = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY).toISOString().slice(0, 10);

/**
 * A course with its owner (teacher), a teaching assistant, two published quizzes, and students
 * subscribed to it (active), by surname A, B, C.
 */
export async function reportWorld(database: Database) {
  const teacher = await buildUser(database, { role: "teacher" });
  const ta = await buildUser(database, { role: "teachingassistant" });
  const tree = await buildCourseTree(database, { ownerId: teacher.id });
  await database.db.insert(courseStaff).values({ courseId: tree.course.id, userId: ta.id, role: "assistant" });
  const q1 = await reportQuiz(database, tree, "Quiz One", { passPercent: 50 });
  const q2 = await reportQuiz(database, tree, "Quiz Two", { passPercent: 60 });
  const students = [];
  for (const lastname of ["Adams", "Bello", "Chukwu"]) {
    const s = await buildUser(database, { role: "student", lastname, firstname: "Pupil" });
    await subscribe(database, s.id, tree.course.id);
    students.push(s);
  }
  return { teacher, ta, tree, q1, q2, students };
}
