import { hrefTo } from "@tq/contract/paths";
import type { AttemptMode } from "@tq/contract/quiz-attempts";
import type { QuizTutorialRef } from "@tq/contract/quiz-catalog";

/** Where a quiz sits: what the spec's long quiz URLs carry beside the quiz itself. */
export interface QuizPlace {
  quizId: number;
  quizTitle: string;
  kind: "chapter" | "subject";
  courseId: number;
  courseTitle: string;
  courseLogoUrl: string | null;
  subjectId: number;
  subjectTitle: string;
  chapterId: number | null;
  chapterTitle: string | null;
  firstTutorial: QuizTutorialRef | null;
}

export type AccessType = AttemptMode | "review";

/** The URL segments a chapter without a published tutorial still needs (the spec's routes require them). */
function tutorialParts(place: QuizPlace) {
  const t = place.firstTutorial;
  return {
    tutorialId: t?.tutorialId ?? 0,
    tutorialTitle: t?.title ?? place.chapterTitle ?? place.quizTitle,
    levelId: t?.levelId ?? 0,
    difficulty: t?.difficulty ?? 1,
  };
}

/** The intro page: chapterquizdisplay/… for a chapter quiz, subjectquizview?quiz= for a subject quiz. */
export function introHref(place: QuizPlace): string {
  if (place.kind === "subject" || place.chapterId === null) return `${hrefTo("subjectquizview")}?quiz=${place.quizId}`;
  return hrefTo("chapterquizdisplay", {
    quizId: place.quizId,
    quizTitle: place.quizTitle,
    ...tutorialParts(place),
    courseId: place.courseId,
    courseName: place.courseTitle,
    subjectName: place.subjectTitle,
    chapterId: place.chapterId,
    subjectId: place.subjectId,
  });
}

/** The player: chapterquizview/… (section 0: where the student left off), or subjectquizview?quiz=&mode=. */
export function playerHref(place: QuizPlace, access: AccessType): string {
  if (place.kind === "subject" || place.chapterId === null)
    return `${hrefTo("subjectquizview")}?quiz=${place.quizId}&mode=${access}`;
  return hrefTo("chapterquizview", {
    quizId: place.quizId,
    accessType: access,
    sectionToShowFirst: 0,
    ...tutorialParts(place),
    courseId: place.courseId,
    courseName: place.courseTitle,
    courseLogoUrl: place.courseLogoUrl ?? "none",
    subjectName: place.subjectTitle,
    chapterId: place.chapterId,
    subjectId: place.subjectId,
  });
}

/** The place of a quiz as its intro describes it. */
export function placeOfIntro(intro: {
  id: number;
  title: string;
  kind: "chapter" | "subject";
  course: { id: number; title: string; logoUrl: string | null };
  subject: { id: number; title: string };
  chapter: { id: number; title: string } | null;
  firstTutorial: QuizTutorialRef | null;
}): QuizPlace {
  return {
    quizId: intro.id,
    quizTitle: intro.title,
    kind: intro.kind,
    courseId: intro.course.id,
    courseTitle: intro.course.title,
    courseLogoUrl: intro.course.logoUrl,
    subjectId: intro.subject.id,
    subjectTitle: intro.subject.title,
    chapterId: intro.chapter?.id ?? null,
    chapterTitle: intro.chapter?.title ?? null,
    firstTutorial: intro.firstTutorial,
  };
}

/** A player URL that names its attempt (`attempt=`): a reload or a second tab reopens exactly that one. */
export function withAttempt(href: string, attemptId: number): string {
  return `${href}${href.includes("?") ? "&" : "?"}attempt=${attemptId}`;
}
