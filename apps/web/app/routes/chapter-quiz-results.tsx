import { MyRecordsScreen } from "../features/quizzes/records/my-records-screen.tsx";
import { documentTitle } from "../lib/meta.ts";
import type { Route } from "./+types/chapter-quiz-results";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: documentTitle(matches, "Chapter quiz results") }];
}

/** chapterquizresults: the signed-in student's chapter-quiz attempts (the spec: also with no parameters). */
export default function ChapterQuizResultsScreen() {
  return <MyRecordsScreen kind="chapter" />;
}
