import { MySubjectivesScreen } from "../features/quizzes/marking/my-subjectives-screen.tsx";
import { documentTitle } from "../lib/meta.ts";
import type { Route } from "./+types/view-subject-subjectives";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: documentTitle(matches, "My marked answers") }];
}

/** viewsubjectsubjectives: the student's marked short and subjective answers with the markers' feedback. */
export default function ViewSubjectSubjectives() {
  return <MySubjectivesScreen />;
}
