import type { AuthoringChapter, AuthoringLevel, AuthoringSubject } from "@tq/contract/authoring";
import type { AppContext, Session } from "../../context.ts";
import { levels, subjects } from "../../db/schema/index.ts";
import { audit } from "../../lib/audit.ts";
import { Conflict, NotFound, isUniqueViolation } from "../../lib/errors.ts";
import type { RequestMeta } from "../../lib/request-meta.ts";
import { checkCourse, checkPart, checkSameSet } from "./access.ts";
import { actor } from "./courses-service.ts";
import { presentChapter, presentLevel, presentSubject } from "./presenter.ts";
import * as repo from "./structure-repo.ts";

/**
 * Subjects, levels and chapters: the course's owner or the world director (course.manage).
 * Every change is logged and bumps publicVersion (a published course's outline changes).
 */

async function logged(ctx: AppContext, session: Session, meta: RequestMeta, action: string, type: string, id: number) {
  await audit(ctx.db, { ...actor(session, meta), action, targetType: type, targetId: id });
  ctx.publicVersion.bump();
}

async function subjectTree(ctx: AppContext, subjectId: number): Promise<AuthoringSubject> {
  const subject = await repo.findSubject(ctx.db, subjectId);
  if (!subject) throw NotFound("That subject");
  const [levelRows, chapterRows] = [
    await repo.listLevels(ctx.db, [subjectId]),
    await repo.listChapters(ctx.db, [subjectId]),
  ];
  return presentSubject(subject, levelRows, chapterRows);
}

async function subjectList(ctx: AppContext, courseId: number): Promise<AuthoringSubject[]> {
  const rows = await repo.listSubjects(ctx.db, courseId);
  const ids = rows.map((s) => s.id);
  const [levelRows, chapterRows] = [await repo.listLevels(ctx.db, ids), await repo.listChapters(ctx.db, ids)];
  return rows.map((s) => presentSubject(s, levelRows, chapterRows));
}

// Subjects

export async function createSubject(
  ctx: AppContext,
  session: Session,
  courseId: number,
  title: string,
  meta: RequestMeta,
) {
  await checkCourse(ctx, session, courseId, "manage");
  const id = await repo.insertSubject(ctx.db, courseId, title);
  await logged(ctx, session, meta, "subject.create", "subject", id);
  return subjectTree(ctx, id);
}

export async function renameSubject(ctx: AppContext, session: Session, id: number, title: string, meta: RequestMeta) {
  await checkPart(ctx, session, "subject", id, "manage");
  await repo.renameSubject(ctx.db, id, title);
  await logged(ctx, session, meta, "subject.rename", "subject", id);
  return subjectTree(ctx, id);
}

export async function deleteSubject(ctx: AppContext, session: Session, id: number, meta: RequestMeta) {
  await checkPart(ctx, session, "subject", id, "manage");
  const n = await repo.chapterCountOfSubject(ctx.db, id);
  if (n > 0) throw Conflict(`This subject has ${n} chapter${n === 1 ? "" : "s"}: delete its chapters first.`);
  await repo.deleteSubject(ctx.db, id);
  await logged(ctx, session, meta, "subject.delete", "subject", id);
  return { message: "The subject was deleted." };
}

export async function orderSubjects(
  ctx: AppContext,
  session: Session,
  courseId: number,
  ids: number[],
  meta: RequestMeta,
) {
  await checkCourse(ctx, session, courseId, "manage");
  const current = await repo.listSubjects(ctx.db, courseId);
  checkSameSet(
    current.map((s) => s.id),
    ids,
    "subject of the course",
  );
  await repo.setPositions(ctx.db, subjects, ids);
  await logged(ctx, session, meta, "subject.reorder", "course", courseId);
  return { subjects: await subjectList(ctx, courseId) };
}

// Levels

async function levelOf(ctx: AppContext, id: number): Promise<AuthoringLevel> {
  const row = await repo.findLevel(ctx.db, id);
  if (!row) throw NotFound("That level");
  return presentLevel(row);
}

export async function createLevel(
  ctx: AppContext,
  session: Session,
  subjectId: number,
  name: string,
  meta: RequestMeta,
) {
  await checkPart(ctx, session, "subject", subjectId, "manage");
  const id = await repo.insertLevel(ctx.db, subjectId, name);
  await logged(ctx, session, meta, "level.create", "level", id);
  return levelOf(ctx, id);
}

