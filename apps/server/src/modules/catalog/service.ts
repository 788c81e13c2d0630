import type { FastifyBaseLogger } from "fastify";
import type { CourseOutline, TutorialEntry, TutorialView } from "@tq/contract/catalog";
import { hasTikzBlocks, renderDiagramsInHtml } from "../../content/tikz.ts";
import type { AppContext, Session } from "../../context.ts";
import { laneOf, type Lane } from "../../diagrams/lane.ts";
import type { DiagramService } from "../../diagrams/service.ts";
import { AppError, Forbidden, NotFound } from "../../lib/errors.ts";
import {
  completedTutorialIds,
  findCourse,
  findTutorialInContext,
  isCourseStaff,
  loadOutline,
  neighbours,
  setCompleted,
  storeDrawnHtml,
  type CourseRow,
  type TutorialRow,
} from "./repo.ts";
import { activeSubscription } from "../enrolment/subscriptions-repo.ts";

type Status = "draft" | "published";

/** Staff of a course see its drafts and every tutorial: its owner, tutors, assistants, the world director. */
export async function isStaff(ctx: AppContext, session: Session | null, course: CourseRow): Promise<boolean> {
  if (!session) return false;
  if (session.user.role === "worlddirector") return true;
  return isCourseStaff(ctx.db, course, session.user.id);
}

/**
 * May this reader open the tutorial? A published free-preview tutorial of a published course:
 * anyone. Any other published tutorial: a subscriber (an active subscription, issue #5).
 * Anything else: the course's staff.
 */
function readable(t: TutorialRow, course: CourseRow, staff: boolean, subscribed: boolean): boolean {
  if (staff) return true;
  return course.status === "published" && t.status === "published" && (t.freePreview || subscribed);
}

/** Does the reader hold an active subscription to the course? (Visitors never; staff need none.) */
async function subscribed(ctx: AppContext, session: Session | null, course: CourseRow, staff: boolean) {
  return session !== null && !staff && activeSubscription(ctx.db, session.user.id, course.id);
}

function entry(t: TutorialRow, completed: Set<number>, open: boolean): TutorialEntry {
  return {
    id: t.id,
    topic: t.topic,
    levelId: t.levelId,
    difficulty: t.difficulty,
    index: t.position,
    freePreview: t.freePreview,
    status: t.status as Status,
    completed: completed.has(t.id),
    open,
  };
}

/** The syllabus a reader may see: published content, or everything for the course's staff. */
export async function courseOutline(
  ctx: AppContext,
  session: Session | null,
  courseId: number,
): Promise<CourseOutline> {
  const course = await findCourse(ctx.db, courseId);
  const staff = course ? await isStaff(ctx, session, course) : false;
  if (!course || (course.status !== "published" && !staff)) throw NotFound("That course");
  const data = await loadOutline(ctx.db, course.id);
  const subscriber = await subscribed(ctx, session, course, staff);
  const visible = staff ? data.tutorials : data.tutorials.filter((t) => t.status === "published");
  const completed = session
    ? await completedTutorialIds(
        ctx.db,
        session.user.id,
        visible.map((t) => t.id),
      )
    : new Set<number>();
  return {
    course: {
      id: course.id,
      title: course.title,
      summary: course.summary,
      logoUrl: course.logoUrl,
      status: course.status as Status,
      descriptionHtml: course.descriptionHtml,
      months: course.months,
    },
    staff,
    subjects: data.subjects.map((s) => ({
      id: s.id,
      title: s.title,
      levels: data.levels.filter((l) => l.subjectId === s.id).map((l) => ({ id: l.id, name: l.name })),
      chapters: data.chapters
        .filter((c) => c.subjectId === s.id)
        .map((c) => ({
          id: c.id,
          number: c.number,
          title: c.title,
          tutorials: visible
            .filter((t) => t.chapterId === c.id)
            .map((t) => entry(t, completed, readable(t, course, staff, subscriber))),
        })),
    })),
  };
}

