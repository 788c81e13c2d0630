import type { FastifyRequest } from "fastify";
import type { AuthoringCourse, AuthoringCourseList, CourseCreateBody, CourseUpdateBody } from "@tq/contract/authoring";
import { LOGO_BOX, LOGO_WIDTHS } from "@tq/contract/logos";
import type { z } from "zod";
import { sanitizeHtml } from "../../content/sanitize.ts";
import type { AppContext, Session } from "../../context.ts";
import { Conflict, NotFound } from "../../lib/errors.ts";
import { recordChange } from "../../lib/record-change.ts";
import type { RequestMeta } from "../../lib/request-meta.ts";
import { authorize } from "../../policies/authorize.ts";
import { readUpload, storeImage } from "../media/images.ts";
import { siteSettings } from "../site/settings.ts";
import { checkCourse, requireAuthor } from "./access.ts";
import { requirePublishable } from "./course-publishing.ts";
import {
  activeSubscriptionCount,
  deleteCourse as removeCourse,
  findCourseListRow,
  insertCourse,
  listCourses,
  subscriptionCount,
  updateCourse as saveCourse,
  type CoursePatch,
} from "./courses-repo.ts";
import { presentCourseSummary, presentSubject } from "./presenter.ts";
import { listChapters, listLevels, listSubjects } from "./structure-repo.ts";

/** GET /api/authoring/courses: the world director's are all; others', those they own or assist. */
export async function listAuthoringCourses(ctx: AppContext, session: Session): Promise<AuthoringCourseList> {
  requireAuthor(session);
  const rows = await listCourses(ctx.db, session.user.role === "worlddirector" ? null : session.user.id);
  const { baseCurrency } = await siteSettings(ctx);
  return { courses: rows.map((r) => presentCourseSummary(session, r)), baseCurrency };
}

/** The full course for editing, with its subjects, levels and chapters. */
export async function courseForEditing(ctx: AppContext, session: Session, courseId: number): Promise<AuthoringCourse> {
  const row = await findCourseListRow(ctx.db, courseId);
  if (!row) throw NotFound("That course");
  const subjects = await listSubjects(ctx.db, courseId);
  const ids = subjects.map((s) => s.id);
  const [levels, chapters] = [await listLevels(ctx.db, ids), await listChapters(ctx.db, ids)];
  return {
    ...presentCourseSummary(session, row),
    descriptionHtml: row.course.descriptionHtml,
    subscriberCount: await activeSubscriptionCount(ctx.db, courseId),
    subjects: subjects.map((s) => presentSubject(s, levels, chapters)),
    updatedAt: row.course.updatedAt.toISOString(),
  };
}

export async function getCourse(ctx: AppContext, session: Session, courseId: number): Promise<AuthoringCourse> {
  await checkCourse(ctx, session, courseId, "tutorials");
  return courseForEditing(ctx, session, courseId);
}

export async function createCourse(
  ctx: AppContext,
  session: Session,
  body: z.output<typeof CourseCreateBody>,
  meta: RequestMeta,
): Promise<AuthoringCourse> {
  requireAuthor(session);
  authorize(session, "course.create", null, "Only teachers and the world director create courses.");
  const values = {
    title: body.title,
    summary: body.summary,
    descriptionHtml: sanitizeHtml(body.descriptionHtml),
    basePriceMinor: body.basePriceMinor,
    months: body.months,
    ownerId: session.user.id,
  };
  // A draft is invisible to visitors; no public answer changes yet.
  const id = await recordChange(
    ctx,
    session,
    meta,
    (created: number) => ({ action: "course.create", targetType: "course", targetId: created }),
    (tx) => insertCourse(tx, values),
    { public: false },
  );
  return courseForEditing(ctx, session, id);
}

export async function updateCourse(
  ctx: AppContext,
  session: Session,
  courseId: number,
  body: z.output<typeof CourseUpdateBody>,
  meta: RequestMeta,
): Promise<AuthoringCourse> {
  const { course } = await checkCourse(ctx, session, courseId, "manage");
  const patch: CoursePatch = { ...body };
  if (body.descriptionHtml !== undefined) patch.descriptionHtml = sanitizeHtml(body.descriptionHtml);
  const action =
    body.status && body.status !== course.status
      ? `course.${body.status === "published" ? "publish" : "unpublish"}`
      : "course.update";
  // Checked on every save that says "published" (not only the first): the rule and the write
  // share one transaction and the course's lock (ADR 0042).
  await recordChange(
    ctx,
    session,
    meta,
    { action, targetType: "course", targetId: courseId, details: { changed: Object.keys(body) } },
    async (tx) => {
      if (body.status === "published") await requirePublishable(tx, courseId);
      await saveCourse(tx, courseId, patch);
    },
  );
  return courseForEditing(ctx, session, courseId);
}

/**
 * Deletes a course with its whole syllabus. Refused while students hold an active
 * subscription, and while past subscriptions are on record (their history stays; ADR 0011).
 */
export async function deleteCourse(ctx: AppContext, session: Session, courseId: number, meta: RequestMeta) {
  const { course } = await checkCourse(ctx, session, courseId, "manage");
  const active = await activeSubscriptionCount(ctx.db, courseId);
  if (active > 0) {
    throw Conflict(
      `${active} student${active === 1 ? " has" : "s have"} an active subscription to "${course.title}". ` +
        "Unpublish the course instead, and delete it once every subscription has ended.",
    );
  }
  if ((await subscriptionCount(ctx.db, courseId)) > 0) {
    throw Conflict(
      `"${course.title}" has past subscriptions on record, which must be kept. Unpublish the course instead.`,
    );
  }
  await recordChange(
    ctx,
    session,
    meta,
    { action: "course.delete", targetType: "course", targetId: courseId, details: { title: course.title } },
    (tx) =>
      removeCourse(tx, courseId).catch((err: unknown) => {
        // A subscription recorded since the check above: the foreign key (restrict) decides.
        const e = err as { code?: string; cause?: { code?: string } };
        if (e?.code === "23503" || e?.cause?.code === "23503")
          throw Conflict(`"${course.title}" now has a subscription. Unpublish the course instead.`);
        throw err;
      }),
  );
  return { message: `"${course.title}" was deleted.` };
}

/** POST /api/authoring/courses/{courseId}/logo: a checked image, stored as a 512×512-bounded WebP and smaller widths (ADR 0092). */
export async function uploadLogo(
  ctx: AppContext,
  session: Session,
  courseId: number,
  request: FastifyRequest,
  meta: RequestMeta,
): Promise<AuthoringCourse> {
  await checkCourse(ctx, session, courseId, "manage");
  await ctx.limits.consume("mediaUploadAccount", String(session.user.id));
  const input = await readUpload(request);
  const stored = await storeImage(ctx.storage, input, { folder: "logos", box: LOGO_BOX, widths: LOGO_WIDTHS });
  // Stored relative: pages put PUBLIC_IMAGE_BASE in front when images have their own host.
  await recordChange(
    ctx,
    session,
    meta,
    { action: "course.logo", targetType: "course", targetId: courseId, details: { logoUrl: stored.path } },
    (tx) => saveCourse(tx, courseId, { logoUrl: stored.path }),
  );
  return courseForEditing(ctx, session, courseId);
}