export async function renameLevel(ctx: AppContext, session: Session, id: number, name: string, meta: RequestMeta) {
  await checkPart(ctx, session, "level", id, "manage");
  await repo.renameLevel(ctx.db, id, name);
  await logged(ctx, session, meta, "level.rename", "level", id);
  return levelOf(ctx, id);
}

export async function deleteLevel(ctx: AppContext, session: Session, id: number, meta: RequestMeta) {
  await checkPart(ctx, session, "level", id, "manage");
  const n = await repo.tutorialsUsingLevel(ctx.db, id);
  if (n > 0) {
    throw Conflict(
      `${n} tutorial${n === 1 ? " uses" : "s use"} this level: give ${n === 1 ? "it" : "them"} another level first.`,
    );
  }
  await repo.deleteLevel(ctx.db, id);
  await logged(ctx, session, meta, "level.delete", "level", id);
  return { message: "The level was deleted." };
}

export async function orderLevels(
  ctx: AppContext,
  session: Session,
  subjectId: number,
  ids: number[],
  meta: RequestMeta,
) {
  await checkPart(ctx, session, "subject", subjectId, "manage");
  const current = await repo.listLevels(ctx.db, [subjectId]);
  checkSameSet(
    current.map((l) => l.id),
    ids,
    "level of the subject",
  );
  await repo.setPositions(ctx.db, levels, ids);
  await logged(ctx, session, meta, "level.reorder", "subject", subjectId);
  return { levels: (await repo.listLevels(ctx.db, [subjectId])).map(presentLevel) };
}

// Chapters

async function chapterOf(ctx: AppContext, id: number): Promise<AuthoringChapter> {
  const row = await repo.findChapter(ctx.db, id);
  if (!row) throw NotFound("That chapter");
  return presentChapter(row);
}

export async function createChapter(
  ctx: AppContext,
  session: Session,
  subjectId: number,
  title: string,
  meta: RequestMeta,
) {
  await checkPart(ctx, session, "subject", subjectId, "manage");
  const id = await repo.insertChapter(ctx.db, subjectId, title).catch((err: unknown) => {
    // Two chapters added at the same moment both took the next number: the unique index decides.
    if (isUniqueViolation(err)) throw Conflict("Another chapter was added at the same moment. Try again.");
    throw err;
  });
  await logged(ctx, session, meta, "chapter.create", "chapter", id);
  return chapterOf(ctx, id);
}

export async function renameChapter(ctx: AppContext, session: Session, id: number, title: string, meta: RequestMeta) {
  await checkPart(ctx, session, "chapter", id, "manage");
  await repo.renameChapter(ctx.db, id, title);
  await logged(ctx, session, meta, "chapter.rename", "chapter", id);
  return chapterOf(ctx, id);
}

export async function deleteChapter(ctx: AppContext, session: Session, id: number, meta: RequestMeta) {
  await checkPart(ctx, session, "chapter", id, "manage");
  const chapter = await repo.findChapter(ctx.db, id);
  if (!chapter) throw NotFound("That chapter");
  const n = chapter.tutorialCount;
  if (n > 0) throw Conflict(`This chapter has ${n} tutorial${n === 1 ? "" : "s"}: delete or move them first.`);
  await repo.deleteChapter(ctx.db, id, chapter.subjectId);
  await logged(ctx, session, meta, "chapter.delete", "chapter", id);
  return { message: "The chapter was deleted; the others were renumbered." };
}

export async function orderChapters(
  ctx: AppContext,
  session: Session,
  subjectId: number,
  ids: number[],
  meta: RequestMeta,
) {
  await checkPart(ctx, session, "subject", subjectId, "manage");
  const current = await repo.listChapters(ctx.db, [subjectId]);
  checkSameSet(
    current.map((c) => c.id),
    ids,
    "chapter of the subject",
  );
  await repo.renumberChapters(ctx.db, ids);
  await logged(ctx, session, meta, "chapter.reorder", "subject", subjectId);
  return { chapters: (await repo.listChapters(ctx.db, [subjectId])).map(presentChapter) };
}