/** What reading a tutorial needs to draw its diagrams (the app's diagram service, a logger). */
export interface DiagramDrawing {
  diagrams: Pick<DiagramService, "submit">;
  log: Pick<FastifyBaseLogger, "warn">;
}

/**
 * The tutorial's rendered HTML with its TikZ blocks drawn, stored so that this happens once
 * per tutorial (ADR 0009/0010: blocks are left as `<pre class="tikz">` at write time). The
 * platform's own content: no visitor's rate limit is spent, but a visitor's read draws in the
 * visitors' lane (ADR 0060). A source that cannot be drawn (TeX's error, a timeout, remembered or
 * not) becomes an error figure for good; a passing failure (queue full, restarting, a disk error)
 * leaves its block for a later read. Never a 5xx for a diagram.
 */
async function drawDiagrams(ctx: AppContext, t: TutorialRow, drawing: DiagramDrawing, lane: Lane): Promise<string> {
  if (!hasTikzBlocks(t.renderedHtml)) return t.renderedHtml;
  const html = await renderDiagramsInHtml(
    t.renderedHtml,
    async (source) => (await drawing.diagrams.submit(source, { lane })).url,
    {
      isTransient: (err) => !(err instanceof AppError && err.status < 500),
      onError: (source, err, transient) =>
        drawing.log.warn(
          { tutorialId: t.id, err, source: source.slice(0, 200), transient },
          transient
            ? "a tutorial diagram could not be drawn now; a later read retries"
            : "a tutorial diagram could not be drawn",
        ),
    },
  );
  if (html !== t.renderedHtml) await storeDrawnHtml(ctx.db, t.id, t.renderedHtml, html);
  return html;
}

/**
 * The access rule of reading, on its own (comments and progress share it): the tutorial with
 * its chapter, subject and course, and whether the reader is the course's staff.
 */
export async function openTutorial(ctx: AppContext, session: Session | null, id: number) {
  const found = await findTutorialInContext(ctx.db, id);
  if (!found) throw NotFound("That tutorial");
  const { tutorial: t, course } = found;
  const staff = await isStaff(ctx, session, course);
  // A draft, or a tutorial of an unpublished course, does not exist for readers.
  if (!staff && (t.status !== "published" || course.status !== "published")) throw NotFound("That tutorial");
  // The subscription is asked only when it decides: free previews cost no query.
  if (!readable(t, course, staff, t.freePreview || (await subscribed(ctx, session, course, staff)))) {
    throw Forbidden(`"${t.topic}" is for subscribers of ${course.title}. Subscribe from the course page to read it.`);
  }
  return { ...found, staff };
}

/**
 * One tutorial to read. With `drawing`, its TikZ diagrams are drawn (once, then stored);
 * without it (an access check only), its HTML is returned as stored.
 */
export async function readTutorial(
  ctx: AppContext,
  session: Session | null,
  id: number,
  drawing?: DiagramDrawing,
): Promise<TutorialView> {
  const { tutorial: t, chapter, subject, course, staff } = await openTutorial(ctx, session, id);
  const completed = session ? await completedTutorialIds(ctx.db, session.user.id, [t.id]) : new Set<number>();
  const html = drawing ? await drawDiagrams(ctx, t, drawing, laneOf(session?.user)) : t.renderedHtml;
  return {
    tutorial: { ...entry(t, completed, true), html, updatedAt: t.updatedAt.toISOString() },
    chapter: { id: chapter.id, number: chapter.number, title: chapter.title },
    subject: { id: subject.id, title: subject.title },
    course: { id: course.id, title: course.title, logoUrl: course.logoUrl },
    ...(await neighbours(ctx.db, t, staff)),
  };
}

/** Mark as complete (or not): only a reader who may open the tutorial. */
export async function markCompleted(ctx: AppContext, session: Session, id: number, completed: boolean): Promise<void> {
  await openTutorial(ctx, session, id);
  await setCompleted(ctx.db, session.user.id, id, completed);
}
