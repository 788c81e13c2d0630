import { hrefTo } from "./paths.ts";

/** Where a tutorial is read: its course and subject, as the spec's tutorialview link names them. */
export interface TutorialPlace {
  courseId: number;
  courseName: string;
  subjectName: string;
  subjectId: number;
}

/** The parts of a tutorial (an outline's entry) its link needs. */
export interface TutorialRef {
  id: number;
  levelId: number | null;
  difficulty: number;
  index: number;
}

/** A course and a subject (ids and titles, as an outline answers them) as a reading place. */
export function tutorialPlace(
  course: { id: number; title: string },
  subject: { id: number; title: string },
): TutorialPlace {
  return { courseId: course.id, courseName: course.title, subjectName: subject.title, subjectId: subject.id };
}

/** The spec's tutorialview link (§2): tutorialId, levelId (0 when none), difficulty, index, course and subject. */
export function tutorialHref(t: TutorialRef, place: TutorialPlace): string {
  return hrefTo("tutorialview", {
    tutorialId: t.id,
    levelId: t.levelId ?? 0,
    difficulty: t.difficulty,
    index: t.index,
    courseId: place.courseId,
    courseName: place.courseName,
    subjectName: place.subjectName,
    subjectId: place.subjectId,
  });
}
