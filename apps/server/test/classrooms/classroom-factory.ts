import type { Database } from "../../src/db/client.ts";
import { courseStaff } from "../../src/db/schema/index.ts";
import { buildCourseTree } from "../catalog/catalog-factory.ts";
import { subscribe } from "../enrolment/enrolment-factory.ts";
import { buildUser } from "../support/helpers.ts";

/**
 * A class: a teacher's course (the owner tutors it), a second tutor (course_staff "tutor"), a
 * teaching assistant, and two students in the owner's class.
 */
export async function buildClass(database: Database, opts: { ownerId?: number } = {}) {
  const owner = opts.ownerId ?? (await buildUser(database, { role: "teacher" })).id;
  const tree = await buildCourseTree(database, { ownerId: owner });
  const courseId = tree.course.id;
  const tutor = await buildUser(database, { role: "teacher", firstname: "Tunde", lastname: "Tutor" });
  const assistant = await buildUser(database, { role: "teachingassistant" });
  await database.db.insert(courseStaff).values([
    { courseId, userId: tutor.id, role: "tutor" },
    { courseId, userId: assistant.id, role: "assistant" },
  ]);
  const ada = await buildUser(database, { role: "student", firstname: "Ada", lastname: "Lovelace" });
  const bola = await buildUser(database, { role: "student", firstname: "Bola", lastname: "Adeyemi" });
  for (const s of [ada, bola]) await subscribe(database, s.id, courseId, { tutorId: owner });
  return { tree, courseId, ownerId: owner, tutor, assistant, students: [ada, bola] as const };
}
