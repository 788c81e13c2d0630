import { SchemeScreen } from "../features/quizzes/authoring/scheme-screen.tsx";
import { documentTitle } from "../lib/meta.ts";
import type { Route } from "./+types/chapter-set-scheme";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: documentTitle(matches, "Marking scheme") }];
}

/** chaptersetscheme/{questionId}: a chapter quiz question's marking scheme. */
export default function ChapterSetSchemeScreen({ params }: Route.ComponentProps) {
  return <SchemeScreen kind="chapter" questionParam={params.questionId} />;
}
