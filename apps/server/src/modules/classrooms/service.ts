import type {
  Announcement,
  ClassroomView,
  ClassSession,
  Coursemates,
  NewAnnouncement,
  NewClassSession,
} from "@tq/contract/classrooms";
import type { AppContext, DbContext, Session } from "../../context.ts";
import { renderTutorialHtml } from "../../content/render.ts";
import { sanitizeHtml } from "../../content/sanitize.ts";
import { audit } from "../../lib/audit-repo.ts";
import { Invalid, NotFound } from "../../lib/errors.ts";
import type { RequestMeta } from "../../lib/request-meta.ts";
import { courseProgress } from "../catalog/progress-repo.ts";
import { openClass, openClassToWrite, shortName } from "./access.ts";
import { emailClass, excerpt } from "./notify.ts";
import * as repo from "./repo.ts";

const fullName = (p: { firstname: string; lastname: string }) => `${p.firstname} ${p.lastname}`.trim();

function presentAnnouncement(row: {
  id: number;
  bodyHtml: string;
  createdAt: Date;
  firstname: string | null;
  lastname: string | null;
}): Announcement {
  return {
    id: row.id,
    bodyHtml: row.bodyHtml,
    authorName: row.firstname ? fullName({ firstname: row.firstname, lastname: row.lastname ?? "" }) : "Former staff",
    createdAt: row.createdAt.toISOString(),
  };
}

function presentSession(row: repo.SessionRow): ClassSession {
  return {
    id: row.id,
    title: row.title,
    startsAt: row.startsAt.toISOString(),
    durationMinutes: row.durationMinutes,
    link: row.link,
    location: row.location,
  };
}

/** GET /api/classrooms/{courseId}/{tutorId}: the class page; the roster for the tutor's view only. */
export async function classroomView(
  ctx: DbContext,
  session: Session,
  courseId: number,
  tutorId: number,
): Promise<ClassroomView> {
  const opened = await openClass(ctx, session, courseId, tutorId);
  const [students, announcements, sessions, quizzes, tutorialCount] = await Promise.all([
    repo.classStudents(ctx.db, courseId, tutorId),
    repo.listAnnouncements(ctx.db, courseId, tutorId),
    repo.listUpcomingSessions(ctx.db, courseId, tutorId),
    repo.upcomingQuizzes(ctx.db, courseId),
    repo.publishedTutorialCount(ctx.db, courseId),
  ]);
  let roster: ClassroomView["roster"] = null;
  if (opened.canWrite) {
    const ids = students.map((s) => s.userId);
    const [progress, results] = await Promise.all([
      courseProgress(ctx.db, ids, courseId),
      repo.resultsOf(ctx.db, courseId, ids),
    ]);
    roster = students.map((s) => ({
      userId: s.userId,
      firstname: s.firstname,
      lastname: s.lastname,
      email: s.email,
      expiresAt: s.expiresAt.toISOString(),
      tutorialsCompleted: progress.find((p) => p.userId === s.userId)?.completed ?? 0,
      resultsCount: results.get(s.userId)?.count ?? 0,
      averagePercent: results.get(s.userId)?.average ?? null,
    }));
  }
  return {
    course: { id: opened.course.id, title: opened.course.title },
    tutor: { id: opened.tutor.id, name: fullName(opened.tutor) },
    viewer: opened.viewer,
    canWrite: opened.canWrite,
    studentCount: students.length,
    announcements: announcements.map(presentAnnouncement),
    sessions: sessions.map(presentSession),
    upcomingQuizzes: quizzes.map((q) => ({
      id: q.id,
      title: q.title,
      kind: q.kind === "subject" ? "subject" : "chapter",
      subjectTitle: q.subjectTitle,
      availableFrom: q.availableFrom?.toISOString() ?? null,
      availableUntil: q.availableUntil?.toISOString() ?? null,
    })),
    tutorialCount,
    roster,
  };
}

/** GET …/coursemates: the class as first name + last initial, to its students and staff. */
export async function coursemates(
  ctx: DbContext,
  session: Session,
  courseId: number,
  tutorId: number,
): Promise<Coursemates> {
  const opened = await openClass(ctx, session, courseId, tutorId);
  const students = await repo.classStudents(ctx.db, courseId, tutorId);
  return {
    course: { id: opened.course.id, title: opened.course.title },
    tutor: { id: opened.tutor.id, name: fullName(opened.tutor) },
    mates: students.map((s) => ({ name: shortName(s.firstname, s.lastname), you: s.userId === session.user.id })),
  };
}

