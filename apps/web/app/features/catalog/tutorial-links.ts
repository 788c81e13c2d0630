import { hrefTo } from "@tq/contract/paths";

export interface TutorialPlace {
  courseId: number;
  courseName: string;
  subjectName: string;
  subjectId: number;
}

export interface TutorialRef {
  id: number;
  levelId: number | null;
  difficulty: number;
  index: number;
}

/** The spec's tutorialview link (§2): tutorialId, levelId, difficulty, index, course and subject. */
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
