import { AvailableList } from "../features/quizzes/catalog/available-list.tsx";
import { documentTitle } from "../lib/meta.ts";
import type { Route } from "./+types/quizzes";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: documentTitle(matches, "Quizzes") }];
}

/** quizzes: the student's quizzes by course, subject and chapter, with their status. */
export default function QuizzesScreen() {
  return <AvailableList />;
}
