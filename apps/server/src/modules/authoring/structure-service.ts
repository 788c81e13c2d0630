import type {
  AuthoringChapter,
  AuthoringLevel,
  AuthoringSubject,
  ChapterBody,
  LevelBody,
  SubjectBody,
} from "@tq/contract/authoring";
import type { AppContext } from "../../context.ts";
import { Conflict, NotFound, isUniqueViolation } from "../../lib/errors.ts";
import { partService } from "./part-service.ts";
import { presentChapter, presentLevel, presentSubject } from "./presenter.ts";
import * as repo from "./structure-repo.ts";

/**
 * Subjects, levels and chapters: the course's owner or the world director (course.manage).
 * partService adds the checks, the activity log and the publicVersion bump; here is what each kind does its own way.
 */

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

export const subjectService = partService({
  kind: "subject",
  parent: "course",
  orderNoun: "subject of the course",
  insert: (db, courseId, body: SubjectBody) => repo.insertSubject(db, courseId, body.title),
  rename: (db, id, body) => repo.renameSubject(db, id, body.title),
  async remove(db, id) {
    const n = await repo.chapterCountOfSubject(db, id);
    if (n > 0) throw Conflict(`This subject has ${n} chapter${n === 1 ? "" : "s"}: delete its chapters first.`);
    await repo.deleteSubject(db, id);
    return "The subject was deleted.";
  },
  find: subjectTree,
  ids: async (ctx, courseId) => (await repo.listSubjects(ctx.db, courseId)).map((s) => s.id),
  reorder: (db, ids) => repo.setPositions(db, "subjects", ids),
  list: async (ctx, courseId) => ({ subjects: await subjectList(ctx, courseId) }),
});

export const levelService = partService({
  kind: "level",
  parent: "subject",
  orderNoun: "level of the subject",
  insert: (db, subjectId, body: LevelBody) => repo.insertLevel(db, subjectId, body.name),
  rename: (db, id, body) => repo.renameLevel(db, id, body.name),
  async remove(db, id) {
    const n = await repo.tutorialsUsingLevel(db, id);
    if (n > 0) {
      throw Conflict(
        `${n} tutorial${n === 1 ? " uses" : "s use"} this level: give ${n === 1 ? "it" : "them"} another level first.`,
      );
    }
    await repo.deleteLevel(db, id);
    return "The level was deleted.";
  },
  async find(ctx, id): Promise<AuthoringLevel> {
    const row = await repo.findLevel(ctx.db, id);
    if (!row) throw NotFound("That level");
    return presentLevel(row);
  },
  ids: async (ctx, subjectId) => (await repo.listLevels(ctx.db, [subjectId])).map((l) => l.id),
  reorder: (db, ids) => repo.setPositions(db, "levels", ids),
  list: async (ctx, subjectId) => ({ levels: (await repo.listLevels(ctx.db, [subjectId])).map(presentLevel) }),
});

export const chapterService = partService({
  kind: "chapter",
  parent: "subject",
  orderNoun: "chapter of the subject",
  insert: (db, subjectId, body: ChapterBody) =>
    repo.insertChapter(db, subjectId, body.title).catch((err: unknown) => {
      // Two chapters added at the same moment both took the next number: the unique index decides.
      if (isUniqueViolation(err)) throw Conflict("Another chapter was added at the same moment. Try again.");
      throw err;
    }),
  rename: (db, id, body) => repo.renameChapter(db, id, body.title),
  async remove(db, id) {
    const chapter = await repo.findChapter(db, id);
    if (!chapter) throw NotFound("That chapter");
    const n = chapter.tutorialCount;
    if (n > 0) throw Conflict(`This chapter has ${n} tutorial${n === 1 ? "" : "s"}: delete or move them first.`);
    await repo.deleteChapter(db, id, chapter.subjectId);
    return "The chapter was deleted; the others were renumbered.";
  },
  async find(ctx, id): Promise<AuthoringChapter> {
    const row = await repo.findChapter(ctx.db, id);
    if (!row) throw NotFound("That chapter");
    return presentChapter(row);
  },
  ids: async (ctx, subjectId) => (await repo.listChapters(ctx.db, [subjectId])).map((c) => c.id),
  // Chapters are numbered, not positioned: renumbering keeps the unique (subject, number) index.
  reorder: (db, ids) => repo.renumberChapters(db, ids),
  list: async (ctx, subjectId) => ({ chapters: (await repo.listChapters(ctx.db, [subjectId])).map(presentChapter) }),
});
