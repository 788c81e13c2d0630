import type { CourseOrder, CourseOrderBody } from "@tq/contract/site-admin";
import type { AppContext, Session } from "../../context.ts";
import { Invalid } from "../../lib/errors.ts";
import { recordChange } from "../../lib/record-change.ts";
import type { RequestMeta } from "../../lib/request-meta.ts";
import { authorize } from "../../policies/authorize.ts";
import { listPublishedCourses } from "../site/catalog-repo.ts";
import { setDisplayOrder } from "./course-order-repo.ts";

/** GET /api/admin/course-order: the published courses as home shows them. */
export async function courseOrder(ctx: AppContext, session: Session): Promise<CourseOrder> {
  authorize(session, "site.manage", null);
  const rows = await listPublishedCourses(ctx.db);
  return { courses: rows.map((c) => ({ id: c.id, title: c.title, ownerName: c.ownerName })) };
}

/**
 * PUT /api/admin/course-order: every published course, in the new order. A list that is not
 * exactly the published courses (one was published or withdrawn meanwhile) is refused, so a
 * stale screen cannot drop a course to the end by accident.
 */
export async function saveCourseOrder(
  ctx: AppContext,
  session: Session,
  body: CourseOrderBody,
  meta: RequestMeta,
): Promise<CourseOrder> {
  authorize(session, "site.manage", null);
  const current = (await listPublishedCourses(ctx.db)).map((c) => c.id);
  const sent = new Set(body.ids);
  if (sent.size !== body.ids.length || sent.size !== current.length || current.some((id) => !sent.has(id)))
    throw Invalid("ids", "The published courses changed while you were ordering them. Reload and try again.");
  await recordChange(
    ctx,
    session,
    meta,
    { action: "course.reorder", targetType: "courses", targetId: "published", details: { ids: body.ids } },
    (tx) => setDisplayOrder(tx, body.ids),
  );
  return courseOrder(ctx, session);
}