/** POST …/announcements: sanitized, stored, emailed to every student of the class, audited. */
export async function postAnnouncement(
  ctx: AppContext,
  session: Session,
  courseId: number,
  tutorId: number,
  body: NewAnnouncement,
  meta: RequestMeta,
): Promise<Announcement> {
  const opened = await openClassToWrite(ctx, session, courseId, tutorId);
  const html = sanitizeHtml(body.bodyHtml);
  if (excerpt(html).length === 0 && !/<img\b/i.test(html)) throw Invalid("bodyHtml", "Write the announcement.");
  // Announcements are never edited: only what readers get is kept (sanitized, formulas rendered).
  const rendered = renderTutorialHtml(html).html;
  const row = await repo.insertAnnouncement(ctx.db, {
    courseId,
    tutorId,
    authorId: session.user.id,
    bodyHtml: rendered,
  });
  const students = await repo.classStudents(ctx.db, courseId, tutorId);
  await emailClass(ctx, students, {
    kind: "class-announcement",
    subject: `${opened.course.title}: a new announcement`,
    lines: [`${session.user.firstname} ${session.user.lastname} wrote to your class:`, "", excerpt(html)],
    courseId,
    tutorId,
  });
  await audit(ctx.db, {
    actorId: session.user.id,
    realActorId: session.realUserId,
    action: "class.announce",
    targetType: "class_announcement",
    targetId: row.id,
    ip: meta.ip,
    details: { courseId, tutorId, emailed: students.length },
  });
  return presentAnnouncement({ ...row, firstname: session.user.firstname, lastname: session.user.lastname });
}

/** POST …/sessions: a scheduled session, emailed to every student of the class, audited. */
export async function scheduleSession(
  ctx: AppContext,
  session: Session,
  courseId: number,
  tutorId: number,
  body: NewClassSession,
  meta: RequestMeta,
): Promise<ClassSession> {
  const opened = await openClassToWrite(ctx, session, courseId, tutorId);
  const startsAt = new Date(body.startsAt);
  if (startsAt.getTime() < Date.now() - 60_000) throw Invalid("startsAt", "Choose a time in the future.");
  const row = await repo.insertSession(ctx.db, {
    courseId,
    tutorId,
    createdBy: session.user.id,
    title: body.title,
    startsAt,
    durationMinutes: body.durationMinutes,
    link: body.link || null,
    location: body.location || null,
  });
  const students = await repo.classStudents(ctx.db, courseId, tutorId);
  await emailClass(ctx, students, {
    kind: "class-session",
    subject: `${opened.course.title}: ${body.title}`,
    lines: [
      `A class session is scheduled: ${body.title}`,
      `When: ${startsAt.toUTCString()} (${body.durationMinutes} minutes)`,
      ...(row.link ? [`Join: ${row.link}`] : []),
      ...(row.location ? [`Where: ${row.location}`] : []),
    ],
    courseId,
    tutorId,
  });
  await audit(ctx.db, {
    actorId: session.user.id,
    realActorId: session.realUserId,
    action: "class.schedule",
    targetType: "class_session",
    targetId: row.id,
    ip: meta.ip,
    details: { courseId, tutorId, startsAt: row.startsAt.toISOString(), emailed: students.length },
  });
  return presentSession(row);
}

/** DELETE an announcement or a session: those who write to its class. */
export async function removeClassItem(
  ctx: AppContext,
  session: Session,
  kind: "announcement" | "session",
  id: number,
  meta: RequestMeta,
): Promise<void> {
  const row = kind === "announcement" ? await repo.findAnnouncement(ctx.db, id) : await repo.findSession(ctx.db, id);
  if (!row) throw NotFound(kind === "announcement" ? "This announcement" : "This session");
  await openClassToWrite(ctx, session, row.courseId, row.tutorId);
  if (kind === "announcement") await repo.deleteAnnouncement(ctx.db, id);
  else await repo.deleteSession(ctx.db, id);
  await audit(ctx.db, {
    actorId: session.user.id,
    realActorId: session.realUserId,
    action: kind === "announcement" ? "class.announcement_delete" : "class.session_delete",
    targetType: kind === "announcement" ? "class_announcement" : "class_session",
    targetId: id,
    ip: meta.ip,
    details: { courseId: row.courseId, tutorId: row.tutorId },
  });
}
