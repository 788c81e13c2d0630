import type {
  AuthoringChapter,
  AuthoringCourseSummary,
  AuthoringLevel,
  AuthoringSubject,
  AuthoringTutorial,
  AuthoringTutorialEntry,
  CourseStatus,
} from "@tq/contract/authoring";
import type { Session } from "../../context.ts";
import { can } from "../../policies/authorize.ts";
import type { CourseListRow } from "./courses-repo.ts";
import type { ChapterListRow, LevelListRow, SubjectRow } from "./structure-repo.ts";
import type { TutorialRow } from "./tutorials-repo.ts";

type Status = CourseStatus;

export function presentCourseSummary(session: Session, row: CourseListRow): AuthoringCourseSummary {
  const c = row.course;
  const resource = { ownerId: c.ownerId, assistantIds: row.assistantIds };
  return {
    id: c.id,
    title: c.title,
    summary: c.summary,
    status: c.status as Status,
    logoUrl: c.logoUrl,
    basePriceMinor: c.basePriceMinor,
    months: c.months,
    ownerName: row.ownerName,
    counts: row.counts,
    canManage: can(session, "course.manage", resource),
    canEditTutorials: can(session, "course.editTutorials", resource),
  };
}

export function presentLevel(l: LevelListRow): AuthoringLevel {
  return { id: l.id, name: l.name, position: l.position, tutorialCount: l.tutorialCount };
}

export function presentChapter(c: ChapterListRow): AuthoringChapter {
  return {
    id: c.id,
    number: c.number,
    title: c.title,
    tutorialCount: c.tutorialCount,
    publishedTutorialCount: c.publishedTutorialCount,
  };
}

export function presentSubject(s: SubjectRow, levels: LevelListRow[], chapters: ChapterListRow[]): AuthoringSubject {
  return {
    id: s.id,
    courseId: s.courseId,
    title: s.title,
    position: s.position,
    levels: levels.filter((l) => l.subjectId === s.id).map(presentLevel),
    chapters: chapters.filter((c) => c.subjectId === s.id).map(presentChapter),
  };
}

export function presentTutorialEntry(t: TutorialRow): AuthoringTutorialEntry {
  return {
    id: t.id,
    chapterId: t.chapterId,
    topic: t.topic,
    levelId: t.levelId,
    difficulty: t.difficulty,
    index: t.position,
    freePreview: t.freePreview,
    status: t.status as Status,
    hasDraft: t.draftHtml !== null,
    revision: t.revision,
    updatedAt: t.updatedAt.toISOString(),
  };
}

export function presentTutorial(t: TutorialRow, subjectId: number, courseId: number): AuthoringTutorial {
  return {
    id: t.id,
    chapterId: t.chapterId,
    subjectId,
    courseId,
    topic: t.topic,
    levelId: t.levelId,
    difficulty: t.difficulty,
    index: t.position,
    freePreview: t.freePreview,
    status: t.status as Status,
    bodyHtml: t.bodyHtml,
    draftHtml: t.draftHtml,
    draftSavedAt: t.draftSavedAt?.toISOString() ?? null,
    updatedAt: t.updatedAt.toISOString(),
    revision: t.revision,
  };
}
