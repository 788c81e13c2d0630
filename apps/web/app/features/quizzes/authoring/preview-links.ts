import { hrefTo } from "@tq/contract/paths";
import type { AuthoringQuiz } from "@tq/contract/quizzes";

/** What the staff preview's URLs need of a quiz (its authoring copy has it all). */
export type PreviewedQuiz = Pick<AuthoringQuiz, "id" | "kind" | "course" | "subject" | "chapter">;

/**
 * adminquizview/…: the staff preview. The spec's URL carries a tutorial, level and logo the
 * preview does not use; 0 and "none" fill them (the player reads the quiz id alone).
 */
export function adminPreviewHref(quiz: PreviewedQuiz): string {
  return hrefTo("adminquizview", {
    quizId: quiz.id,
    accessType: "preview",
    sectionToShowFirst: 0,
    tutorialId: 0,
    tutorialTitle: quiz.chapter?.title ?? quiz.subject.title,
    levelId: 0,
    difficulty: 1,
    courseId: quiz.course.id,
    courseName: quiz.course.title,
    courseLogoUrl: "none",
    subjectName: quiz.subject.title,
    chapterId: quiz.chapter?.id ?? 0,
  });
}

/** The quiz's authoring workspace (chapterquiz/… or subjectquiz/…), opened on the quiz. */
export function workspaceHref(quiz: PreviewedQuiz): string {
  const base = quiz.chapter
    ? hrefTo("chapterquiz", {
        chapterId: quiz.chapter.id,
        chapterNumber: quiz.chapter.number,
        courseId: quiz.course.id,
        subjectId: quiz.subject.id,
        subjectName: quiz.subject.title,
      })
    : hrefTo("subjectquiz", {
        subjectId: quiz.subject.id,
        subjectname: quiz.subject.title,
        courseId: quiz.course.id,
        coursename: quiz.course.title,
      });
  return `${base}?quiz=${quiz.id}`;
}
