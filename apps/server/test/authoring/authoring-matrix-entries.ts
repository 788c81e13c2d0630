import { randomBytes } from "node:crypto";
import { asc, eq, type SQL } from "drizzle-orm";
import type { Role } from "@tq/contract/roles";
import type { Database } from "../../src/db/client.ts";
import { chapters, levels, subjects } from "../../src/db/schema/index.ts";
import { multipart, pngOf } from "./authoring-factory.ts";
import {
  callerCourse,
  COURSE_STAFF,
  sharedPerKey,
  type MatrixCaller,
  type MatrixEntries,
} from "../support/matrix-helpers.ts";

const TEACHERS: readonly Role[] = ["teacher", "worlddirector"];
const AUTHORS = COURSE_STAFF;

/**
 * The authoring routes' rows of the authorization matrix (policies/authorization-matrix.test.ts).
 * Each caller gets a course tree it stands in: a teacher owns it, a teaching assistant
 * assists it; anyone else meets another teacher's course (the world director may act on
 * it; every other role must be refused).
 */
export function authoringMatrix(database: () => Database): MatrixEntries {
  const build = (c: MatrixCaller) => callerCourse(database(), c);
  // One tree per caller, shared by the calls that leave it usable (each touches its own parts).
  const tree = sharedPerKey((c) => c.caller, build);
  let spareNumber = 100;
  /** The current children of a parent (other calls may have added some to the shared tree). */
  async function idsOf(table: typeof subjects | typeof levels | typeof chapters, where: SQL): Promise<number[]> {
    const rows = await database().db.select({ id: table.id }).from(table).where(where).orderBy(asc(table.id));
    return rows.map((r) => r.id);
  }
  async function insertOne<T extends { id: number }>(rows: Promise<T[]>): Promise<number> {
    const [row] = await rows;
    if (!row) throw new Error("insert returned nothing");
    return row.id;
  }
  const upload = async () => multipart(await pngOf(16, 16), "logo.png", "image/png");
  const course = async (c: MatrixCaller) => (await tree(c)).course.id;

  return {
    "GET /api/authoring/courses": { access: AUTHORS, request: async () => ({ url: "/api/authoring/courses" }) },
    "POST /api/authoring/courses": {
      access: TEACHERS,
      request: async () => ({
        url: "/api/authoring/courses",
        payload: { title: `Matrix ${randomBytes(3).toString("hex")}`, basePriceMinor: 100, months: 1 },
      }),
    },
    "GET /api/authoring/courses/:courseId": {
      access: AUTHORS,
      request: async (c) => ({ url: `/api/authoring/courses/${await course(c)}` }),
    },
    "PATCH /api/authoring/courses/:courseId": {
      access: TEACHERS,
      request: async (c) => ({ url: `/api/authoring/courses/${await course(c)}`, payload: { months: 2 } }),
    },
    "DELETE /api/authoring/courses/:courseId": {
      access: TEACHERS,
      request: async (c) => ({ url: `/api/authoring/courses/${(await build(c)).course.id}` }),
    },
    "POST /api/authoring/courses/:courseId/logo": {
      access: TEACHERS,
      request: async (c) => ({ url: `/api/authoring/courses/${await course(c)}/logo`, ...(await upload()) }),
    },
    "POST /api/media/images": {
      access: AUTHORS,
      request: async () => ({ url: "/api/media/images", ...(await upload()) }),
    },
    "POST /api/authoring/courses/:courseId/subjects": {
      access: TEACHERS,
      request: async (c) => ({ url: `/api/authoring/courses/${await course(c)}/subjects`, payload: { title: "New" } }),
    },
    "PATCH /api/authoring/subjects/:subjectId": {
      access: TEACHERS,
      request: async (c) => ({
        url: `/api/authoring/subjects/${(await tree(c)).subject.id}`,
        payload: { title: "Renamed" },
      }),
    },
    "DELETE /api/authoring/subjects/:subjectId": {
      access: TEACHERS,
      async request(c) {
        const courseId = await course(c);
        const id = await insertOne(database().db.insert(subjects).values({ courseId, title: "Empty" }).returning());
        return { url: `/api/authoring/subjects/${id}` };
      },
    },
    "PUT /api/authoring/courses/:courseId/subjects/order": {
      access: TEACHERS,
      async request(c) {
        const built = await tree(c);
        return {
          url: `/api/authoring/courses/${built.course.id}/subjects/order`,
          payload: { ids: await idsOf(subjects, eq(subjects.courseId, built.course.id)) },
        };
      },
    },
    "POST /api/authoring/subjects/:subjectId/levels": {
      access: TEACHERS,
      request: async (c) => ({
        url: `/api/authoring/subjects/${(await tree(c)).subject.id}/levels`,
        payload: { name: "Expert" },
      }),
    },
    "PATCH /api/authoring/levels/:levelId": {
      access: TEACHERS,
      request: async (c) => ({
        url: `/api/authoring/levels/${(await tree(c)).levels.advanced.id}`,
        payload: { name: "Renamed" },
      }),
    },
    "DELETE /api/authoring/levels/:levelId": {
      access: TEACHERS,
      async request(c) {
        const subjectId = (await tree(c)).subject.id;
        const id = await insertOne(database().db.insert(levels).values({ subjectId, name: "Unused" }).returning());
        return { url: `/api/authoring/levels/${id}` };
      },
    },
    "PUT /api/authoring/subjects/:subjectId/levels/order": {
      access: TEACHERS,
      async request(c) {
        const built = await tree(c);
        return {
          url: `/api/authoring/subjects/${built.subject.id}/levels/order`,
          payload: { ids: (await idsOf(levels, eq(levels.subjectId, built.subject.id))).reverse() },
        };
      },
    },
    "POST /api/authoring/subjects/:subjectId/chapters": {
      access: TEACHERS,
      request: async (c) => ({
        url: `/api/authoring/subjects/${(await tree(c)).subject.id}/chapters`,
        payload: { title: "Energy" },
      }),
    },
    "PATCH /api/authoring/chapters/:chapterId": {
      access: TEACHERS,
      request: async (c) => ({
        url: `/api/authoring/chapters/${(await tree(c)).chapters.ch1.id}`,
        payload: { title: "Renamed" },
      }),
    },
    "DELETE /api/authoring/chapters/:chapterId": {
      access: TEACHERS,
      async request(c) {
        const subjectId = (await tree(c)).subject.id;
        const id = await insertOne(
          database()
            .db.insert(chapters)
            .values({ subjectId, number: (spareNumber += 1), title: "Empty" })
            .returning(),
        );
        return { url: `/api/authoring/chapters/${id}` };
      },
    },
    "PUT /api/authoring/subjects/:subjectId/chapters/order": {
      access: TEACHERS,
      async request(c) {
        const built = await tree(c);
        return {
          url: `/api/authoring/subjects/${built.subject.id}/chapters/order`,
          payload: { ids: (await idsOf(chapters, eq(chapters.subjectId, built.subject.id))).reverse() },
        };
      },
    },
    "GET /api/authoring/subjects/:subjectId/tutorials": {
      access: AUTHORS,
      request: async (c) => ({ url: `/api/authoring/subjects/${(await tree(c)).subject.id}/tutorials` }),
    },
    "POST /api/authoring/chapters/:chapterId/tutorials": {
      access: AUTHORS,
      request: async (c) => ({
        url: `/api/authoring/chapters/${(await tree(c)).chapters.ch2.id}/tutorials`,
        payload: { topic: "Matrix tutorial" },
      }),
    },
    "PUT /api/authoring/chapters/:chapterId/tutorials/order": {
      access: AUTHORS,
      async request(c) {
        const built = await tree(c);
        const { preview, paid, draft } = built.tutorials;
        return {
          url: `/api/authoring/chapters/${built.chapters.ch1.id}/tutorials/order`,
          payload: { ids: [draft.id, paid.id, preview.id] },
        };
      },
    },
    "GET /api/authoring/tutorials/:tutorialId": {
      access: AUTHORS,
      request: async (c) => ({ url: `/api/authoring/tutorials/${(await tree(c)).tutorials.preview.id}` }),
    },
    "PATCH /api/authoring/tutorials/:tutorialId": {
      access: AUTHORS,
      request: async (c) => ({
        url: `/api/authoring/tutorials/${(await tree(c)).tutorials.draft.id}`,
        payload: { bodyHtml: "<p>Matrix</p>", baseRevision: 1 },
      }),
    },
    "DELETE /api/authoring/tutorials/:tutorialId": {
      access: AUTHORS,
      request: async (c) => ({ url: `/api/authoring/tutorials/${(await tree(c)).tutorials.momentum.id}` }),
    },
    "PUT /api/authoring/tutorials/:tutorialId/draft": {
      access: AUTHORS,
      request: async (c) => ({
        url: `/api/authoring/tutorials/${(await tree(c)).tutorials.paid.id}/draft`,
        payload: { html: "<p>Autosaved</p>", baseRevision: 1 },
      }),
    },
    "DELETE /api/authoring/tutorials/:tutorialId/draft": {
      access: AUTHORS,
      request: async (c) => ({ url: `/api/authoring/tutorials/${(await tree(c)).tutorials.paid.id}/draft` }),
    },
  };
}
