import { QuizzesScreen } from "../features/quizzes/authoring/quizzes-screen.tsx";
import { documentTitle } from "../lib/meta.ts";
import type { Route } from "./+types/chapter-quiz";

export function meta({ matches, params }: Route.MetaArgs) {
  return [{ title: documentTitle(matches, `Quizzes of chapter ${params.chapterNumber} · ${params.subjectName}`) }];
}

/**
 * chapterquiz/{chapterId}/{chapterNumber}/{courseId}/{subjectId}/{subjectName} [G]: a chapter's
 * quizzes and, with `?quiz=<id>`, that quiz's status, sections and settings.
 */
export default function ChapterQuizScreen({ params }: Route.ComponentProps) {
  return (
    <QuizzesScreen
      kind="chapter"
      ownerParam={params.chapterId}
      subjectParam={params.subjectId}
      chapterNumber={params.chapterNumber}
    />
  );
}
