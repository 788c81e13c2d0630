import type { Role } from "@tq/contract/roles";
import type { Database } from "../../src/db/client.ts";
import {
  classAnnouncements,
  classSessions,
  courseAssistantInvitations,
  courseStaff,
} from "../../src/db/schema/index.ts";
import { buildClass } from "./classroom-factory.ts";
import { subscribe } from "../enrolment/enrolment-factory.ts";
import { buildCourseTree } from "../catalog/catalog-factory.ts";
import { buildUser } from "../support/helpers.ts";
import type { MatrixCaller, MatrixEntries } from "../support/matrix-helpers.ts";

/** Who opens a class: its tutor (a teacher), a TA of the course, a student in it, the world director. */
const CLASS_READERS: readonly Role[] = ["student", "teacher", "teachingassistant", "worlddirector"];
/** Who writes to a class and manages a course's assistants: the tutor / owner and the world director. */
const CLASS_WRITERS: readonly Role[] = ["teacher", "worlddirector"];

/**
 * The classrooms' rows of the authorization matrix (issue #5). Each caller stands where their
 * role would: a teacher owns and tutors the class, a teaching assistant assists the course, a
 * student is subscribed with the teacher as tutor; everyone else meets someone else's class.
 */
export function classroomsMatrix(database: () => Database): MatrixEntries {
  async function classOf(c: MatrixCaller) {
    const db = database();
    const built = await buildClass(db, c.caller === "teacher" ? { ownerId: c.user.id } : {});
    if (c.caller === "teachingassistant")
      await db.db.insert(courseStaff).values({ courseId: built.courseId, userId: c.user.id, role: "assistant" });
    if (c.caller === "student") await subscribe(db, c.user.id, built.courseId, { tutorId: built.ownerId });
    return built;
  }
  const classUrl = async (c: MatrixCaller, rest = "") => {
    const b = await classOf(c);
    return `/api/classrooms/${b.courseId}/${b.ownerId}${rest}`;
  };
  async function ownedCourse(c: MatrixCaller) {
    const db = database();
    const owner = c.caller === "teacher" ? c.user.id : (await buildUser(db, { role: "teacher" })).id;
    return (await buildCourseTree(db, { ownerId: owner })).course.id;
  }
  return {
    "GET /api/classrooms/:courseId/:tutorId": {
      access: CLASS_READERS,
      request: async (c) => ({ url: await classUrl(c) }),
    },
    "GET /api/classrooms/:courseId/:tutorId/coursemates": {
      access: CLASS_READERS,
      request: async (c) => ({ url: await classUrl(c, "/coursemates") }),
    },
    "POST /api/classrooms/:courseId/:tutorId/announcements": {
      access: CLASS_WRITERS,
      request: async (c) => ({
        url: await classUrl(c, "/announcements"),
        payload: { bodyHtml: "<p>Homework: chapter 2</p>" },
      }),
    },
    "POST /api/classrooms/:courseId/:tutorId/sessions": {
      access: CLASS_WRITERS,
      request: async (c) => ({
        url: await classUrl(c, "/sessions"),
        payload: {
          title: "Revision",
          startsAt: new Date(Date.now() + 86_400_000).toISOString(),
          durationMinutes: 60,
          link: "https://meet.example.com/abc",
        },
      }),
    },
    "DELETE /api/classrooms/announcements/:id": {
      access: CLASS_WRITERS,
      request: async (c) => {
        const b = await classOf(c);
        const [row] = await database()
          .db.insert(classAnnouncements)
          .values({ courseId: b.courseId, tutorId: b.ownerId, authorId: b.ownerId, bodyHtml: "<p>x</p>" })
          .returning();
        return { url: `/api/classrooms/announcements/${row?.id}` };
      },
    },
    "DELETE /api/classrooms/sessions/:id": {
      access: CLASS_WRITERS,
      request: async (c) => {
        const b = await classOf(c);
        const [row] = await database()
          .db.insert(classSessions)
          .values({
            courseId: b.courseId,
            tutorId: b.ownerId,
            title: "S",
            startsAt: new Date(Date.now() + 86_400_000),
            durationMinutes: 30,
            location: "Room 1",
          })
          .returning();
        return { url: `/api/classrooms/sessions/${row?.id}` };
      },
    },
    "GET /api/courses/:courseId/assistants": {
      access: CLASS_WRITERS,
      request: async (c) => ({ url: `/api/courses/${await ownedCourse(c)}/assistants` }),
    },
    "POST /api/courses/:courseId/assistants": {
      access: CLASS_WRITERS,
      request: async (c) => ({
        url: `/api/courses/${await ownedCourse(c)}/assistants`,
        payload: { email: `ta-${Math.random().toString(36).slice(2)}@test.example` },
      }),
    },
    "DELETE /api/courses/:courseId/assistants/:userId": {
      access: CLASS_WRITERS,
      request: async (c) => {
        const courseId = await ownedCourse(c);
        const ta = await buildUser(database(), { role: "teachingassistant" });
        await database().db.insert(courseStaff).values({ courseId, userId: ta.id, role: "assistant" });
        return { url: `/api/courses/${courseId}/assistants/${ta.id}` };
      },
    },
    "DELETE /api/courses/:courseId/assistant-invitations/:invitationId": {
      access: CLASS_WRITERS,
      request: async (c) => {
        const courseId = await ownedCourse(c);
        const [row] = await database()
          .db.insert(courseAssistantInvitations)
          .values({ courseId, email: `inv-${Math.random().toString(36).slice(2)}@test.example` })
          .returning();
        return { url: `/api/courses/${courseId}/assistant-invitations/${row?.id}` };
      },
    },
    "GET /api/teaching-assistants": { access: CLASS_WRITERS, request: () => ({ url: "/api/teaching-assistants" }) },
    "GET /api/users/:id/page": {
      access: "public",
      request: async () => ({ url: `/api/users/${(await buildUser(database(), { role: "teacher" })).id}/page` }),
    },
    "PUT /api/users/me/bio": {
      access: ["teacher", "teachingassistant"],
      request: () => ({ url: "/api/users/me/bio", payload: { bio: "I teach mathematics." } }),
    },
    "GET /api/instructor/students/:userId": {
      access: CLASS_WRITERS,
      request: async (c) => ({ url: `/api/instructor/students/${(await classOf(c)).students[0].id}` }),
    },
    "POST /api/users/updateuserbyinstructor": {
      access: CLASS_WRITERS,
      request: async (c) => ({
        url: "/api/users/updateuserbyinstructor",
        payload: { userId: (await classOf(c)).students[0].id, firstname: "Ada", lastname: "King", country: "NG" },
      }),
    },
  };
}
